import { describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers';

const countryOf = (env: Record<string, string>, headers: Record<string, string> = {}, remoteAddress?: string) =>
  withTestApp({ env }, async (app) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/country_code',
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { country_code: string }).country_code;
  });

describe('GET /api/v1/country_code', () => {
  it('defaults to US', async () => {
    expect(await countryOf({})).toBe('US');
  });

  it('ignores country headers unless a trusted header is configured', async () => {
    expect(await countryOf({}, { 'cf-ipcountry': 'TR' })).toBe('US');
  });

  it('reads the trusted proxy header, upper-cased', async () => {
    expect(await countryOf({ TRUSTED_COUNTRY_HEADER: 'CF-IPCountry' }, { 'cf-ipcountry': 'az' })).toBe('AZ');
  });

  it('falls back to US for an invalid or unknown header value', async () => {
    const env = { TRUSTED_COUNTRY_HEADER: 'cf-ipcountry' };
    expect(await countryOf(env, { 'cf-ipcountry': 'Turkey' })).toBe('US');
    expect(await countryOf(env, { 'cf-ipcountry': 'XX' })).toBe('US');
    expect(await countryOf(env)).toBe('US');
  });

  it("looks the client's public address up in the geoip database", async () => {
    expect(await countryOf({}, {}, '85.132.0.1')).toBe('AZ');
    expect(await countryOf({}, {}, '88.255.0.1')).toBe('TR');
    expect(await countryOf({}, {}, '77.88.8.8')).toBe('RU');
    expect(await countryOf({}, {}, '::ffff:85.132.0.1')).toBe('AZ');
  });

  it('answers US for loopback and private addresses', async () => {
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.7', '172.20.0.1', 'fd00::1']) {
      expect(await countryOf({}, {}, address), address).toBe('US');
    }
  });

  it('prefers the trusted header over the address', async () => {
    expect(await countryOf({ TRUSTED_COUNTRY_HEADER: 'cf-ipcountry' }, { 'cf-ipcountry': 'DE' }, '85.132.0.1')).toBe(
      'DE',
    );
  });

  it('reads the forwarded client address only behind a trusted proxy (TRUST_PROXY)', async () => {
    const forwarded = { 'x-forwarded-for': '88.255.0.1' };
    expect(await countryOf({}, forwarded, '10.0.0.2')).toBe('US');
    expect(await countryOf({ TRUST_PROXY: 'true' }, forwarded, '10.0.0.2')).toBe('TR');
    expect(await countryOf({ TRUST_PROXY: '10.0.0.0/8' }, forwarded, '10.0.0.2')).toBe('TR');
    expect(await countryOf({ TRUST_PROXY: '1' }, forwarded, '10.0.0.2')).toBe('TR');
  });

  it('is always RU in the russia region', async () => {
    expect(
      await countryOf({ REGION: 'russia', TRUSTED_COUNTRY_HEADER: 'cf-ipcountry' }, { 'cf-ipcountry': 'TR' }),
    ).toBe('RU');
  });
});
