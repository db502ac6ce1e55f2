/**
 * Which contract answers which route, for stubApi: a stub body that drifted from what the server sends fails its
 * test instead of passing against an answer that can never come. The server ties the same schemas to its routes
 * (server/src/**\/schemas.ts, routes/admin/*); a route missing here is simply not checked. Test code only.
 */
import {
  ambassadorResponseSchema,
  analyticsResponseSchema,
  auditEntrySchema,
  bankDetailResponseSchema,
  bankDetailsResponseSchema,
  bookDetailSchema,
  bookListSchema,
  bookPageSchema,
  bookPreviewSchema,
  CONTENT_ANSWERS,
  CONTENT_KINDS,
  CONTENT_ROW_SCHEMAS,
  categoriesResponseSchema,
  charactersResponseSchema,
  contactReceivedSchema,
  contentPageSchema,
  countryCodeResponseSchema,
  couponCodeResponseSchema,
  createOrderResponseSchema,
  currencyRatesResponseSchema,
  errorBodySchema,
  faqsResponseSchema,
  jobSchema,
  listOf,
  orderResponseSchema,
  outboxItemSchema,
  paymentRedirectSchema,
  payoutResponseSchema,
  payoutsPageSchema,
  priceConfigsResponseSchema,
  pricesResponseSchema,
  referralsPageSchema,
  reviewsResponseSchema,
  rewardsPageSchema,
  salesNotificationsResponseSchema,
  staffAmbassadorDetailSchema,
  staffAmbassadorItemSchema,
  staffNoteSchema,
  staffNotesSchema,
  staffOrderDetailSchema,
  staffOrderItemSchema,
  staffPayoutSchema,
  staffReferralReviewSchema,
  staffReportSchema,
  staffSummarySchema,
  staffUserAccountSchema,
  staffUserResponseSchema,
  statsResponseSchema,
  subscribedSchema,
  trackOrderJsonSchema,
  unsubscribedSchema,
  uploadPhotoResponseSchema,
  visitRecordedSchema,
} from '../contracts';
import type { z } from '../zod';

/** "METHOD /path" as stubApi keys it, `:name` standing for one path segment, to the 2xx answer's schema. */
const SUCCESS: Record<string, z.ZodType> = {
  'GET /country_code': countryCodeResponseSchema,
  'GET /currency_rates': currencyRatesResponseSchema,
  'GET /categories': categoriesResponseSchema,
  'GET /books': bookPageSchema,
  'GET /books/popular': bookListSchema,
  'GET /books/:slug': bookDetailSchema,
  'GET /books/:slug/related-books': bookListSchema,
  'GET /faqs': faqsResponseSchema,
  'GET /pages/:slug': contentPageSchema,
  'GET /reviews': reviewsResponseSchema,
  'POST /contact': contactReceivedSchema,
  'POST /subscribe': subscribedSchema,
  'POST /unsubscribe': unsubscribedSchema,
  'GET /sales_notifications': salesNotificationsResponseSchema,
  'GET /orders/price-configs': priceConfigsResponseSchema,
  'GET /orders/prices': pricesResponseSchema,
  'GET /orders/track': trackOrderJsonSchema,
  'POST /orders': createOrderResponseSchema,
  'GET /orders/:id': orderResponseSchema,
  'PATCH /orders/:id': orderResponseSchema,
  'PATCH /orders/:id/upload_image': uploadPhotoResponseSchema,
  'GET /orders/:id/characters': charactersResponseSchema,
  'GET /orders/:id/preview': bookPreviewSchema,
  'PATCH /orders/:id/confirm_and_pay': paymentRedirectSchema,
  'PATCH /orders/:id/pay_again': paymentRedirectSchema,
  'POST /orders/:id/complete_payment': orderResponseSchema,
  'POST /referrals/auth/sign_up': ambassadorResponseSchema,
  'POST /referrals/auth/sign_in': ambassadorResponseSchema,
  'GET /referrals/me': ambassadorResponseSchema,
  'PATCH /referrals/me': ambassadorResponseSchema,
  'GET /referrals/stats': statsResponseSchema,
  'GET /referrals/analytics': analyticsResponseSchema,
  'GET /referrals/referrals': referralsPageSchema,
  'GET /referrals/rewards': rewardsPageSchema,
  'GET /referrals/reward_payouts': payoutsPageSchema,
  'POST /referrals/reward_payouts': payoutResponseSchema,
  'GET /referrals/bank_details': bankDetailsResponseSchema,
  'POST /referrals/bank_details': bankDetailResponseSchema,
  'POST /referrals/visits': visitRecordedSchema,
  'GET /referrals/coupon_code': couponCodeResponseSchema,
  'PUT /referrals/coupon_code': couponCodeResponseSchema,
  'POST /admin/auth/sign_in': staffUserResponseSchema,
  'GET /admin/auth/me': staffUserResponseSchema,
  'GET /admin/summary': staffSummarySchema,
  'GET /admin/reports': staffReportSchema,
  'GET /admin/staff': listOf(staffUserAccountSchema),
  'GET /admin/audit': listOf(auditEntrySchema),
  'GET /admin/ambassadors': listOf(staffAmbassadorItemSchema),
  'GET /admin/ambassadors/:id': staffAmbassadorDetailSchema,
  'GET /admin/payouts': listOf(staffPayoutSchema),
  'GET /admin/referral-reviews': listOf(staffReferralReviewSchema),
  'GET /admin/orders': listOf(staffOrderItemSchema),
  'GET /admin/orders/:id': staffOrderDetailSchema,
  'GET /admin/outbox': listOf(outboxItemSchema),
  'GET /admin/jobs': listOf(jobSchema),
  'GET /admin/:kind/:id/notes': staffNotesSchema,
  'POST /admin/:kind/:id/notes': staffNoteSchema,
  ...Object.fromEntries(
    CONTENT_KINDS.flatMap((kind) => [
      [`GET /admin/content/${kind}`, listOf(CONTENT_ROW_SCHEMAS[kind])],
      [`POST /admin/content/${kind}`, CONTENT_ANSWERS[kind]],
      [`PATCH /admin/content/${kind}/:id`, CONTENT_ANSWERS[kind]],
    ]),
  ),
};

const PATTERNS = Object.entries(SUCCESS).map(([route, schema]) => {
  const [method, path = ''] = route.split(' ');
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment));
  return { method, pattern: new RegExp(`^${segments.join('/')}$`), literal: !path.includes(':'), schema };
});

/**
 * The schema an answer with `status` to "METHOD /path" must match: the route's own for a 2xx (a literal route
 * before one with parameters, as the server's router prefers it), the shop's one error body otherwise.
 */
export function contractFor(key: string, status: number): z.ZodType | undefined {
  if (status >= 400) return errorBodySchema;
  if (status < 200 || status >= 300) return undefined;
  const [method, path = ''] = key.split(' ');
  const matches = PATTERNS.filter((entry) => entry.method === method && entry.pattern.test(path));
  return (matches.find((entry) => entry.literal) ?? matches[0])?.schema;
}
