/** Rows → the API's JSON (snake_case, ISO dates, USD cents). */
import type { listPayouts, listRewards } from './ledger';
import type { AmbassadorRow, BankDetailRow, listReferrals } from './repository';

/**
 * The API's `country`: the ISO code, or for an account from before the country list whose typed country named no
 * country, that text as typed (the front end shows a code by its name and anything else as it is).
 */
export const shownCountry = (row: Pick<AmbassadorRow, 'countryCode' | 'countryAsTyped'>) =>
  row.countryCode ?? row.countryAsTyped ?? '';

export function ambassadorView(row: AmbassadorRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    country: shownCountry(row),
    phone: row.phone,
    about: row.about,
    website: row.website,
    instagram: row.instagram,
    tiktok: row.tiktok,
    youtube: row.youtube,
    facebook: row.facebook,
    pinterest: row.pinterest,
    referral_code: row.referralCode,
    status: row.status,
    locale: row.locale,
    created_at: row.createdAt.toISOString(),
  };
}

export function pageMeta(page: number, perPage: number, total: number) {
  return { page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) };
}

type ReferralRow = Awaited<ReturnType<typeof listReferrals>>['rows'][number];

export function referralView(row: ReferralRow) {
  return {
    id: row.id,
    name: row.name,
    referred_type: row.referredType,
    status: row.status as 'active' | 'pending' | 'inactive' | 'completed',
    rewards: row.rewards,
    created_at: row.createdAt.toISOString(),
  };
}

type RewardRow = Awaited<ReturnType<typeof listRewards>>['rows'][number];

const REWARD_KINDS = { reward_direct: 'direct', reward_indirect: 'indirect', reward_reversal: 'reversal' } as const;

export function rewardView(row: RewardRow) {
  const kind = REWARD_KINDS[row.kind as keyof typeof REWARD_KINDS];
  if (!kind) throw new Error(`ledger entry ${row.id} of kind ${row.kind} is no reward`);
  return {
    id: row.id,
    kind,
    amount: row.amount,
    currency: 'USD' as const,
    status: row.status,
    referral:
      row.referralId && row.referralName && row.referredType
        ? { id: row.referralId, name: row.referralName, referred_type: row.referredType }
        : null,
    order:
      row.orderNumber && row.sourceAmount !== null && row.sourceCurrency
        ? {
            number: row.orderNumber,
            // A reversal carries the refunded share of the order, negative; shown as the amount given back.
            amount: Math.abs(row.sourceAmount),
            currency: row.sourceCurrency,
          }
        : null,
    reversal_of:
      row.reversedReward !== null ? { reward: row.reversedReward, order_amount: row.reversedSourceAmount } : null,
    available_at: row.availableAt.toISOString(),
    paid_at: row.status === 'paid' && row.paidAt ? row.paidAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

type PayoutRow = Awaited<ReturnType<typeof listPayouts>>['rows'][number];

export function payoutView({
  payout,
  accountNumberMasked,
  ibanMasked,
}: Pick<PayoutRow, 'payout'> & {
  accountNumberMasked: string | null;
  ibanMasked: string | null;
}) {
  return {
    id: payout.id,
    amount: payout.amount,
    currency: 'USD' as const,
    status: payout.status,
    payment_method: payout.paymentMethod,
    brand_ambassador_bank_detail_id: payout.bankDetailId,
    destination: ibanMasked ?? accountNumberMasked ?? '',
    bank_reference: payout.bankReference,
    paid_at: payout.paidAt?.toISOString() ?? null,
    created_at: payout.createdAt.toISOString(),
  };
}

/** Only masked numbers: the full ones never leave the server after saving. */
export function bankDetailView(row: BankDetailRow) {
  return {
    id: row.id,
    payment_method: row.paymentMethod,
    account_number: row.accountNumberMasked,
    routing_number: row.routingNumberMasked,
    iban: row.ibanMasked,
    swift_bic: row.swiftBic,
    account_holder_name: row.accountHolderName,
    tax_id: row.taxIdMasked,
    created_at: row.createdAt.toISOString(),
  };
}
