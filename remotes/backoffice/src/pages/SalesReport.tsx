/**
 * The overview's sales report: a period (a preset or the team's own days, kept in the URL like a list's filters),
 * its totals, a bar chart over time and the top books, versions, story languages, countries and ambassadors.
 * Money arrives in minor units, per currency and in US cents (server: staff/reports.ts); the shop's formatter
 * writes it. The chart is a plain SVG: the back office carries no chart library.
 */
import {
  type Currency,
  ErrorNotice,
  formatDate,
  formatPercent,
  formatPrice,
  LANGUAGE_MESSAGE,
  Link,
  Loading,
  useLocale,
  useSearchParams,
  useShop,
} from '@shop/shared';
import type { ReportSales, StaffReport } from '@shop/shared/contracts';
import { countryLabel } from '@shop/shared/validation/countries';
import { Card, Col, Empty, Grid, Input, Row, Segmented, Select, Statistic, Table, type TableColumnsType } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useGetReportQuery } from '../api';
import { Money } from '../components/Cells';
import { VERSION_NAME } from '../components/labels';
import { withChanges } from '../components/list-params';
import { type MessageId, useT } from '../intl';

export const PERIODS = ['7d', '30d', '90d', 'month', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

const PERIOD_LABEL = {
  '7d': 'backoffice.reports.last7',
  '30d': 'backoffice.reports.last30',
  '90d': 'backoffice.reports.last90',
  month: 'backoffice.reports.thisMonth',
  custom: 'backoffice.reports.custom',
} as const satisfies Record<Period, MessageId>;

const DAY = 86_400_000;
/** Secondary text dark enough for WCAG AA (7:1 on white), unlike antd's default grey. */
const SECONDARY = { color: '#595959' } as const;

/** An amount as the shop writes money, for places that need a string (an SVG title, an aria-label). */
function useMoneyText() {
  const { config, locale } = useShop();
  return (amount: number, currency: string) =>
    formatPrice(amount, currency as Currency, { locale, region: config.region });
}
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The days a period covers, both included, in UTC like the server counts them. A custom period without both
 * days (or backwards) falls back to the last 30 days until it is complete.
 */
export function periodDays(
  period: Period,
  now: number,
  custom: { from: string | null; to: string | null },
): { from: string; to: string } {
  const today = dayOf(now);
  switch (period) {
    case '7d':
      return { from: dayOf(now - 6 * DAY), to: today };
    case '90d':
      return { from: dayOf(now - 89 * DAY), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'custom':
      if (isDay(custom.from) && isDay(custom.to) && custom.from <= custom.to)
        return { from: custom.from, to: custom.to };
      return periodDays('30d', now, custom);
    default:
      return { from: dayOf(now - 29 * DAY), to: today };
  }
}

/** The period in the URL (?period=…&from=…&to=…), so a reload or a shared link shows the same report. */
function usePeriod() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('period');
  const period: Period = PERIODS.includes(asked as Period) ? (asked as Period) : '30d';
  const custom = { from: search.get('from'), to: search.get('to') };
  // The day changes at most once per render of a page someone looks at; recomputing each render is enough.
  const days = periodDays(period, Date.now(), custom);
  const set = (changes: Record<string, string | undefined>) =>
    setSearch(withChanges(search, changes, { keepPage: true }), { replace: true });
  return { period, days, custom, set };
}

export function SalesReport({ base }: { base: string }) {
  const t = useT();
  const { period, days, custom, set } = usePeriod();
  const { data, error, isFetching, refetch } = useGetReportQuery(days, { refetchOnMountOrArgChange: true });
  const screens = Grid.useBreakpoint();
  const periodOptions = PERIODS.map((value) => ({ value, label: t(PERIOD_LABEL[value]) }));
  const choose = (value: Period) =>
    set(
      value === 'custom'
        ? { period: value, from: custom.from ?? days.from, to: custom.to ?? days.to }
        : { period: value, from: undefined, to: undefined },
    );
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('backoffice.reports.title')}</h2>}
      style={{ marginTop: 16 }}
    >
      <div className="bo-toolbar">
        {/* Five choices side by side do not fit a phone: there they are a list. */}
        {screens.sm === false ? (
          <Select<Period>
            aria-label={t('backoffice.reports.period')}
            value={period}
            onChange={choose}
            options={periodOptions}
            style={{ width: '100%' }}
          />
        ) : (
          <Segmented<Period>
            aria-label={t('backoffice.reports.period')}
            value={period}
            onChange={choose}
            options={periodOptions}
          />
        )}
        {period === 'custom' && (
          <>
            <DayInput
              labelId="backoffice.reports.from"
              value={custom.from ?? days.from}
              onChange={(from) => set({ from })}
            />
            <DayInput labelId="backoffice.reports.to" value={custom.to ?? days.to} onChange={(to) => set({ to })} />
          </>
        )}
      </div>
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      {!data && isFetching && <Loading />}
      {data && <ReportBody report={data} base={base} />}
    </Card>
  );
}

