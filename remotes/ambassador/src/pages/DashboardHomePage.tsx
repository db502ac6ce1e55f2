import { ErrorNotice, Page } from '@shop/shared';
import { Card, Skeleton, Statistic } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { FRESH_ON_OPEN, type Ambassador, useGetStatsQuery } from '../api';
import { ReferralLink } from '../components/ReferralLink';
import { useDollars } from '../money';

/** Spec section 3's dashboard statistics and the referral link. */
export function DashboardHomePage({ me }: { me: Ambassador }) {
  const intl = useIntl();
  const dollars = useDollars();
  const { data: stats, error, refetch } = useGetStatsQuery(undefined, FRESH_ON_OPEN);
  const label = (id: string) => intl.formatMessage({ id: `ambassador.stats.${id}` });

  const counts = stats && [
    { id: 'totalReferrals', value: String(stats.total_referrals) },
    {
      id: 'totalOrders',
      value: String(stats.total_orders.total),
      note: intl.formatMessage(
        { id: 'ambassador.stats.ordersBreakdown' },
        { direct: stats.total_orders.direct, indirect: stats.total_orders.indirect },
      ),
    },
  ];
  const amounts = stats && [
    { id: 'totalRewards', value: stats.total_rewards },
    { id: 'pendingRewards', value: stats.pending_rewards },
    { id: 'availableBalance', value: stats.available_balance },
    { id: 'totalPayouts', value: stats.total_payouts },
    { id: 'paidPayouts', value: stats.paid_payouts },
    { id: 'pendingPayouts', value: stats.pending_payouts },
  ];

  return (
    <Page title={intl.formatMessage({ id: 'ambassador.dashboard.title' })} noindex className="ap-dashboard">
      <p className="ap-lead">
        <FormattedMessage id="ambassador.dashboard.welcome" values={{ name: me.name }} />
      </p>
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      {!stats && !error && <Skeleton active />}
      {counts && amounts && (
        <ul className="ap-stats" aria-label={intl.formatMessage({ id: 'ambassador.dashboard.title' })}>
          {counts.map((item) => (
            <li key={item.id}>
              <Card>
                <Statistic title={label(item.id)} value={item.value} />
                {item.note && <p className="ap-muted ap-stats__note">{item.note}</p>}
              </Card>
            </li>
          ))}
          {amounts.map((item) => (
            <li key={item.id}>
              <Card>
                <Statistic title={label(item.id)} value={item.value} formatter={() => dollars(item.value)} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ReferralLink code={me.referral_code} />
    </Page>
  );
}
