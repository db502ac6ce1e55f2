/**
 * Referrals held by the fraud checks (server/src/ambassadors/fraud.ts): the rules a referred order can trip,
 * the review's states and the back office's list of referrals in review. The reward of a held referral is
 * not written until the team approves it; a declined one pays nothing.
 */
import { z } from '../zod';
import { minorUnitsSchema } from './common';

/**
 * Each rule a referred order can trip: the buyer is the ambassador (same e-mail once normalised, same phone,
 * same name and delivery address as one of the ambassador's own orders, the browser or the address the
 * ambassador signs in from), or too many orders through one ambassador from one address in a day.
 */
export const FRAUD_REASONS = [
  'same_email',
  'same_phone',
  'same_name_address',
  'same_device',
  'same_ip',
  'orders_per_ip',
  'orders_per_address',
] as const;
export type FraudReason = (typeof FRAUD_REASONS)[number];

/** in_review → approved (the reward is written, pending as usual) | declined (nothing is paid). */
export const REFERRAL_REVIEW_STATUSES = ['in_review', 'approved', 'declined'] as const;
export type ReferralReviewStatus = (typeof REFERRAL_REVIEW_STATUSES)[number];

/** A referral on the back office's review list. */
export const staffReferralReviewSchema = z.object({
  id: z.uuid(),
  review_status: z.enum(REFERRAL_REVIEW_STATUSES),
  reasons: z.array(z.enum(FRAUD_REASONS)),
  ambassador: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  order: z.object({
    id: z.uuid(),
    order_number: z.string(),
    customer_name: z.string().nullable(),
    email: z.string().nullable(),
    total: minorUnitsSchema,
    currency: z.string(),
    paid_at: z.iso.datetime().nullable(),
  }),
  reviewed_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type StaffReferralReview = z.infer<typeof staffReferralReviewSchema>;

export const REVIEW_DECISIONS = ['approve', 'decline'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
