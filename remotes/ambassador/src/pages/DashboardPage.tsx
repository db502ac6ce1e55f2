import { ErrorNotice, Link, Loading, Page, useShop } from '@shop/shared';
import { Card, Descriptions, Result } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetMeQuery } from '../api';

const TITLES: Record<string, string> = {
  dashboard: 'ambassador.dashboard.title',
  'dashboard-profile': 'ambassador.profile.title',
  'dashboard-referrals': 'ambassador.referrals.title',
  'dashboard-rewards': 'ambassador.rewards.title',
  'dashboard-payment-methods': 'ambassador.paymentMethods.title',
  'dashboard-payouts': 'ambassador.payouts.title',
};

/** Every dashboard section needs the signed-in ambassador; without a session it asks to sign in. */
export function DashboardPage({ section }: { section: string }) {
  const intl = useIntl();
  const { localize } = useShop();
  const { data, error, isLoading } = useGetMeQuery();
  const signedOut = error && 'status' in error && error.status === 401;
  return (
    <Page title={intl.formatMessage({ id: TITLES[section] ?? 'ambassador.dashboard.title' })} noindex>
      {isLoading && <Loading />}
      {signedOut && (
        <Result
          status="403"
          title={intl.formatMessage({ id: 'ambassador.dashboard.signInRequired' })}
          extra={
            <Link className="shop-button" to={localize('/auth/sign-in')}>
              <FormattedMessage id="ambassador.signIn.title" />
            </Link>
          }
        />
      )}
      {error && !signedOut && <ErrorNotice error={error} />}
      {data && (
        <Card>
          <Descriptions
            items={[
              { key: 'name', label: intl.formatMessage({ id: 'ambassador.profile.name' }), children: data.name },
              {
                key: 'code',
                label: intl.formatMessage({ id: 'ambassador.profile.code' }),
                children: data.referral_code,
              },
            ]}
          />
        </Card>
      )}
    </Page>
  );
}
