/**
 * The server's whole configuration, read from environment variables once at start.
 * A bad value fails loudly with the variable's name, so a typo never becomes a silent default.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const REMOTE_NAMES = ['storefront', 'checkout', 'tracking', 'ambassador', 'backoffice'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REGIONS = ['global', 'russia'] as const;
export type Region = (typeof REGIONS)[number];

const DEFAULT_SITE_NAMES: Record<Region, string> = { global: 'Storybook Shop', russia: 'Книжка-сказка' };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// An empty variable (`FOO=` in a compose file) means "not set", not "set to nothing".
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);
const optionalText = unsetIfEmpty(z.string().trim().optional());
const port = (fallback: number) => unsetIfEmpty(z.coerce.number().int().min(1).max(65535).default(fallback));

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
  REMOTE_STOREFRONT_URL: optionalText,
  REMOTE_CHECKOUT_URL: optionalText,
  REMOTE_TRACKING_URL: optionalText,
  REMOTE_AMBASSADOR_URL: optionalText,
  REMOTE_BACKOFFICE_URL: optionalText,
});

export interface AppConfig {
  port: number;
  host: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Unset means: start the embedded PostgreSQL. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number;
  region: Region;
  siteName: string;
  publicUrl: string;
  /** Lower-cased name of a header set by a trusted proxy (e.g. cf-ipcountry), or undefined. */
  trustedCountryHeader: string | undefined;
  /** Per-remote manifest URL overrides; a missing entry means the remote's own dist under /remotes/. */
  remoteUrls: Partial<Record<RemoteName, string>>;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  const remoteUrls: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const url = vars[`REMOTE_${name.toUpperCase()}_URL` as keyof typeof vars];
    if (typeof url === 'string') remoteUrls[name] = url;
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    logLevel: vars.LOG_LEVEL,
    databaseUrl: vars.DATABASE_URL,
    dataDir: resolve(vars.DATA_DIR ?? join(REPO_ROOT, 'data')),
    embeddedPgPort: vars.EMBEDDED_PG_PORT,
    region: vars.REGION,
    siteName: vars.SITE_NAME ?? DEFAULT_SITE_NAMES[vars.REGION],
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    trustedCountryHeader: vars.TRUSTED_COUNTRY_HEADER?.toLowerCase(),
    remoteUrls,
  };
}
