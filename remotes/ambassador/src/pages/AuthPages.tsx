import { Link, Page, useGetCountryCodeQuery, useShop } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';

export function SignInPage() {
  const intl = useIntl();
  const { localize } = useShop();
  return (
    <Page title={intl.formatMessage({ id: 'ambassador.signIn.title' })}>
      <p>
        <FormattedMessage id="ambassador.signIn.text" />
      </p>
      <Link to={localize('/auth/sign-up')}>
        <FormattedMessage id="ambassador.landing.cta" />
      </Link>
    </Page>
  );
}

export function SignUpPage() {
  const intl = useIntl();
  const { data: country } = useGetCountryCodeQuery();
  return (
    <Page title={intl.formatMessage({ id: 'ambassador.signUp.title' })}>
      <p>
        <FormattedMessage id="ambassador.signUp.text" />
      </p>
      {country && (
        <p>
          <FormattedMessage id="ambassador.signUp.country" values={{ country }} />
        </p>
      )}
    </Page>
  );
}

export function SignUpSuccessPage() {
  const intl = useIntl();
  return (
    <Page title={intl.formatMessage({ id: 'ambassador.signUpSuccess.title' })} noindex>
      <p>
        <FormattedMessage id="ambassador.signUpSuccess.text" />
      </p>
    </Page>
  );
}
