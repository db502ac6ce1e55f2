import { Link, Page, useShop } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';

export function BecomeAmbassadorPage() {
  const intl = useIntl();
  const { localize } = useShop();
  return (
    <Page
      title={intl.formatMessage({ id: 'ambassador.landing.title' })}
      description={intl.formatMessage({ id: 'ambassador.landing.description' })}
    >
      <p className="lead">
        <FormattedMessage id="ambassador.landing.description" />
      </p>
      <Link className="shop-button" to={localize('/auth/sign-up')}>
        <FormattedMessage id="ambassador.landing.cta" />
      </Link>
    </Page>
  );
}
