import { Link, Page, useShop } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';

export function OrderErrorPage() {
  const intl = useIntl();
  const { localize } = useShop();
  return (
    <Page title={intl.formatMessage({ id: 'checkout.error.title' })} noindex>
      <p role="alert">
        <FormattedMessage id="common.error.paymentFailed" />
      </p>
      <div className="actions">
        <Link className="shop-button" to={localize('/create-story')}>
          <FormattedMessage id="common.action.tryAgain" />
        </Link>{' '}
        <Link to={localize('/')}>
          <FormattedMessage id="common.action.backToHome" />
        </Link>
      </div>
    </Page>
  );
}
