/**
 * Answers every part of the shop reads: the error body, the health check, the visitor's country, the
 * currency rates and the price configs, plus the pieces the other contracts are built from.
 */
import { z } from '../zod';

/** Money is integer minor units of its currency everywhere in the API. */
export const minorUnitsSchema = z.number().int().describe('Integer minor units (cents, kopecks)');

/** The page a list answer holds; `page` and `per_page` echo the request. */
export const pageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/**
 * One field that is wrong (400 'validation_error') or missing (422 'order_incomplete'). `path` names the
 * field in the API's spelling; `message_id` is a common catalogue id, `message` the same text worded in the
 * request's language.
 */
export const fieldIssueSchema = z.object({
  path: z.array(z.string()),
  message: z.string(),
  message_id: z.string(),
  code: z.string().optional().describe("What is wrong: zod's check ('too_small', …), 'missing', 'not_ready', …"),
  location: z.string().optional().describe("Where the field was: 'body', 'querystring', 'params' or 'headers'"),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The one body of every non-2xx response. */
export const errorBodySchema = z.object({
  error: z.string().describe('Stable machine-readable code, e.g. not_found'),
  message: z.string().describe('Human text, safe to show'),
  details: z
    .union([
      z.array(fieldIssueSchema),
      // e.g. { from, to } of a refused status step, or { status } of an order whose production started.
      z.record(z.string(), z.string()),
    ])
    .optional()
    .describe('The fields at fault, or the facts behind a refused step'),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
export type ErrorDetails = NonNullable<ErrorBody['details']>;

/** GET /health */
export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** GET /country_code: where the visitor is, as an ISO 3166-1 alpha-2 code. */
export const countryCodeResponseSchema = z.object({ country_code: z.string().length(2) });
export type CountryCodeResponse = z.infer<typeof countryCodeResponseSchema>;

/** GET /currency_rates */
export const currencyRatesResponseSchema = z.object({
  rates: z.object({
    success: z.boolean().describe('false when the built-in fallback rates are returned'),
    rates: z.record(z.string(), z.number()).describe('AZN per nominal units of each currency'),
  }),
});
export type CurrencyRatesResponse = z.infer<typeof currencyRatesResponseSchema>;

/** Integer minor units of `currency`; a version costs base_price + <version>_price. */
export const priceConfigSchema = z.object({
  id: z.number().int(),
  currency: z.string(),
  base_price: minorUnitsSchema,
  pdf_price: minorUnitsSchema,
  softcover_price: minorUnitsSchema,
  hardcover_price: minorUnitsSchema,
  // Shipping of a printed book when the visitor's country has no entry in shipping_by_country.
  shipping: minorUnitsSchema,
  shipping_by_country: z
    .record(z.string().regex(/^[A-Z]{2}$/), minorUnitsSchema)
    .describe('Shipping of a printed book by ISO country; a PDF never has shipping'),
  created_at: z.iso.datetime(),
});
export type PriceConfig = z.infer<typeof priceConfigSchema>;

/** GET /orders/price-configs */
export const priceConfigsResponseSchema = z.object({ price_configs: z.array(priceConfigSchema) });
export type PriceConfigsResponse = z.infer<typeof priceConfigsResponseSchema>;
