/**
 * The brand ambassador as every app sees it (spec sections 3 and 4): the JSON the ambassador API answers with under
 * `brand_ambassador`, which the dashboard shows and the back office extends with the team's own fields.
 * JSON keys are snake_case like the spec's payloads. Pure types: safe to import from
 * `@shop/shared/ambassadors` without loading React.
 */

/** Spec section 4: submitted, then under review, then activated by the team; the team may also reject or suspend. */
export type AmbassadorStatus = 'submitted' | 'under_review' | 'active' | 'rejected' | 'suspended';

/** Spec section 4: a requested payout is pending, the team processes it, then pays it. */
export type PayoutStatus = 'pending' | 'processing' | 'paid';

export interface AmbassadorJson {
  id: string;
  name: string;
  email: string;
  country: string;
  phone: string;
  about: string | null;
  website: string | null;
  instagram: string | null;
  tiktok: string | null;
  youtube: string | null;
  facebook: string | null;
  pinterest: string | null;
  referral_code: string;
  status: AmbassadorStatus;
  locale: string;
  created_at: string;
}
