/**
 * The server's whole configuration, read from environment variables once at start.
 * A bad value fails loudly with the variable's name, so a typo never becomes a silent default.
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, type RemoteName } from '@shop/shared/routes';
import { z } from 'zod';
import { FAULT_POINT_NAMES, type FaultPointName } from '../lib/fault-point';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Where the shop keeps its database, keys, files and mail when DATA_DIR is unset. */
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, 'data');

export { REMOTE_NAMES, type RemoteName };

export const REGIONS = ['global', 'russia'] as const;
export type Region = (typeof REGIONS)[number];

const DEFAULT_SITE_NAMES: Record<Region, string> = { global: 'Storybook Shop', russia: 'Книжка-сказка' };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Who takes the parents' money (payments/providers.ts builds the one configured): the test gateway, Stripe
 * (region global), or YooKassa (region russia, RUB).
 */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'yookassa'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Where the files live (storage/index.ts builds the one configured): the data folder, or an S3-compatible bucket. */
export const STORAGE_BACKENDS = ['local', 's3'] as const;
export type StorageBackendName = (typeof STORAGE_BACKENDS)[number];

/** Who prints the books (print/index.ts builds the one configured): the team by hand, or Lulu's Print API. */
export const PRINT_PARTNERS = ['manual', 'lulu'] as const;
export type PrintPartnerName = (typeof PRINT_PARTNERS)[number];

