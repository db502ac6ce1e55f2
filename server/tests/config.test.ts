import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env';

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
    });
    expect(config.dataDir).toMatch(/\/data$/);
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
