import { Link, Page, useShop } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';

export function OrderSuccessPage() {
  const intl = useIntl();
  const { localize } = useShop();
  return (
    <Page title={intl.formatMessage({ id: 'checkout.success.title' })} noindex>
      <p>
        <FormattedMessage id="checkout.success.text" />
      </p>
      <Link className="shop-button" to={localize('/track-order')}>
        <FormattedMessage id="checkout.success.track" />
      </Link>
    </Page>
  );
}
