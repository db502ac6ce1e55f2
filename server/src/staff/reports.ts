/**
 * The overview's reports: what sold in a period, over time and by book, version, story language, country and
 * ambassador. A sale is an order paid in the period (payment time, UTC days), counted at its price, refunded or
 * not; money given back in the period is counted apart (refunds), as a shop's admin shows gross sales and returns. Every group keeps its money per currency, as charged, and in US
 * cents at the stored central bank rates (the same conversion the ambassadors' rewards use), so currencies add up.
 *
 * A shop this size sells thousands of orders a year, not millions: the period's paid orders are read once and
 * grouped here, which keeps one conversion and one notion of "a sale" for every table.
 */
import type { CurrencyAmount, ReportBucket, ReportSales, StaffReport } from '@shop/shared/contracts';
import { type Currency, convertMinor, isCurrency } from '@shop/shared/money';
import { BOOK_VERSIONS, type BookVersion, STORY_LANGUAGES } from '@shop/shared/validation';
import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readStoredRates } from '../currency/repository';
import { brandAmbassadors, type Locale, orders, referrals, refunds } from '../db/schema';

const DAY = 86_400_000;
/** Top lists stop here; the rest is in the orders list and its CSV. */
const TOP = 10;
/** Longer periods than this are drawn by week, so the chart keeps readable bars. */
const DAILY_UP_TO = 62;

export interface ReportQuery {
  from: string;
  to: string;
  bucket?: ReportBucket | undefined;
}

type StoryLanguage = (typeof STORY_LANGUAGES)[number];

interface Sale {
  paidAt: Date;
  total: number;
  currency: Currency;
  usd: number;
  book: string;
  version: BookVersion | null;
  language: StoryLanguage | null;
  country: string;
  ambassador: { id: string; name: string; code: string } | null;
}

/** The first day of `day`'s bucket (yyyy-mm-dd): itself, or the Monday of its ISO week. */
export function bucketStart(day: string, bucket: ReportBucket): string {
  if (bucket === 'day') return day;
  const at = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(at).getUTCDay() + 6) % 7;
  return new Date(at - weekday * DAY).toISOString().slice(0, 10);
}

/** Every bucket of the period in order, so a day without sales is drawn as an empty bar, not left out. */
function bucketStarts(from: string, to: string, bucket: ReportBucket): string[] {
  const starts: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY) {
    const start = bucketStart(new Date(at).toISOString().slice(0, 10), bucket);
    if (starts.at(-1) !== start) starts.push(start);
  }
  return starts;
}

/** Adds up sales: orders, US cents, and each currency as charged (the biggest in US cents first). */
function sum(sales: readonly Sale[]): ReportSales {
  const byCurrency = new Map<string, CurrencyAmount & { usd: number }>();
  let usd = 0;
  for (const sale of sales) {
    usd += sale.usd;
    const entry = byCurrency.get(sale.currency) ?? { currency: sale.currency, orders: 0, revenue: 0, usd: 0 };
    entry.orders += 1;
    entry.revenue += sale.total;
    entry.usd += sale.usd;
    byCurrency.set(sale.currency, entry);
  }
  const by_currency = [...byCurrency.values()]
    .sort((a, b) => b.usd - a.usd || a.currency.localeCompare(b.currency))
    .map(({ currency, orders: count, revenue }) => ({ currency, orders: count, revenue }));
  return { orders: sales.length, revenue_usd: usd, by_currency };
}

