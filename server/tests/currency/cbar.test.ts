import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CbarFormatError, cbarUrlFor, parseCbarXml } from '../../src/currency/cbar';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'cbar-14.11.2025.xml');

describe('parseCbarXml', () => {
  it('reads every foreign currency as quoted, with its nominal, and ignores the precious metals', async () => {
    const { date, rates } = parseCbarXml(await readFile(FIXTURE, 'utf8'));
    expect(date).toBe('2025-11-14');
    expect(rates.map((rate) => rate.currency)).toEqual([
      'USD',
      'EUR',
      'AUD',
      'BYN',
      'GBP',
      'GEL',
      'JPY',
      'KZT',
      'RUB',
      'TRY',
      'UAH',
      'SDR',
    ]);
    expect(rates).toContainEqual({ currency: 'USD', nominal: 1, rate: 1.7 });
    expect(rates).toContainEqual({ currency: 'RUB', nominal: 100, rate: 2.1146 });
    expect(rates).toContainEqual({ currency: 'JPY', nominal: 100, rate: 1.101 });
    expect(rates).toContainEqual({ currency: 'TRY', nominal: 1, rate: 0.0402 });
    expect(rates.some((rate) => rate.currency.startsWith('X'))).toBe(false);
  });

  it('skips an entry it cannot read rather than storing a wrong rate', () => {
    const xml = `<ValCurs Date="01.02.2026"><ValType Type="Xarici valyutalar">
      <Valute Code="USD"><Nominal>1</Nominal><Value>1.7</Value></Valute>
      <Valute Code="EUR"><Nominal>1</Nominal><Value>1,98</Value></Valute>
      <Valute Code="GBP"><Nominal>0</Nominal><Value>2.2</Value></Valute>
      <Valute Code="lowercase"><Nominal>1</Nominal><Value>2.2</Value></Valute>
      <Valute><Nominal>1</Nominal><Value>2.2</Value></Valute>
    </ValType></ValCurs>`;
    expect(parseCbarXml(xml)).toEqual({ date: '2026-02-01', rates: [{ currency: 'USD', nominal: 1, rate: 1.7 }] });
  });

  it('rejects documents that are not a day of rates', () => {
    for (const xml of [
      '',
      '<html><body>Service unavailable</body></html>',
      '<ValCurs Date="14.11.2025"><ValType Type="Bank metalları"><Valute Code="XAU"><Nominal>1 t.u.</Nominal><Value>7122.1</Value></Valute></ValType></ValCurs>',
      '<ValCurs Date="2025-11-14"><ValType Type="Xarici valyutalar"><Valute Code="USD"><Nominal>1</Nominal><Value>1.7</Value></Valute></ValType></ValCurs>',
      '<ValCurs Date="14.11.2025"><ValType Type="Xarici valyutalar"><Valute Code="USD">',
    ]) {
      expect(() => parseCbarXml(xml), xml).toThrow(CbarFormatError);
    }
  });
});

describe('cbarUrlFor', () => {
  it("puts the day in Baku's calendar into the template", () => {
    const template = 'https://www.cbar.az/currencies/{date}.xml';
    expect(cbarUrlFor(template, new Date('2025-11-14T08:00:00Z'))).toBe(
      'https://www.cbar.az/currencies/14.11.2025.xml',
    );
    // 21:30 UTC on the 13th is already 01:30 on the 14th in Baku (UTC+4).
    expect(cbarUrlFor(template, new Date('2025-11-13T21:30:00Z'))).toBe(
      'https://www.cbar.az/currencies/14.11.2025.xml',
    );
  });
});
