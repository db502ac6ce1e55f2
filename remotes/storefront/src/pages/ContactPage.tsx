import { Page } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';

export function ContactPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({ id: 'storefront.contact.title' })}
      description={intl.formatMessage({ id: 'storefront.contact.description' })}
    >
      <p>
        <FormattedMessage id="storefront.contact.description" />
      </p>
    </Page>
  );
}
