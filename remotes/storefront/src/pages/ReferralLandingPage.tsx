import { Link, Page, useParams, useShop } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';

export function ReferralLandingPage() {
  const intl = useIntl();
  const { localize } = useShop();
  const { referralCode = '' } = useParams();
  return (
    <Page title={intl.formatMessage({ id: 'storefront.referral.title' })} noindex>
      <p>
        <FormattedMessage id="storefront.referral.text" values={{ code: referralCode }} />
      </p>
      <Link className="shop-button" to={localize('/create-story')}>
        <FormattedMessage id="storefront.home.cta" />
      </Link>
    </Page>
  );
}