function DayInput({
  labelId,
  value,
  onChange,
}: {
  labelId: MessageId;
  value: string;
  onChange: (day: string) => void;
}) {
  const t = useT();
  const label = t(labelId);
  return (
    <Input
      type="date"
      aria-label={label}
      addonBefore={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ width: 230 }}
    />
  );
}

function ReportBody({ report, base }: { report: StaffReport; base: string }) {
  const t = useT();
  const locale = useLocale();
  const { totals, referral } = report;
  const average = totals.orders ? Math.round(totals.revenue_usd / totals.orders) : 0;
  const share = totals.revenue_usd ? referral.revenue_usd / totals.revenue_usd : 0;
  const moneyText = useMoneyText();
  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={12} xl={6}>
          <Statistic
            title={t('backoffice.reports.revenue')}
            value={totals.revenue_usd}
            formatter={() => <Money amount={totals.revenue_usd} currency="USD" />}
          />
          <CurrencyLine sales={totals} />
          {report.refunds.orders > 0 && (
            <small style={{ ...SECONDARY, display: 'block' }}>
              {t('backoffice.reports.refunded', { amount: moneyText(report.refunds.revenue_usd, 'USD') })}
            </small>
          )}
        </Col>
        <Col xs={12} xl={6}>
          <Statistic title={t('backoffice.reports.orders')} value={totals.orders} />
        </Col>
        <Col xs={12} xl={6}>
          <Statistic
            title={t('backoffice.reports.average')}
            value={average}
            formatter={() => <Money amount={average} currency="USD" />}
          />
        </Col>
        <Col xs={12} xl={6}>
          <Statistic
            title={t('backoffice.reports.referral')}
            value={referral.revenue_usd}
            formatter={() => <Money amount={referral.revenue_usd} currency="USD" />}
          />
          <small style={SECONDARY}>
            {t('backoffice.reports.referralShare', { orders: referral.orders, share: formatPercent(share, locale) })}
          </small>
        </Col>
      </Row>
      <p style={{ ...SECONDARY, marginTop: 12 }}>
        <small>{t('backoffice.reports.usdNote')}</small>
      </p>
      {totals.orders === 0 ? (
        <Empty description={t('backoffice.reports.nothing')} />
      ) : (
        <>
          <SalesChart report={report} />
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} lg={12}>
              <BooksTable report={report} base={base} />
            </Col>
            <Col xs={24} lg={12}>
              <AmbassadorsTable report={report} base={base} />
            </Col>
            <Col xs={24} md={12} xxl={6}>
              <CurrencyTable report={report} />
            </Col>
            <Col xs={24} md={12} xxl={6}>
              <GroupTable
                titleId="backoffice.reports.versions"
                labelId="backoffice.orders.version"
                rows={report.versions.map((row) => ({ key: row.version, label: t(VERSION_NAME[row.version]), ...row }))}
                total={totals.revenue_usd}
              />
            </Col>
            <Col xs={24} md={12} xxl={6}>
              <GroupTable
                titleId="backoffice.reports.languages"
                labelId="backoffice.reports.language"
                rows={report.languages.map((row) => ({
                  key: row.language,
                  label: t(LANGUAGE_MESSAGE[row.language]),
                  ...row,
                }))}
                total={totals.revenue_usd}
              />
            </Col>
            <Col xs={24} md={12} xxl={6}>
              <GroupTable
                titleId="backoffice.reports.countries"
                labelId="backoffice.ambassadors.country"
                rows={report.countries.map((row) => ({
                  key: row.country,
                  label: countryLabel(row.country, locale),
                  ...row,
                }))}
                total={totals.revenue_usd}
              />
            </Col>
          </Row>
        </>
      )}
    </>
  );
}

