import { ErrorNotice, Page } from '@shop/shared';
import { Card, Skeleton, Statistic } from 'antd';
import { FRESH_ON_OPEN, type Ambassador, useGetStatsQuery } from '../api';
import { ReferralLink } from '../components/ReferralLink';
import { Message, useT } from '../intl';
import { useDollars } from '../money';

/** Spec section 3's dashboard statistics and the referral link. */
export function DashboardHomePage({ me }: { me: Ambassador }) {
  const t = useT();
  const dollars = useDollars();
  const { data: stats, error, refetch } = useGetStatsQuery(undefined, FRESH_ON_OPEN);

  const counts = stats && [
    { id: 'totalReferrals', label: t('ambassador.stats.totalReferrals'), value: String(stats.total_referrals) },
    {
      id: 'totalOrders',
      label: t('ambassador.stats.totalOrders'),
      value: String(stats.total_orders.total),
      note: t('ambassador.stats.ordersBreakdown', {
        direct: stats.total_orders.direct,
        indirect: stats.total_orders.indirect,
      }),
    },
  ];
  const amounts = stats && [
    { id: 'totalRewards', label: t('ambassador.stats.totalRewards'), value: stats.total_rewards },
    { id: 'pendingRewards', label: t('ambassador.stats.pendingRewards'), value: stats.pending_rewards },
    { id: 'availableBalance', label: t('ambassador.stats.availableBalance'), value: stats.available_balance },
    { id: 'totalPayouts', label: t('ambassador.stats.totalPayouts'), value: stats.total_payouts },
    { id: 'paidPayouts', label: t('ambassador.stats.paidPayouts'), value: stats.paid_payouts },
    { id: 'pendingPayouts', label: t('ambassador.stats.pendingPayouts'), value: stats.pending_payouts },
  ];

  return (
    <Page title={t('ambassador.dashboard.title')} noindex className="ap-dashboard">
      <p className="ap-lead">
        <Message id="ambassador.dashboard.welcome" values={{ name: me.name }} />
      </p>
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      {!stats && !error && <Skeleton active />}
      {counts && amounts && (
        <ul className="ap-stats" aria-label={t('ambassador.dashboard.title')}>
          {counts.map((item) => (
            <li key={item.id}>
              <Card>
                <Statistic title={item.label} value={item.value} />
                {item.note && <p className="ap-muted ap-stats__note">{item.note}</p>}
              </Card>
            </li>
          ))}
          {amounts.map((item) => (
            <li key={item.id}>
              <Card>
                <Statistic title={item.label} value={item.value} formatter={() => dollars(item.value)} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ReferralLink code={me.referral_code} />
    </Page>
  );
}
