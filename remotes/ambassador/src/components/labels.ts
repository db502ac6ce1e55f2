/** The portal's words for a payment method, as a map from the code to its message id (so every id is a literal). */
import type { PaymentMethod } from '../api';
import type { AmbassadorMessageId } from '../messages';

export const METHOD_NAME = {
  card: 'ambassador.method.card',
  bank_transfer: 'ambassador.method.bank_transfer',
} as const satisfies Record<PaymentMethod, AmbassadorMessageId>;
