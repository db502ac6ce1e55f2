import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env';

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
});