/** An address (203.0.113.5, 2001:db8::1) or a CIDR range of them (198.51.100.0/24, 2001:db8::/32). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

// An empty variable (`FOO=` in a compose file) means "not set", not "set to nothing".
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);
const optionalText = unsetIfEmpty(z.string().trim().optional());
const port = (fallback: number) => unsetIfEmpty(z.coerce.number().int().min(1).max(65535).default(fallback));
const positiveInt = (fallback: number) => unsetIfEmpty(z.coerce.number().int().min(1).default(fallback));
const onOff = (fallback: 'on' | 'off') =>
  unsetIfEmpty(
    z
      .enum(['on', 'off', 'true', 'false', '1', '0'])
      .default(fallback)
      .transform((value) => value === 'on' || value === 'true' || value === '1'),
  );

export const DEFAULT_CBAR_URL = 'https://www.cbar.az/currencies/{date}.xml';

const envSchema = z.object({
  PORT: port(3000),
  HOST: unsetIfEmpty(z.string().trim().default('0.0.0.0')),
  LOG_LEVEL: unsetIfEmpty(z.enum(LOG_LEVELS).default('info')),
  DATABASE_URL: unsetIfEmpty(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// connection URL')
      .optional(),
  ),
  DATA_DIR: optionalText,
  EMBEDDED_PG_PORT: port(54329),
  REGION: unsetIfEmpty(z.enum(REGIONS).default('global')),
  SITE_NAME: optionalText,
  PUBLIC_URL: unsetIfEmpty(z.url().optional()),
  TRUSTED_COUNTRY_HEADER: unsetIfEmpty(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name such as cf-ipcountry')
      .optional(),
  ),
  TRUST_PROXY: optionalText,
  REQUEST_TIMEOUT_SECONDS: unsetIfEmpty(z.coerce.number().int().min(1).max(3600).default(120)),
  RENDER_MISS_PER_MINUTE: unsetIfEmpty(z.coerce.number().int().min(1).max(100_000).default(60)),
  SMTP_URL: unsetIfEmpty(
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  CONTACT_TO: unsetIfEmpty(z.email().default('team@storybook.shop')),
  CONTACT_LIMIT_PER_EMAIL: positiveInt(5),
  CONTACT_LIMIT_PER_IP: positiveInt(20),
  CONTACT_LIMIT_WINDOW_MINUTES: positiveInt(60),
  JOBS: onOff('on'),
  // 'off' leaves the rates job out (e2e runs the worker for character generation without the network).
  CBAR_URL: unsetIfEmpty(z.union([z.literal('off'), z.url({ protocol: /^https?$/ })]).default(DEFAULT_CBAR_URL)),
  FILE_URL_SECRET: unsetIfEmpty(z.string().trim().min(32, 'must be at least 32 characters').optional()),
  FILE_ENCRYPTION_KEY: unsetIfEmpty(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 random bytes in base64 (openssl rand -base64 32)')
      .optional(),
  ),
  UNSUBSCRIBE_SECRET: unsetIfEmpty(z.string().trim().min(32, 'must be at least 32 characters').optional()),
  PAYMENT_PROVIDER: unsetIfEmpty(z.enum(PAYMENT_PROVIDERS).optional()),
  PAYMENT_WEBHOOK_SECRET: unsetIfEmpty(z.string().trim().min(32, 'must be at least 32 characters').optional()),
  STRIPE_SECRET_KEY: unsetIfEmpty(
    z
      .string()
      .trim()
      .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret or restricted key (sk_live_…, rk_live_…, sk_test_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: unsetIfEmpty(
    z
      .string()
      .trim()
      .regex(/^whsec_\S+$/, "must be the webhook endpoint's signing secret (whsec_…)")
      .optional(),
  ),
  STRIPE_API_URL: unsetIfEmpty(z.url({ protocol: /^https?$/ }).optional()),
  YOOKASSA_SHOP_ID: unsetIfEmpty(
    z.string().trim().regex(/^\d+$/, "must be the shop's numeric id (shopId) from the YooKassa dashboard").optional(),
  ),
  YOOKASSA_SECRET_KEY: unsetIfEmpty(
    z
      .string()
      .trim()
      .regex(/^(live|test)_\S+$/, 'must be a YooKassa secret key (live_… or test_…)')
      .optional(),
  ),
  YOOKASSA_API_URL: unsetIfEmpty(z.url({ protocol: /^https?$/ }).optional()),
  YOOKASSA_TRUSTED_IPS: unsetIfEmpty(
    z
      .string()
      .trim()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine((entries) => entries.length > 0 && entries.every(isAddressOrRange), {
        message: 'must be IP addresses or CIDR ranges separated by commas (203.0.113.5,198.51.100.0/24,2001:db8::/32)',
      })
      .optional(),
  ),
  STORAGE: unsetIfEmpty(z.enum(STORAGE_BACKENDS).default('local')),
  S3_BUCKET: unsetIfEmpty(
    z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
      )
      .optional(),
  ),
  S3_REGION: unsetIfEmpty(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-central-1 (auto for Cloudflare R2)')
      .optional(),
  ),
  S3_ENDPOINT: unsetIfEmpty(z.url({ protocol: /^https?$/ }).optional()),
  S3_FORCE_PATH_STYLE: onOff('off'),
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
  PRINT_PARTNER: unsetIfEmpty(z.enum(PRINT_PARTNERS).default('manual')),
  LULU_CLIENT_KEY: optionalText,
  LULU_CLIENT_SECRET: optionalText,
  LULU_API_URL: unsetIfEmpty(z.url({ protocol: /^https?$/ }).optional()),
  // Lulu's product codes (pod_package_id); print/lulu.ts has the defaults and checks the trim is the book's.
  LULU_HARDCOVER_PACKAGE: optionalText,
  LULU_SOFTCOVER_PACKAGE: optionalText,
  AMBASSADOR_TOKEN_SECRET: unsetIfEmpty(z.string().min(32, 'must be at least 32 characters').optional()),
  AMBASSADOR_TOKEN_TTL_HOURS: positiveInt(24),
  BANK_DETAILS_KEY: unsetIfEmpty(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 random bytes in base64 (openssl rand -base64 32)')
      .optional(),
  ),
  SIGN_IN_LIMIT_PER_ACCOUNT: positiveInt(5),
  SIGN_IN_LIMIT_PER_IP: positiveInt(20),
  SIGN_IN_LIMIT_WINDOW_MINUTES: positiveInt(15),
  REFERRAL_WINDOW_DAYS: positiveInt(30),
  REFERRAL_HOLD_DAYS: unsetIfEmpty(z.coerce.number().int().min(0).default(14)),
  REFERRAL_INDIRECT_RATE: unsetIfEmpty(z.coerce.number().min(0).max(0.1).default(0.02)),
  COUPON_DISCOUNT_PERCENT: unsetIfEmpty(z.coerce.number().min(0).max(50).default(5)),
  PAYOUT_MINIMUM_CENTS: unsetIfEmpty(z.coerce.number().int().min(1).default(2000)),
  TRACK_LIMIT_PER_IP: positiveInt(30),
  TRACK_LIMIT_PER_ORDER: positiveInt(10),
  TRACK_LIMIT_WINDOW_MINUTES: positiveInt(15),
  ORDER_AUTO_COMPLETE_DAYS: unsetIfEmpty(z.coerce.number().int().min(0).default(14)),
  BOOK_LINK_TTL_DAYS: positiveInt(30),
  STAFF_ADMIN_EMAIL: unsetIfEmpty(z.email().optional()),
  STAFF_ADMIN_PASSWORD: unsetIfEmpty(z.string().min(8, 'must be at least 8 characters').optional()),
  STAFF_ADMIN_NAME: optionalText,
  STAFF_SESSION_IDLE_HOURS: positiveInt(8),
  STAFF_SESSION_MAX_DAYS: positiveInt(7),
  REMOTE_STOREFRONT_URL: optionalText,
  REMOTE_SERVER_ORIGINS: optionalText,
  REMOTE_SERVER_PINS: optionalText,
  REMOTE_CHECKOUT_URL: optionalText,
  REMOTE_TRACKING_URL: optionalText,
  REMOTE_AMBASSADOR_URL: optionalText,
  REMOTE_BACKOFFICE_URL: optionalText,
  // Only the crash-recovery suite sets it (lib/fault-point.ts); a misspelt name fails here instead of never firing.
  FAULT_POINTS: unsetIfEmpty(
    z
      .string()
      .transform((value) => value.split(',').map((name) => name.trim()))
      .pipe(z.array(z.enum(FAULT_POINT_NAMES)))
      .default([]),
  ),
});

export interface AppConfig {
  port: number;
  host: string;
  /** The longest a request may take to arrive whole (headers and body); a slower client is cut off. */
  requestTimeoutMs: number;
  /**
   * Pages one client address may have rendered afresh per minute (pages not in the page cache); cached pages are
   * never limited. Counted in PostgreSQL, so it holds across instances.
   */
  renderMissPerMinute: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Unset means: start the embedded PostgreSQL. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  region: Region;
  siteName: string;
  publicUrl: string;
  /**
   * NODE_ENV=production or an https PUBLIC_URL: the shop faces real parents, so nothing is assumed (the payment
   * provider must be named) and the loopback host names are not the shop's (payments/return-origin.ts).
   */
  production: boolean;
  /** Lower-cased name of a header set by a trusted proxy (e.g. cf-ipcountry), or undefined. */
  trustedCountryHeader: string | undefined;
  /** Per-remote manifest URL overrides; a missing entry means the remote's own dist under /remotes/. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /**
   * Remotes on another origin whose server build this server may run while rendering: only from these origins
   * and only a build whose SHA-256 is pinned here; any other is rendered in the browser instead.
   */
  remoteServerTrust: RemoteServerTrust;
  /** Fastify's trustProxy: whether (or which) proxies' X-Forwarded-For decides the client address. */
  trustProxy: boolean | number | string[];
  mail: {
    /** Unset means: keep every message in the outbox (mail/outbox.ts, in Storage) instead of sending it. */
    smtpUrl: string | undefined;
    from: string;
    /** Where contact messages go. */
    contactTo: string;
  };
  /** Contact messages allowed per window, per sender address and per client address. */
  contactLimits: { perEmail: number; perIp: number; windowMs: number };
  /** Whether this process runs the background worker (graphile-worker); tests switch it off. */
  jobs: boolean;
  /** The central bank's daily XML; `{date}` becomes DD.MM.YYYY. undefined (CBAR_URL=off): no rates job. */
  cbarUrl: string | undefined;
  /** Signs file links (storage/secret.ts); unset means: generated once and kept in DATA_DIR. */
  fileUrlSecret: string | undefined;
  /** AES-256-GCM key of stored files (base64, storage/encrypting.ts); unset means: generated once and kept in DATA_DIR. */
  fileEncryptionKey: string | undefined;
  /** Signs the newsletter's unsubscribe links (contact/unsubscribe.ts); unset means: generated once and kept in DATA_DIR. */
  unsubscribeSecret: string | undefined;
  ambassadors: {
    /** Signs ambassador tokens (HS256); unset means: generated once and kept in DATA_DIR (ambassadors/secrets.ts). */
    tokenSecret: string | undefined;
    tokenTtlMs: number;
    /** AES-256-GCM key of stored bank numbers (base64); unset means: generated once and kept in DATA_DIR. */
    bankDetailsKey: string | undefined;
    /** Sign-in attempts allowed per window, per e-mail address and per client address. */
    signInLimits: { perAccount: number; perIp: number; windowMs: number };
    /** How long the referral cookie attributes purchases to the ambassador. */
    referralWindowDays: number;
    /** The refund window: a reward becomes payable this many days after the payment. */
    holdDays: number;
    /** Share of the amount paid that the recruiting ambassador earns on their recruit's sales. */
    indirectRate: number;
    /** The friend's discount (percent, two decimals at most) when they apply an ambassador's coupon code. */
    couponDiscountPercent: number;
    /** The smallest available balance (USD cents) an ambassador may ask to be paid; smaller ones wait. */
    payoutMinimum: number;
  };
  /** Order tracking lookups allowed per window, per client address and per order number. */
  trackLimits: { perIp: number; perOrder: number; windowMs: number };
  fulfilment: {
    /** A delivered order becomes completed this many days after delivery (time to report a damaged book). */
    autoCompleteDays: number;
    /** How long the download link of a finished PDF works (e-mail and tracking page). */
    bookLinkTtlSeconds: number;
  };
  staff: {
    /** Creates the first admin on start when no admin exists yet (both set, or neither). */
    firstAdmin: { email: string; password: string; name: string } | undefined;
    /** A back-office session ends after this long without a request... */
    sessionIdleMs: number;
    /** ...and this long after sign-in in any case. */
    sessionMaxMs: number;
  };
  payments: {
    /** The gateway the shop sends parents to; only this provider's pages and routes are mounted. */
    provider: PaymentProviderName;
    /** Signs and verifies the gateway's webhooks; unset means: generated once and kept in DATA_DIR (payments/secret.ts). */
    webhookSecret: string | undefined;
    /** Set exactly when the provider is stripe (both secrets are then required). */
    stripe: StripeSettings | undefined;
    /** Set exactly when the provider is yookassa (shop id and secret key are then required). */
    yookassa: YooKassaSettings | undefined;
  };
  storage: {
    /** Where photos, pictures, previews and books are kept; either way encrypted (storage/encrypting.ts). */
    backend: StorageBackendName;
    /** Set exactly when the backend is s3 (bucket, region and both keys are then required). */
    s3: S3Settings | undefined;
  };
  print: {
    /** Who prints paid printed books: 'manual' is the team with the order CLI and the back office. */
    partner: PrintPartnerName;
    /** Set exactly when the partner is lulu (client key and secret are then required). */
    lulu: LuluSettings | undefined;
  };
  /** Where the process stops dead for the crash-recovery tests (lib/fault-point.ts); empty in production. */
  faultPoints: readonly FaultPointName[];
}

