/**
 * The dashboard's click analytics (GET /referrals/analytics): clicks and orders per day, week or month as a chart,
 * the period's totals, and the same split by source (?src=) and by landing page. Loaded with React.lazy from the
 * dashboard only, so the chart library (recharts) is a chunk of its own that no other page downloads.
 */
import { api, ErrorNotice, formatDate, formatPercent, useShop } from '@shop/shared';
import type { AnalyticsCounts, AnalyticsJson, AnalyticsPeriod, AnalyticsResponse } from '@shop/shared/contracts';
import { Card, Segmented, Skeleton, Statistic, theme } from 'antd';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { FRESH_ON_OPEN } from '../api';
import { Message, useT } from '../intl';
import { useDollars } from '../money';
import { type Field, ResponsiveTable } from './ResponsiveTable';

const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalytics: build.query<AnalyticsJson, { period: AnalyticsPeriod }>({
      query: ({ period }) => ({ url: '/referrals/analytics', params: { period } }),
      extraOptions: { auth: true },
      transformResponse: (body: AnalyticsResponse) => body.analytics,
      providesTags: [
        { type: 'Referral', id: 'LIST' },
        { type: 'Reward', id: 'LIST' },
      ],
    }),
  }),
});

const PERIODS = ['day', 'week', 'month'] as const satisfies readonly AnalyticsPeriod[];

/** Bars drawn at once (no growing animation: the numbers are what matters) and never wider than a thumb. */
const BAR = { isAnimationActive: false, maxBarSize: 24, minPointSize: 0 } as const;

type Row = AnalyticsCounts & { id: string; name: string };

export default function AnalyticsPanel({ code }: { code: string }) {
  const t = useT();
  const { locale } = useShop();
  const dollars = useDollars();
  const { token } = theme.useToken();
  const [period, setPeriod] = useState<AnalyticsPeriod>('day');
  const { data, error, refetch, isFetching } = analyticsApi.useGetAnalyticsQuery({ period }, FRESH_ON_OPEN);

  const calendarDay = (value: string, style: 'dayMonth' | 'monthShortYear' | 'medium') =>
    formatDate(`${value}T00:00:00Z`, locale, style, 'UTC');
  const bucketLabel = (start: string) => calendarDay(start, period === 'month' ? 'monthShortYear' : 'dayMonth');
  const percent = (value: number | null) =>
    value === null ? '—' : formatPercent(value, locale, { maximumFractionDigits: 1 });

  const labels = {
    clicks: t('ambassador.analytics.clicks'),
    orders: t('ambassador.analytics.orders'),
    earnings: t('ambassador.analytics.earnings'),
  };
  const countFields = (first: Field<Row>): Field<Row>[] => [
    first,
    { key: 'clicks', title: labels.clicks, align: 'right', render: (row) => row.clicks },
    { key: 'orders', title: labels.orders, align: 'right', render: (row) => row.orders },
    {
      key: 'conversion',
      title: t('ambassador.analytics.conversion'),
      align: 'right',
      render: (row) => percent(row.conversion),
    },
    { key: 'earnings', title: labels.earnings, align: 'right', render: (row) => dollars(row.earnings) },
  ];
  const sources: Row[] | undefined = data?.sources.map((row) => ({
    ...row,
    id: row.source ?? '',
    name: row.source ?? t('ambassador.analytics.noSource'),
  }));
  const pages: Row[] | undefined = data?.landing_pages.map((row) => ({
    ...row,
    id: row.path ?? '',
    name: row.path ?? t('ambassador.analytics.noPage'),
  }));
  const chart = data?.buckets.map((bucket) => ({ ...bucket, label: bucketLabel(bucket.start) }));

  return (
    <Card
      title={t('ambassador.analytics.title')}
      className="ap-analytics"
      extra={
        <Segmented<AnalyticsPeriod>
          value={period}
          onChange={setPeriod}
          options={PERIODS.map((value) => ({ value, label: t('ambassador.analytics.period', { period: value }) }))}
        />
      }
    >
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      {!data && !error && <Skeleton active />}
      {data && chart && (
        <>
          <ul className="ap-analytics__totals">
            <li>
              <Statistic title={labels.clicks} value={data.totals.clicks} />
            </li>
            <li>
              <Statistic title={labels.orders} value={data.totals.orders} />
            </li>
            <li>
              <Statistic
                title={t('ambassador.analytics.conversion')}
                value={data.totals.conversion ?? 0}
                formatter={() => percent(data.totals.conversion)}
              />
            </li>
            <li>
              <Statistic
                title={labels.earnings}
                value={data.totals.earnings}
                formatter={() => dollars(data.totals.earnings)}
              />
            </li>
          </ul>
          <figure
            className="ap-analytics__chart"
            aria-label={t('ambassador.analytics.chart', {
              from: calendarDay(data.from, 'medium'),
              to: calendarDay(data.to, 'medium'),
            })}
            aria-busy={isFetching}
            data-testid="analytics-chart"
          >
            <ResponsiveContainer width="100%" height={260}>
              <BarChart data={chart} barGap={2} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                <CartesianGrid stroke={token.colorBorderSecondary} vertical={false} />
                <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={12} />
                <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={48} />
                <Tooltip
                  formatter={(value, name) => [String(value), String(name)]}
                  contentStyle={{ borderRadius: token.borderRadius, fontFamily: 'inherit' }}
                />
                <Legend wrapperStyle={{ fontSize: 13 }} />
                <Bar dataKey="clicks" name={labels.clicks} fill={token.colorPrimary} radius={[3, 3, 0, 0]} {...BAR} />
                <Bar dataKey="orders" name={labels.orders} fill={token.colorWarning} radius={[3, 3, 0, 0]} {...BAR} />
              </BarChart>
            </ResponsiveContainer>
          </figure>
          {data.totals.clicks === 0 && data.totals.orders === 0 && (
            <p className="ap-muted">
              <Message id="ambassador.analytics.empty" />
            </p>
          )}
          <div className="ap-analytics__splits">
            <section>
              <h3>
                <Message id="ambassador.analytics.bySource" />
              </h3>
              <ResponsiveTable<Row>
                label={t('ambassador.analytics.bySource')}
                fields={countFields({
                  key: 'name',
                  title: t('ambassador.analytics.source'),
                  render: (row) => row.name,
                })}
                rows={sources}
                titleKey="name"
                loading={false}
                pagination={false}
                empty={t('ambassador.analytics.empty')}
              />
            </section>
            <section>
              <h3>
                <Message id="ambassador.analytics.byPage" />
              </h3>
              <ResponsiveTable<Row>
                label={t('ambassador.analytics.byPage')}
                fields={countFields({
                  key: 'name',
                  title: t('ambassador.analytics.page'),
                  render: (row) => <span className="ap-analytics__path">{row.name}</span>,
                })}
                rows={pages}
                titleKey="name"
                loading={false}
                pagination={false}
                empty={t('ambassador.analytics.empty')}
              />
            </section>
          </div>
          <p className="ap-muted ap-analytics__tip">
            <Message id="ambassador.analytics.tip" values={{ code }} />
          </p>
        </>
      )}
    </Card>
  );
}