/** Sales grouped by `keyOf`, the biggest in US cents first (then by more orders, then by key, so ties are stable). */
function groups<K extends string>(sales: readonly Sale[], keyOf: (sale: Sale) => K | null) {
  const grouped = new Map<K, Sale[]>();
  for (const sale of sales) {
    const key = keyOf(sale);
    if (key === null) continue;
    grouped.set(key, [...(grouped.get(key) ?? []), sale]);
  }
  return [...grouped.entries()]
    .map(([key, members]) => ({ key, members, sales: sum(members) }))
    .sort(
      (a, b) =>
        b.sales.revenue_usd - a.sales.revenue_usd || b.sales.orders - a.sales.orders || a.key.localeCompare(b.key),
    );
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

export async function salesReport(app: FastifyInstance, query: ReportQuery, locale: Locale): Promise<StaffReport> {
  const { db } = app.database;
  const days = Math.round((Date.parse(query.to) - Date.parse(query.from)) / DAY) + 1;
  const bucket = query.bucket ?? (days > DAILY_UP_TO ? 'week' : 'day');
  const periodStart = new Date(`${query.from}T00:00:00Z`);
  const periodEnd = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY);
  const [rows, rates, refundRows] = await Promise.all([
    db
      .select({
        paidAt: orders.paidAt,
        total: sql<number>`(${orders.price}->>'total')::int`,
        currency: sql<string>`${orders.price}->>'currency'`,
        storyType: orders.storyType,
        bookSlug: orders.bookSlug,
        version: orders.version,
        language: sql<string | null>`${orders.child}->>'storyLanguage'`,
        country: sql<string>`coalesce(${orders.deliveryCountry}, ${orders.countryCode})`,
        ambassadorId: brandAmbassadors.id,
        ambassadorName: brandAmbassadors.name,
        ambassadorCode: brandAmbassadors.referralCode,
      })
      .from(orders)
      .leftJoin(referrals, and(eq(referrals.orderId, orders.id), eq(referrals.referredType, 'order')))
      .leftJoin(brandAmbassadors, eq(brandAmbassadors.id, referrals.ambassadorId))
      .where(
        and(
          isNotNull(orders.paidAt),
          isNotNull(orders.price),
          gte(orders.paidAt, periodStart),
          lt(orders.paidAt, periodEnd),
        ),
      ),
    readStoredRates(db),
    // A refund is money back when the provider confirmed it (its row's last change), whenever the order was paid.
    db
      .select({ amount: refunds.amount, currency: refunds.currency, at: refunds.updatedAt })
      .from(refunds)
      .where(
        and(eq(refunds.status, 'succeeded'), gte(refunds.updatedAt, periodStart), lt(refunds.updatedAt, periodEnd)),
      ),
  ]);

  const sales: Sale[] = rows.flatMap((row) => {
    // A price in a currency the shop no longer sells cannot be converted; it has never happened, and is left out.
    if (row.paidAt === null || !isCurrency(row.currency)) return [];
    return [
      {
        paidAt: row.paidAt,
        total: row.total,
        currency: row.currency,
        usd: convertMinor(row.total, row.currency, 'USD', rates),
        book: row.storyType === 'ready' && row.bookSlug ? row.bookSlug : 'custom',
        version: oneOf(BOOK_VERSIONS, row.version),
        language: oneOf(STORY_LANGUAGES, row.language),
        country: row.country,
        ambassador:
          row.ambassadorId && row.ambassadorName
            ? { id: row.ambassadorId, name: row.ambassadorName, code: row.ambassadorCode ?? '' }
            : null,
      },
    ];
  });

  // Refunds share the sums' shape: one "sale" each, of the amount given back.
  const givenBack: Sale[] = refundRows.flatMap((row) =>
    isCurrency(row.currency)
      ? [
          {
            paidAt: row.at,
            total: row.amount,
            currency: row.currency,
            usd: convertMinor(row.amount, row.currency, 'USD', rates),
            book: '',
            version: null,
            language: null,
            country: '',
            ambassador: null,
          },
        ]
      : [],
  );

  const byBucket = new Map<string, Sale[]>();
  for (const sale of sales) {
    const start = bucketStart(sale.paidAt.toISOString().slice(0, 10), bucket);
    byBucket.set(start, [...(byBucket.get(start) ?? []), sale]);
  }
  const books = await Promise.all(
    groups(sales, (sale) => sale.book)
      .slice(0, TOP)
      .map(async ({ key, sales: sold }) => ({
        ...sold,
        book: key,
        name: key === 'custom' ? null : ((await app.catalogue.book(locale, key))?.name ?? key),
      })),
  );
  const referred = sales.filter((sale) => sale.ambassador !== null);
  return {
    from: query.from,
    to: query.to,
    bucket,
    totals: sum(sales),
    series: bucketStarts(query.from, query.to, bucket).map((start) => ({ start, ...sum(byBucket.get(start) ?? []) })),
    books,
    versions: groups(sales, (sale) => sale.version).map(({ key, sales: sold }) => ({ ...sold, version: key })),
    languages: groups(sales, (sale) => sale.language).map(({ key, sales: sold }) => ({ ...sold, language: key })),
    countries: groups(sales, (sale) => sale.country)
      .slice(0, TOP)
      .map(({ key, sales: sold }) => ({ ...sold, country: key })),
    refunds: sum(givenBack),
    referral: sum(referred),
    ambassadors: groups(referred, (sale) => sale.ambassador?.id ?? null)
      .slice(0, TOP)
      .map(({ members, sales: sold }) => {
        const { id, name, code } = members[0]?.ambassador ?? { id: '', name: '', code: '' };
        return { ...sold, id, name, referral_code: code };
      }),
  };
}
