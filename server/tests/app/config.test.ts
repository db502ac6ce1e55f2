import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env';
import { startServerWith } from '../helpers';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      embeddedPgPort: 54329,
      region: 'global',
      siteName: 'Storybook Shop',
      publicUrl: 'http://localhost:3000',
      trustedCountryHeader: undefined,
      remoteUrls: {},
      trustProxy: false,
      mail: { smtpUrl: undefined, from: 'Storybook Shop <no-reply@storybook.shop>', contactTo: 'team@storybook.shop' },
      contactLimits: { perEmail: 5, perIp: 20, windowMs: 60 * 60 * 1000 },
      jobs: true,
      cbarUrl: 'https://www.cbar.az/currencies/{date}.xml',
      production: false,
      payments: { provider: 'sandbox' },
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads the mail, job, limit and proxy settings', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        MAIL_FROM: 'Shop <shop@example.com>',
        CONTACT_TO: 'help@example.com',
        CONTACT_LIMIT_PER_EMAIL: '3',
        CONTACT_LIMIT_PER_IP: '10',
        CONTACT_LIMIT_WINDOW_MINUTES: '15',
        JOBS: 'off',
        CBAR_URL: 'http://127.0.0.1:9000/{date}.xml',
        TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      }),
    ).toMatchObject({
      mail: {
        smtpUrl: 'smtps://user:pass@mail.example:465',
        from: 'Shop <shop@example.com>',
        contactTo: 'help@example.com',
      },
      contactLimits: { perEmail: 3, perIp: 10, windowMs: 15 * 60 * 1000 },
      jobs: false,
      cbarUrl: 'http://127.0.0.1:9000/{date}.xml',
      trustProxy: ['10.0.0.0/8', '192.168.1.1'],
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ REGION: 'russia' }).mail.from).toBe('Книжка-сказка <no-reply@storybook.shop>');
  });

  it('names bad mail, job and limit settings', () => {
    try {
      loadConfig({
        SMTP_URL: 'mail.example',
        CONTACT_TO: 'nobody',
        JOBS: 'maybe',
        CONTACT_LIMIT_PER_IP: '0',
        CBAR_URL: 'ftp://x',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      for (const name of ['SMTP_URL', 'CONTACT_TO', 'JOBS', 'CONTACT_LIMIT_PER_IP', 'CBAR_URL']) {
        expect((error as Error).message).toContain(name);
      }
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', REGION: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      region: 'global',
      databaseUrl: undefined,
    });
  });

  it('fails loudly, naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', REGION: 'europe' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', REGION: 'europe', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('REGION');
      expect(message).toContain('DATABASE_URL');
    }
  });

  describe('PAYMENT_PROVIDER', () => {
    const refusal = /^Invalid environment configuration: PAYMENT_PROVIDER must be set in production[^\n]*$/;

    it('is the sandbox by default in development', () => {
      expect(loadConfig({}).payments.provider).toBe('sandbox');
      expect(loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://shop.test' })).toMatchObject({
        production: false,
        payments: { provider: 'sandbox' },
      });
    });

    it('must be named in production (NODE_ENV=production or an https PUBLIC_URL), in one line', () => {
      for (const env of [{ NODE_ENV: 'production' }, { PUBLIC_URL: 'https://shop.example' }]) {
        expect(() => loadConfig(env)).toThrow(ConfigError);
        expect(() => loadConfig(env)).toThrow(refusal);
        expect(() => loadConfig({ ...env, PAYMENT_PROVIDER: '' })).toThrow(refusal);
      }
    });

    it('runs the sandbox in production when it is set on purpose', () => {
      expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toMatchObject({
        production: true,
        payments: { provider: 'sandbox' },
      });
      expect(loadConfig({ PUBLIC_URL: 'https://shop.example', PAYMENT_PROVIDER: 'sandbox' }).production).toBe(true);
    });

    it('names an unknown provider', () => {
      expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    });

    it('stops the real server at start with that one line and exit code 1', async () => {
      const result = await startServerWith({ NODE_ENV: 'production' }, 'refused-start');
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr.trimEnd()).toMatch(refusal);
    }, 40_000);
  });
});

describe('REMOTE_SERVER_ORIGINS and REMOTE_SERVER_PINS', () => {
  const HASH = 'a'.repeat(64);
  it('reads allowed origins and one pinned build per remote', () => {
    const config = loadConfig({
      REMOTE_SERVER_ORIGINS: 'https://cdn.example, https://other.example/',
      REMOTE_SERVER_PINS: `storefront=sha256:${HASH}`,
    });
    expect(config.remoteServerTrust).toEqual({
      origins: ['https://cdn.example', 'https://other.example'],
      pins: { storefront: HASH },
    });
    expect(loadConfig({}).remoteServerTrust).toEqual({ origins: [], pins: {} });
  });

  it('refuses a path for an origin, an unknown remote or a malformed hash, naming the variable', () => {
    expect(() => loadConfig({ REMOTE_SERVER_ORIGINS: 'https://cdn.example/remotes' })).toThrow(/REMOTE_SERVER_ORIGINS/);
    expect(() => loadConfig({ REMOTE_SERVER_PINS: `shop=sha256:${HASH}` })).toThrow(/REMOTE_SERVER_PINS/);
    expect(() => loadConfig({ REMOTE_SERVER_PINS: 'storefront=sha256:abc' })).toThrow(ConfigError);
  });
});
