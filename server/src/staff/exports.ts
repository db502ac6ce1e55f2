/**
 * The orders and ambassadors lists as CSV files for a spreadsheet, with the list's filters applied: the same
 * where clause as the page (orderFilters, listAmbassadorsForStaff), every row instead of one page. Cells go
 * through spreadsheetCsv (formula guard, UTF-8 BOM); money is a decimal of the currency's main unit beside its
 * code, which a spreadsheet sums, and times are ISO 8601 in UTC.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type AmbassadorQuery, listAmbassadorsForStaff } from '../ambassadors/back-office';
import { decimalAmount } from '../ambassadors/payout-desk';
import { brandAmbassadors, type Locale, orders, referrals } from '../db/schema';
import { bookName } from '../fulfilment/book-name';
import { spreadsheetCsv } from '../lib/csv';
import { type OrderFilters, orderFilters } from '../orders/back-office';

/** More rows than this is not a spreadsheet any more; the file says where it stopped by its row count. */
export const EXPORT_LIMIT = 50_000;

const ORDER_COLUMNS = [
  'order_number',
  'created_at',
  'paid_at',
  'status',
  'full_name',
  'email',
  'book',
  'version',
  'story_language',
  'country',
  'currency',
  'total',
  'referral_code',
  'ambassador',
  'coupon_code',
] as const;

const AMBASSADOR_COLUMNS = [
  'name',
  'email',
  'country',
  'status',
  'referral_code',
  'referrals',
  'earned_usd',
  'applied_at',
] as const;

export async function ordersCsv(app: FastifyInstance, filters: OrderFilters, locale: Locale): Promise<string> {
  const rows = await app.database.db
    .select({ order: orders, ambassador: brandAmbassadors.name })
    .from(orders)
    .leftJoin(referrals, and(eq(referrals.orderId, orders.id), eq(referrals.referredType, 'order')))
    .leftJoin(brandAmbassadors, eq(brandAmbassadors.id, referrals.ambassadorId))
    .where(orderFilters(filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(EXPORT_LIMIT);
  const records = await Promise.all(
    rows.map(async ({ order, ambassador }) => ({
      order_number: order.orderNumber,
      created_at: order.createdAt.toISOString(),
      paid_at: order.paidAt?.toISOString() ?? '',
      status: order.status,
      full_name: order.fullName ?? '',
      email: order.email ?? '',
      book: await bookName(app, order, locale),
      version: order.version ?? '',
      story_language: order.child.storyLanguage ?? '',
      country: order.deliveryCountry ?? order.countryCode,
      currency: order.price?.currency ?? order.currency,
      total: order.price ? decimalAmount(order.price.total) : '',
      referral_code: order.referralCode ?? '',
      ambassador: ambassador ?? '',
      coupon_code: order.couponCode ?? '',
    })),
  );
  return spreadsheetCsv(ORDER_COLUMNS, records);
}

export async function ambassadorsCsv(
  app: FastifyInstance,
  query: Pick<AmbassadorQuery, 'sort' | 'order' | 'status' | 'q'>,
): Promise<string> {
  const { items } = await listAmbassadorsForStaff(app.database.db, { ...query, page: 1, per_page: EXPORT_LIMIT });
  return spreadsheetCsv(
    AMBASSADOR_COLUMNS,
    items.map((item) => ({
      name: item.name,
      email: item.email,
      country: item.country ?? '',
      status: item.status,
      referral_code: item.referral_code,
      referrals: String(item.referrals_count),
      earned_usd: decimalAmount(item.earned),
      applied_at: item.created_at,
    })),
  );
}

/** The file's name: what it holds and the day it was taken, so a second download does not overwrite the first. */
export const csvFileName = (what: string) => `${what}-${new Date().toISOString().slice(0, 10)}.csv`;
