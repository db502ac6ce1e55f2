/**
 * YooKassa as a provider (payments/providers.ts), built only when PAYMENT_PROVIDER=yookassa. Its payment page
 * is on YooKassa's site, so it serves no pages here; its notifications come to the shop's one webhook route
 * (POST /api/v1/payments/webhook), the URL to enter in YooKassa's dashboard (Integration → HTTP notifications)
 * for payment.succeeded, payment.canceled and refund.succeeded.
 */
import type { PaymentProvider, ProviderContext, ProviderFactory } from '../providers';
import { createYooKassaGateway, type YooKassaGatewayOptions } from './gateway';

type Tuning = Pick<YooKassaGatewayOptions, 'timeoutMs' | 'maxRetries'>;

/** The provider with other time limits than the defaults (tests against a stand-in that hangs). */
export function yookassaProviderWith(tuning: Tuning): ProviderFactory {
  return ({ yookassa, log }: ProviderContext): PaymentProvider => {
    if (!yookassa) throw new Error('PAYMENT_PROVIDER=yookassa without its settings (config/env.ts requires them)');
    return { gateway: createYooKassaGateway({ settings: yookassa, log, ...tuning }) };
  };
}

export const createYooKassaProvider: ProviderFactory = yookassaProviderWith({});
