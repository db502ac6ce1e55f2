/**
 * What the rest of the server uses from the ambassador programme: attribution for new orders, rewards
 * in the payment and refund transactions.
 */
export { recordRewardsForPaidOrder, reverseRewardsForRefund } from './ledger';
export { referralCodeFromRequest } from './referral-cookie';
