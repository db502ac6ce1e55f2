import { describe, expect, it } from 'vitest';
import { withTestApp } from './helpers';

const countryOf = (env: Record<string, string>, headers: Record<string, string> = {}) =>
  withTestApp({ env }, async (app) => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/country_code', headers });
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

  it('is always RU in the russia region', async () => {
    expect(
      await countryOf({ REGION: 'russia', TRUSTED_COUNTRY_HEADER: 'cf-ipcountry' }, { 'cf-ipcountry': 'TR' }),
    ).toBe('RU');
  });
});
