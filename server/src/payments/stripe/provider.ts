/**
 * Stripe as a provider (payments/providers.ts), built only when PAYMENT_PROVIDER=stripe. Its payment page
 * is on Stripe's site, so it serves no pages here; its webhooks come to the shop's one webhook route
 * (POST /api/v1/payments/webhook), which is the endpoint to register in the Stripe dashboard.
 */
import type { PaymentProvider, ProviderContext, ProviderFactory } from '../providers';
import { createStripeGateway, type StripeGatewayOptions } from './gateway';

type Tuning = Pick<StripeGatewayOptions, 'timeoutMs' | 'maxNetworkRetries'>;

/** The provider with other time limits than the defaults (tests against a stand-in that hangs). */
export function stripeProviderWith(tuning: Tuning): ProviderFactory {
  return ({ stripe, log }: ProviderContext): PaymentProvider => {
    if (!stripe) throw new Error('PAYMENT_PROVIDER=stripe without its settings (config/env.ts requires them)');
    return { gateway: createStripeGateway({ settings: stripe, log, ...tuning }) };
  };
}

export const createStripeProvider: ProviderFactory = stripeProviderWith({});