export interface StripeSettings {
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_…), from the Stripe dashboard or `stripe listen`. */
  webhookSecret: string;
  /** Where the API answers instead of api.stripe.com (stripe-mock or a test's stand-in); undefined: Stripe itself. */
  apiUrl: string | undefined;
}

export interface YooKassaSettings {
  shopId: string;
  secretKey: string;
  /** Where the API answers instead of https://api.yookassa.ru/v3 (a test's stand-in); undefined: YooKassa itself. */
  apiUrl: string | undefined;
  /** Addresses notifications are accepted from instead of YooKassa's published ones (tests); undefined: YooKassa's. */
  trustedIps: string[] | undefined;
}

export interface LuluSettings {
  clientKey: string;
  /** Also the key of the HMAC-SHA256 Lulu signs its webhooks with (header Lulu-HMAC-SHA256). */
  clientSecret: string;
  /** Where the API answers instead of https://api.lulu.com (the sandbox, or a test's stand-in). */
  apiUrl: string | undefined;
  hardcoverPackage: string | undefined;
  softcoverPackage: string | undefined;
}

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service (Cloudflare R2, MinIO, s3rver in tests); undefined: AWS S3 itself. */
  endpoint: string | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key`: MinIO and s3rver need it. */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** TRUST_PROXY: unset/false (direct clients), true (any proxy), a hop count, or proxy addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || value === 'false' || value === 'off' || value === '0') return false;
  if (value === 'true' || value === 'on') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A provider chosen but not configured stops the start, in one line naming what is missing. */
function stripeSettings(vars: z.infer<typeof envSchema>): StripeSettings {
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => vars[name] === undefined);
  if (missing.length > 0 || !vars.STRIPE_SECRET_KEY || !vars.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      `Invalid environment configuration: PAYMENT_PROVIDER=stripe needs ${missing.join(' and ')} (the secret key and the webhook endpoint's signing secret from the Stripe dashboard)`,
    );
  }
  // A live key sent to a stand-in's address would hand the shop's real Stripe account to whoever answers there.
  if (vars.STRIPE_API_URL && /^(sk|rk)_live_/.test(vars.STRIPE_SECRET_KEY)) {
    throw new ConfigError(
      'Invalid environment configuration: STRIPE_API_URL is for a local stand-in and takes only a test key (sk_test_…), not a live STRIPE_SECRET_KEY',
    );
  }
  return { secretKey: vars.STRIPE_SECRET_KEY, webhookSecret: vars.STRIPE_WEBHOOK_SECRET, apiUrl: vars.STRIPE_API_URL };
}

