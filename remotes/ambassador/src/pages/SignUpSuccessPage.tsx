import { Link, Page, useShop } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';

export function SignUpSuccessPage() {
  const intl = useIntl();
  const { localize } = useShop();
  return (
    <Page title={intl.formatMessage({ id: 'ambassador.signUpSuccess.title' })} noindex className="ap-auth">
      <p className="ap-lead">
        <FormattedMessage id="ambassador.signUpSuccess.text" />
      </p>
      <Link className="shop-button" to={localize('/')}>
        <FormattedMessage id="common.action.backToHome" />
      </Link>
    </Page>
  );
}
