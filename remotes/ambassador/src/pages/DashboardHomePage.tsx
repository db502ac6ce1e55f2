import { ErrorNotice, Page } from '@shop/shared';
import { Card, Skeleton, Statistic } from 'antd';
import { lazy, Suspense } from 'react';
import { type Ambassador, FRESH_ON_OPEN, useGetStatsQuery } from '../api';
import { CouponCode } from '../components/CouponCode';
import { ReferralLink, useReferralUrl } from '../components/ReferralLink';
import { ReferralQr } from '../components/ReferralQr';
import { Message, useT } from '../intl';
import { useDollars } from '../money';

// The charts (recharts) are a chunk of their own, downloaded only when the dashboard is opened.
const AnalyticsPanel = lazy(() => import(/* webpackChunkName: "dashboard-analytics" */ '../components/AnalyticsPanel'));

/**
 * The dashboard: first what an ambassador comes for on a phone (the link to share, the coupon code, the share
 * buttons), then four cards that each count one thing and say what, the clicks and orders, and the QR code.
 */
export function DashboardHomePage({ me }: { me: Ambassador }) {
  const t = useT();
  const dollars = useDollars();
  const url = useReferralUrl(me.referral_code);
  const { data: stats, error, refetch } = useGetStatsQuery(undefined, FRESH_ON_OPEN);

  const cards = stats && [
    {
      id: 'referredAmbassadors',
      label: t('ambassador.stats.referredAmbassadors'),
      value: String(stats.referred_ambassadors),
      hint: t('ambassador.stats.referredAmbassadorsHint'),
    },
    {
      id: 'referredOrders',
      label: t('ambassador.stats.referredOrders'),
      value: String(stats.total_orders.total),
      hint: t('ambassador.stats.referredOrdersHint', {
        direct: stats.total_orders.direct,
        indirect: stats.total_orders.indirect,
      }),
    },
    {
      id: 'rewards',
      label: t('ambassador.stats.rewards'),
      value: dollars(stats.total_rewards),
      hint: t('ambassador.stats.rewardsHint', { available: dollars(stats.available_balance) }),
    },
    {
      id: 'payouts',
      label: t('ambassador.stats.payouts'),
      value: dollars(stats.total_payouts),
      hint: t('ambassador.stats.payoutsHint', {
        paid: dollars(stats.paid_payouts),
        pending: dollars(stats.pending_payouts),
      }),
    },
  ];

  return (
    <Page title={t('ambassador.dashboard.title')} noindex className="ap-dashboard">
      <p className="ap-lead">
        <Message id="ambassador.dashboard.welcome" values={{ name: me.name }} />
      </p>
      <section className="ap-share" aria-label={t('ambassador.share.title')}>
        <ReferralLink code={me.referral_code} />
        <CouponCode />
      </section>
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      {!stats && !error && <Skeleton active />}
      {cards && (
        <ul className="ap-stats" aria-label={t('ambassador.dashboard.title')}>
          {cards.map((card) => (
            <li key={card.id} data-stat={card.id}>
              <Card>
                <Statistic title={card.label} value={card.value} formatter={() => card.value} />
                <p className="ap-muted ap-stats__note">{card.hint}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={<Skeleton active />}>
        <AnalyticsPanel code={me.referral_code} />
      </Suspense>
      <ReferralQr url={url} code={me.referral_code} />
    </Page>
  );
}