/** PAYMENT_PROVIDER=yookassa without its keys, or outside region russia, stops the start in one line. */
function yookassaSettings(vars: z.infer<typeof envSchema>): YooKassaSettings {
  const missing = (['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY'] as const).filter((name) => vars[name] === undefined);
  if (missing.length > 0 || !vars.YOOKASSA_SHOP_ID || !vars.YOOKASSA_SECRET_KEY) {
    throw new ConfigError(
      `Invalid environment configuration: PAYMENT_PROVIDER=yookassa needs ${missing.join(' and ')} (the shop id and a secret key from the YooKassa dashboard, Integration → API keys)`,
    );
  }
  // YooKassa takes roubles; only region russia prices orders in RUB (orders/pricing.ts).
  if (vars.REGION !== 'russia') {
    throw new ConfigError(
      `Invalid environment configuration: PAYMENT_PROVIDER=yookassa needs REGION=russia (YooKassa takes payments in RUB, and REGION=${vars.REGION} prices orders in other currencies)`,
    );
  }
  // A live key sent to a stand-in's address would hand the shop's real YooKassa account to whoever answers there.
  if (vars.YOOKASSA_API_URL && vars.YOOKASSA_SECRET_KEY.startsWith('live_')) {
    throw new ConfigError(
      'Invalid environment configuration: YOOKASSA_API_URL is for a local stand-in and takes only a test key (test_…), not a live YOOKASSA_SECRET_KEY',
    );
  }
  return {
    shopId: vars.YOOKASSA_SHOP_ID,
    secretKey: vars.YOOKASSA_SECRET_KEY,
    apiUrl: vars.YOOKASSA_API_URL,
    trustedIps: vars.YOOKASSA_TRUSTED_IPS,
  };
}

