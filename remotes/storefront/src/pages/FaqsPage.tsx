import { Page } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';

export function FaqsPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage({ id: 'storefront.faqs.title' })}
      description={intl.formatMessage({ id: 'storefront.faqs.description' })}
    >
      <p>
        <FormattedMessage id="storefront.faqs.description" />
      </p>
    </Page>
  );
}