/** "AZN 170.00 · USD 50.00": what was charged in each currency, under the total in dollars. */
function CurrencyLine({ sales }: { sales: ReportSales }) {
  if (sales.by_currency.length < 2 && sales.by_currency[0]?.currency === 'USD') return null;
  return (
    <small style={SECONDARY}>
      {sales.by_currency.map((entry, index) => (
        <span key={entry.currency} style={{ whiteSpace: 'nowrap' }}>
          {index > 0 && ' · '}
          <Money amount={entry.revenue} currency={entry.currency} />
        </span>
      ))}
    </small>
  );
}

type Metric = 'revenue' | 'orders';
const ALL = 'USD*';

/** Bars over time: revenue (in dollars, or one currency as charged) or orders; each bar names its day and value. */
function SalesChart({ report }: { report: StaffReport }) {
  const t = useT();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const metric: Metric = search.get('metric') === 'orders' ? 'orders' : 'revenue';
  const currencies = report.totals.by_currency.map((entry) => entry.currency);
  const asked = search.get('currency') ?? ALL;
  const currency = currencies.includes(asked) ? asked : ALL;
  const set = (changes: Record<string, string | undefined>) =>
    setSearch(withChanges(search, changes, { keepPage: true }), { replace: true });
  const points = report.series.map((entry) => {
    const one = entry.by_currency.find((amount) => amount.currency === currency);
    const value =
      currency === ALL
        ? metric === 'revenue'
          ? entry.revenue_usd
          : entry.orders
        : metric === 'revenue'
          ? (one?.revenue ?? 0)
          : (one?.orders ?? 0);
    return { start: entry.start, value };
  });
  const shownCurrency = currency === ALL ? 'USD' : currency;
  // The shop's formats: Chromium has no Azerbaijani dates of its own (shared/src/i18n/formats.ts).
  const dayText = (day: string) => formatDate(`${day}T00:00:00Z`, locale, 'dayMonth', 'UTC');
  const bucketText = (day: string) =>
    report.bucket === 'week' ? t('backoffice.reports.weekOf', { day: dayText(day) }) : dayText(day);
  const total = points.reduce((sum, point) => sum + point.value, 0);
  const moneyText = useMoneyText();
  const valueText = (value: number): ReactNode =>
    metric === 'revenue' ? <Money amount={value} currency={shownCurrency} /> : String(value);
  return (
    <section aria-labelledby="bo-sales-over-time" style={{ marginTop: 16 }}>
      <div className="bo-toolbar" style={{ alignItems: 'center' }}>
        <h3 id="bo-sales-over-time" style={{ margin: 0, fontSize: 16 }}>
          {t('backoffice.reports.overTime')}
        </h3>
        <Segmented<Metric>
          aria-label={t('backoffice.reports.metric')}
          value={metric}
          onChange={(value) => set({ metric: value === 'revenue' ? undefined : value })}
          options={[
            { value: 'revenue', label: t('backoffice.reports.metricRevenue') },
            { value: 'orders', label: t('backoffice.reports.metricOrders') },
          ]}
        />
        <Select
          aria-label={t('backoffice.reports.currency')}
          value={currency}
          onChange={(value: string) => set({ currency: value === ALL ? undefined : value })}
          style={{ width: 220 }}
          options={[
            { value: ALL, label: t('backoffice.reports.allInUsd') },
            ...currencies.map((code) => ({ value: code, label: code })),
          ]}
        />
      </div>
      <Bars
        points={points.map((point) => ({ ...point, label: bucketText(point.start), short: dayText(point.start) }))}
        valueText={valueText}
        money={metric === 'revenue'}
        titleOf={(value) => (metric === 'revenue' ? moneyText(value, shownCurrency) : String(value))}
        label={t('backoffice.reports.chartLabel', {
          metric: t(metric === 'revenue' ? 'backoffice.reports.chartRevenue' : 'backoffice.reports.chartOrders'),
          bucket: report.bucket,
          from: dayText(report.from),
          to: dayText(report.to),
          total: metric === 'revenue' ? moneyText(total, shownCurrency) : String(total),
        })}
      />
    </section>
  );
}