/** PRINT_PARTNER=lulu without its API keys stops the start, in one line naming what is missing. */
function luluSettings(vars: z.infer<typeof envSchema>): LuluSettings | undefined {
  if (vars.PRINT_PARTNER !== 'lulu') return undefined;
  const missing = (['LULU_CLIENT_KEY', 'LULU_CLIENT_SECRET'] as const).filter((name) => vars[name] === undefined);
  if (missing.length > 0 || !vars.LULU_CLIENT_KEY || !vars.LULU_CLIENT_SECRET) {
    throw new ConfigError(
      `Invalid environment configuration: PRINT_PARTNER=lulu needs ${missing.join(' and ')} (the client key and secret from Lulu's developer portal, API Keys)`,
    );
  }
  return {
    clientKey: vars.LULU_CLIENT_KEY,
    clientSecret: vars.LULU_CLIENT_SECRET,
    apiUrl: vars.LULU_API_URL,
    hardcoverPackage: vars.LULU_HARDCOVER_PACKAGE,
    softcoverPackage: vars.LULU_SOFTCOVER_PACKAGE,
  };
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'] as const;

/** STORAGE=s3 without its bucket or keys stops the start, in one line naming what is missing. */
function s3Settings(vars: z.infer<typeof envSchema>): S3Settings | undefined {
  if (vars.STORAGE !== 's3') {
    // A bucket named without STORAGE=s3 would leave every photo on the local disk while the team believes
    // they are in the bucket (and its backups): say so rather than guess which one was meant.
    if (vars.S3_BUCKET !== undefined) {
      throw new ConfigError(
        'Invalid environment configuration: S3_BUCKET is set but STORAGE is not s3 (set STORAGE=s3 to keep the files in the bucket, or unset S3_BUCKET)',
      );
    }
    return undefined;
  }
  const missing = S3_REQUIRED.filter((name) => vars[name] === undefined);
  const { S3_BUCKET: bucket, S3_REGION: region, AWS_ACCESS_KEY_ID: id, AWS_SECRET_ACCESS_KEY: key } = vars;
  if (missing.length > 0 || !bucket || !region || !id || !key) {
    const names = missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : missing[0];
    throw new ConfigError(
      `Invalid environment configuration: STORAGE=s3 needs ${names} (the bucket, its region, and an access key allowed to read, write, list and delete in it)`,
    );
  }
  return {
    bucket,
    region,
    endpoint: vars.S3_ENDPOINT,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE,
    accessKeyId: id,
    secretAccessKey: key,
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  if ((vars.STAFF_ADMIN_EMAIL === undefined) !== (vars.STAFF_ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid environment configuration:\n  STAFF_ADMIN_EMAIL and STAFF_ADMIN_PASSWORD go together',
    );
  }
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  const production = env.NODE_ENV === 'production' || new URL(publicUrl).protocol === 'https:';
  // The sandbox charges nothing: in front of real parents it would hand a book to anyone who types a test card
  // number. So a live shop never gets it by default, only when it is named on purpose.
  if (production && vars.PAYMENT_PROVIDER === undefined) {
    throw new ConfigError(
      'Invalid environment configuration: PAYMENT_PROVIDER must be set in production (NODE_ENV=production or an ' +
        `https PUBLIC_URL): the sandbox gateway takes no real money, so it runs only with PAYMENT_PROVIDER=sandbox set on purpose (providers: ${PAYMENT_PROVIDERS.join(', ')})`,
    );
  }
  const provider = vars.PAYMENT_PROVIDER ?? 'sandbox';
  const stripe = provider === 'stripe' ? stripeSettings(vars) : undefined;
  const yookassa = provider === 'yookassa' ? yookassaSettings(vars) : undefined;
  const s3 = s3Settings(vars);
  const siteName = vars.SITE_NAME ?? DEFAULT_SITE_NAMES[vars.REGION];
  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const url = vars[`REMOTE_${name.toUpperCase()}_URL` as keyof typeof vars];
    if (typeof url === 'string') remoteUrls[name] = url;
  }
  const remoteServerTrust = parseRemoteServerTrust(vars.REMOTE_SERVER_ORIGINS, vars.REMOTE_SERVER_PINS);
  return {
    port: vars.PORT,
    host: vars.HOST,
    logLevel: vars.LOG_LEVEL,
    databaseUrl: vars.DATABASE_URL,
    dataDir: resolve(vars.DATA_DIR ?? DEFAULT_DATA_DIR),
    embeddedPgPort: vars.EMBEDDED_PG_PORT,
    region: vars.REGION,
    siteName,
    publicUrl,
    production,
    trustedCountryHeader: vars.TRUSTED_COUNTRY_HEADER?.toLowerCase(),
    remoteUrls,
    remoteServerTrust,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    requestTimeoutMs: vars.REQUEST_TIMEOUT_SECONDS * 1000,
    renderMissPerMinute: vars.RENDER_MISS_PER_MINUTE,
    mail: {
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM ?? `${siteName} <no-reply@storybook.shop>`,
      contactTo: vars.CONTACT_TO,
    },
    contactLimits: {
      perEmail: vars.CONTACT_LIMIT_PER_EMAIL,
      perIp: vars.CONTACT_LIMIT_PER_IP,
      windowMs: vars.CONTACT_LIMIT_WINDOW_MINUTES * 60_000,
    },
    jobs: vars.JOBS,
    cbarUrl: vars.CBAR_URL === 'off' ? undefined : vars.CBAR_URL,
    fileUrlSecret: vars.FILE_URL_SECRET,
    fileEncryptionKey: vars.FILE_ENCRYPTION_KEY,
    unsubscribeSecret: vars.UNSUBSCRIBE_SECRET,
    ambassadors: {
      tokenSecret: vars.AMBASSADOR_TOKEN_SECRET,
      tokenTtlMs: vars.AMBASSADOR_TOKEN_TTL_HOURS * 3_600_000,
      bankDetailsKey: vars.BANK_DETAILS_KEY,
      signInLimits: {
        perAccount: vars.SIGN_IN_LIMIT_PER_ACCOUNT,
        perIp: vars.SIGN_IN_LIMIT_PER_IP,
        windowMs: vars.SIGN_IN_LIMIT_WINDOW_MINUTES * 60_000,
      },
      referralWindowDays: vars.REFERRAL_WINDOW_DAYS,
      holdDays: vars.REFERRAL_HOLD_DAYS,
      indirectRate: vars.REFERRAL_INDIRECT_RATE,
      couponDiscountPercent: vars.COUPON_DISCOUNT_PERCENT,
      payoutMinimum: vars.PAYOUT_MINIMUM_CENTS,
    },
    trackLimits: {
      perIp: vars.TRACK_LIMIT_PER_IP,
      perOrder: vars.TRACK_LIMIT_PER_ORDER,
      windowMs: vars.TRACK_LIMIT_WINDOW_MINUTES * 60_000,
    },
    fulfilment: {
      autoCompleteDays: vars.ORDER_AUTO_COMPLETE_DAYS,
      bookLinkTtlSeconds: vars.BOOK_LINK_TTL_DAYS * 86_400,
    },
    staff: {
      firstAdmin:
        vars.STAFF_ADMIN_EMAIL && vars.STAFF_ADMIN_PASSWORD
          ? {
              email: vars.STAFF_ADMIN_EMAIL,
              password: vars.STAFF_ADMIN_PASSWORD,
              name: vars.STAFF_ADMIN_NAME ?? 'Admin',
            }
          : undefined,
      sessionIdleMs: vars.STAFF_SESSION_IDLE_HOURS * 3_600_000,
      sessionMaxMs: vars.STAFF_SESSION_MAX_DAYS * 86_400_000,
    },
    payments: { provider, webhookSecret: vars.PAYMENT_WEBHOOK_SECRET, stripe, yookassa },
    storage: { backend: vars.STORAGE, s3 },
    print: { partner: vars.PRINT_PARTNER, lulu: luluSettings(vars) },
    faultPoints: vars.FAULT_POINTS,
  };
}

export interface RemoteServerTrust {
  /** Origins (`https://cdn.example`) a remote's server build may come from. */
  origins: string[];
  /** Remote name → the hex SHA-256 of its server/remoteEntry.js. */
  pins: Partial<Record<RemoteName, string>>;
}

/**
 * REMOTE_SERVER_ORIGINS: comma-separated origins; REMOTE_SERVER_PINS: comma-separated `<remote>=sha256:<hex>`.
 * A malformed entry stops the start naming the variable: a pin that silently does not apply would leave a remote
 * rendered in the browser without anyone knowing why.
 */
export function parseRemoteServerTrust(origins: string | undefined, pins: string | undefined): RemoteServerTrust {
  const trust: RemoteServerTrust = { origins: [], pins: {} };
  for (const entry of (origins ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    let origin: string;
    try {
      origin = new URL(entry).origin;
    } catch {
      throw new ConfigError(
        `Invalid environment configuration: REMOTE_SERVER_ORIGINS has "${entry}", which is not an origin`,
      );
    }
    if (origin !== entry.replace(/\/$/, '')) {
      throw new ConfigError(
        `Invalid environment configuration: REMOTE_SERVER_ORIGINS takes origins only ("${origin}"), not "${entry}"`,
      );
    }
    trust.origins.push(origin);
  }
  for (const entry of (pins ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z]+)=sha256:([0-9a-f]{64})$/.exec(entry);
    const name = match?.[1] as RemoteName | undefined;
    if (!match?.[2] || !name || !REMOTE_NAMES.includes(name)) {
      throw new ConfigError(
        `Invalid environment configuration: REMOTE_SERVER_PINS has "${entry}"; write <remote>=sha256:<64 hex digits>, the remote one of ${REMOTE_NAMES.join(', ')}`,
      );
    }
    trust.pins[name] = match[2];
  }
  return trust;
}
