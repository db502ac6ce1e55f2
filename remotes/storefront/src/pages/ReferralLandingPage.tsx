import { Link, Page, useParams, useShop } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';

/** A simple landing for referral links; the ambassador programme makes it record the referral. */
export function ReferralLandingPage() {
  const intl = useIntl();
  const { localize, config } = useShop();
  const { referralCode = '' } = useParams();
  return (
    <Page title={intl.formatMessage({ id: 'storefront.referral.title' }, { siteName: config.siteName })} noindex>
      <p className="sf-lead">
        <FormattedMessage id="storefront.referral.text" values={{ code: <strong>{referralCode}</strong> }} />
      </p>
      <Link className="shop-button sf-button-large" to={localize('/create-story')}>
        <FormattedMessage id="storefront.home.cta" />
      </Link>
    </Page>
  );
}
