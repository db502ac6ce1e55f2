/**
 * The payment providers the shop can be configured with (PAYMENT_PROVIDER), one registration each: its
 * gateway, and the pages it serves from the shop's own process if any (the sandbox's payment page). Only the
 * configured provider is built (plugins/payments.ts), so another provider's pages and routes do not exist.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentProviderName, StripeSettings, YooKassaSettings } from '../config/env';
import type { Db } from '../db/client';
import type { PaymentGateway } from './gateway';
import { createSandboxProvider } from './sandbox/provider';
import { createStripeProvider } from './stripe/provider';
import { createYooKassaProvider } from './yookassa/provider';

export interface ProviderContext {
  db: Db;
  /** The shop's public origin: a provider's own pages and the webhook URL are built on it. */
  publicUrl: string;
  webhookSecret: string;
  log: FastifyBaseLogger;
  /** Stripe's keys and address; set when PAYMENT_PROVIDER=stripe. */
  stripe?: StripeSettings | undefined;
  /** YooKassa's shop id, key, address and notification senders; set when PAYMENT_PROVIDER=yookassa. */
  yookassa?: YooKassaSettings | undefined;
}

export interface ProviderRoutes {
  /** Under /api/v1. */
  prefix: string;
  plugin: FastifyPluginAsyncZod;
}

export interface PaymentProvider {
  gateway: PaymentGateway;
  /** What the provider serves itself (a real provider's payment page is on its own site: none). */
  routes?: ProviderRoutes;
  /** Stops what the provider runs in the background, when the app closes. */
  close?: () => void;
}

export type ProviderFactory = (context: ProviderContext) => PaymentProvider;

/** Every name PAYMENT_PROVIDER accepts has its registration here, or the build fails. */
export const PAYMENT_PROVIDERS: Record<PaymentProviderName, ProviderFactory> = {
  sandbox: createSandboxProvider,
  stripe: createStripeProvider,
  yookassa: createYooKassaProvider,
};
