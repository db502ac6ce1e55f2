/**
 * What the rest of the server uses from the ambassador programme: attribution for new orders, rewards
 * in the payment and refund transactions, activation for the team, payout moves for the back office.
 */
export { type ActivationContext, ActivationError, type ActivationResult, activateAmbassador } from './activation';
export {
  type PaidOrder,
  type RecordedRewards,
  type RefundShare,
  type RewardSettings,
  recordRewardsForPaidOrder,
  reverseRewardsForRefund,
  movePayout,
} from './ledger';
export { REFERRAL_COOKIE, referralCodeFromRequest } from './referral-cookie';