/** An element's width as it changes (640 until measured, and where the browser cannot observe it). */
function useWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(640);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 640));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

const CHART_HEIGHT = 180;
const AXIS = 22;

/**
 * The bars, scaled to the highest; the SVG stretches to its box (viewBox in bar units) so it fits a phone and a
 * wide screen alike. Each bar carries a title (the pointer's tooltip); the figure's label says what it shows.
 */
function Bars({
  points,
  valueText,
  label,
  money,
  titleOf,
}: {
  points: { start: string; value: number; label: string; short: string }[];
  valueText: (value: number) => ReactNode;
  label: string;
  money: boolean;
  titleOf: (value: number) => string;
}) {
  const highest = Math.max(1, ...points.map((point) => point.value));
  const width = points.length * 10;
  // Every label would overlap on a month of days: one per 80 px or so stays readable, on a phone and a laptop.
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const boxWidth = useWidth(box);
  const fit = Math.max(2, Math.floor(boxWidth / 80));
  const every = Math.max(1, Math.ceil(points.length / fit));
  const top = points.reduce((best, point) => (point.value > best.value ? point : best), points[0] ?? { value: 0 });
  return (
    <figure style={{ margin: '8px 0 0' }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'stretch' }}>
        <div
          aria-hidden="true"
          style={{
            ...SECONDARY,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            fontSize: 12,
            paddingBottom: AXIS,
            minWidth: 56,
            textAlign: 'right',
          }}
        >
          <span>{valueText(highest === 1 && top.value === 0 ? 0 : highest)}</span>
          <span>{money ? valueText(0) : '0'}</span>
        </div>
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          preserveAspectRatio="none"
          style={{ width: '100%', height: CHART_HEIGHT, display: 'block', borderBottom: '1px solid #8c8c8c' }}
        >
          {points.map((point, index) => {
            const height = (point.value / highest) * (CHART_HEIGHT - 4);
            return (
              <rect
                key={point.start}
                x={index * 10 + 1.5}
                y={CHART_HEIGHT - height}
                width={7}
                height={Math.max(height, point.value > 0 ? 1 : 0)}
                fill="#1677ff"
                data-value={point.value}
              >
                <title>{`${point.label}: ${titleOf(point.value)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div
        ref={setBox}
        aria-hidden="true"
        style={{ ...SECONDARY, display: 'flex', marginLeft: 64, fontSize: 12, height: AXIS, lineHeight: `${AXIS}px` }}
      >
        {points.map((point, index) => (
          <span key={point.start} style={{ flex: 1, minWidth: 0, overflow: 'visible', whiteSpace: 'nowrap' }}>
            {index % every === 0 ? point.short : ''}
          </span>
        ))}
      </div>
    </figure>
  );
}

interface GroupRow extends ReportSales {
  key: string;
  label: ReactNode;
}

/** A share of the period's dollars as a thin bar under the figure, so the biggest rows stand out at a glance. */
function ShareBar({ value, total }: { value: number; total: number }) {
  const width = total > 0 ? Math.max(2, Math.round((value / total) * 100)) : 0;
  return (
    <div aria-hidden="true" style={{ height: 4, background: '#f0f0f0', borderRadius: 2, marginTop: 4 }}>
      <div style={{ width: `${width}%`, height: 4, background: '#1677ff', borderRadius: 2 }} />
    </div>
  );
}

function useGroupColumns(labelId: MessageId, total: number): TableColumnsType<GroupRow> {
  const t = useT();
  return [
    { title: t(labelId), dataIndex: 'label' },
    { title: t('backoffice.reports.ordersColumn'), dataIndex: 'orders', align: 'right' },
    {
      title: t('backoffice.reports.revenue'),
      dataIndex: 'revenue_usd',
      align: 'right',
      render: (value: number) => (
        <>
          <Money amount={value} currency="USD" />
          <ShareBar value={value} total={total} />
        </>
      ),
    },
  ];
}

function GroupTable({
  titleId,
  labelId,
  rows,
  total,
}: {
  titleId: MessageId;
  labelId: MessageId;
  rows: GroupRow[];
  total: number;
}) {
  const t = useT();
  const columns = useGroupColumns(labelId, total);
  return (
    <Table<GroupRow>
      size="small"
      title={() => <h3 style={{ margin: 0, fontSize: 15 }}>{t(titleId)}</h3>}
      aria-label={t(titleId)}
      rowKey="key"
      pagination={false}
      dataSource={rows}
      columns={columns}
    />
  );
}

function BooksTable({ report, base }: { report: StaffReport; base: string }) {
  const t = useT();
  return (
    <GroupTable
      titleId="backoffice.reports.topBooks"
      labelId="backoffice.orders.book"
      total={report.totals.revenue_usd}
      rows={report.books.map((row) => ({
        key: row.book,
        ...row,
        label: (
          <Link to={`${base}/orders?book=${encodeURIComponent(row.book)}`}>
            {row.name ?? t('backoffice.reports.customStory')}
          </Link>
        ),
      }))}
    />
  );
}

function AmbassadorsTable({ report, base }: { report: StaffReport; base: string }) {
  const t = useT();
  if (report.ambassadors.length === 0) {
    return (
      <Card size="small" title={<h3 style={{ margin: 0, fontSize: 15 }}>{t('backoffice.reports.ambassadors')}</h3>}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('backoffice.reports.noReferrals')} />
      </Card>
    );
  }
  return (
    <GroupTable
      titleId="backoffice.reports.ambassadors"
      labelId="backoffice.reports.ambassador"
      total={report.totals.revenue_usd}
      rows={report.ambassadors.map((row) => ({
        key: row.id,
        ...row,
        label: (
          <>
            <Link to={`${base}/ambassadors/${row.id}`}>{row.name}</Link>
            <br />
            <Link to={`${base}/orders?ambassador=${row.id}`}>
              <small>{row.referral_code}</small>
            </Link>
          </>
        ),
      }))}
    />
  );
}

/** Each currency as charged: what the dollar total is made of. */
function CurrencyTable({ report }: { report: StaffReport }) {
  const t = useT();
  return (
    <Table
      size="small"
      title={() => <h3 style={{ margin: 0, fontSize: 15 }}>{t('backoffice.reports.byCurrency')}</h3>}
      aria-label={t('backoffice.reports.byCurrency')}
      rowKey="currency"
      pagination={false}
      dataSource={report.totals.by_currency}
      columns={[
        { title: t('backoffice.reports.currency'), dataIndex: 'currency' },
        { title: t('backoffice.reports.ordersColumn'), dataIndex: 'orders', align: 'right' },
        {
          title: t('backoffice.reports.revenueColumn'),
          dataIndex: 'revenue',
          align: 'right',
          render: (value: number, row) => <Money amount={value} currency={row.currency} />,
        },
      ]}
    />
  );
}
