/**
 * The back office's reports (GET /api/v1/admin/reports): sales of a period, as the overview draws them. A sale is
 * an order paid in the period (by its payment time, in UTC days), refunded or not; money is integer minor units of
 * the order's currency, and every figure also in US cents at the stored central bank rates, so currencies add up.
 */
import { BOOK_VERSIONS, STORY_LANGUAGES } from '../validation';
import { z } from '../zod';
import { minorUnitsSchema } from './common';

/** How the series buckets days: a day each, or ISO weeks (Monday first) for a long period. */
export const REPORT_BUCKETS = ['day', 'week'] as const;
export type ReportBucket = (typeof REPORT_BUCKETS)[number];

/** Orders and money in one currency. */
export const currencyAmountSchema = z.object({
  currency: z.string(),
  orders: z.number().int(),
  revenue: minorUnitsSchema,
});
export type CurrencyAmount = z.infer<typeof currencyAmountSchema>;

/** A group's sales: how many orders, and their money per currency and in US cents. */
const salesSchema = z.object({
  orders: z.number().int(),
  revenue_usd: minorUnitsSchema.describe('US cents at the stored central bank rates'),
  by_currency: z.array(currencyAmountSchema),
});
export type ReportSales = z.infer<typeof salesSchema>;

export const staffReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date().describe('Inclusive'),
  bucket: z.enum(REPORT_BUCKETS),
  totals: salesSchema,
  series: z.array(salesSchema.extend({ start: z.iso.date().describe("The bucket's first day") })),
  books: z.array(
    salesSchema.extend({
      book: z.string().describe("A catalogue book's slug, or 'custom' for a custom story"),
      name: z.string().nullable().describe("In the team member's language; null for 'custom'"),
    }),
  ),
  versions: z.array(salesSchema.extend({ version: z.enum(BOOK_VERSIONS) })),
  languages: z.array(salesSchema.extend({ language: z.enum(STORY_LANGUAGES).describe("The story's language") })),
  countries: z.array(salesSchema.extend({ country: z.string().describe('Where the book goes (ISO code)') })),
  refunds: salesSchema.describe(
    'Money given back in the period (refunds the provider confirmed, by their time): `orders` counts refunds',
  ),
  referral: salesSchema.describe('Orders an ambassador referred'),
  ambassadors: z.array(salesSchema.extend({ id: z.uuid(), name: z.string(), referral_code: z.string() })),
});
export type StaffReport = z.infer<typeof staffReportSchema>;
