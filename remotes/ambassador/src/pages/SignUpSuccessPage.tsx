import { Link, Page, useShop } from '@shop/shared';
import { Message, useT } from '../intl';

export function SignUpSuccessPage() {
  const t = useT();
  const { localize } = useShop();
  return (
    <Page title={t('ambassador.signUpSuccess.title')} noindex className="ap-auth">
      <p className="ap-lead">
        <Message id="ambassador.signUpSuccess.text" />
      </p>
      <Link className="shop-button" to={localize('/')}>
        <Message id="common.action.backToHome" />
      </Link>
    </Page>
  );
}
