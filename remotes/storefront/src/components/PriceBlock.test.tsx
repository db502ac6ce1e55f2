import { FALLBACK_RATES, type Rates } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, usdPriceConfig } from '../test/render';
import { PriceBlock, type PriceBlockProps, versionAmounts } from './PriceBlock';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

// $19.00 base; PDF +$10.99 = $29.99, softcover +$20.00 = $39.00, hardcover +$30.50 = $49.50; shipping $5.00.
const config = usdPriceConfig({ shipping_by_country: { AZ: 300, TR: 700 } });

const rates: Rates = { ...FALLBACK_RATES };

function renderBlock(props: Partial<PriceBlockProps> = {}, locale: 'en' | 'ru' = 'en') {
  renderPage(
    <PriceBlock
      formats={['hardcover', 'pdf', 'softcover']}
      config={config}
      currency="USD"
      country="US"
      region="global"
      rates={rates}
      {...props}
    />,
    { locale },
  );
  const items = screen.getAllByRole('listitem');
  const line = (item: HTMLElement, label: string) =>
    within(item).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  return { items, line };
}

describe('versionAmounts', () => {
  it('adds the version to the base price and takes shipping by country, none for PDF', () => {
    expect(versionAmounts(config, 'pdf', 'AZ')).toEqual({ price: 2999, shipping: 0 });
    expect(versionAmounts(config, 'softcover', 'AZ')).toEqual({ price: 3900, shipping: 300 });
    expect(versionAmounts(config, 'hardcover', 'DE')).toEqual({ price: 4950, shipping: 500 });
  });
});

describe('PriceBlock', () => {
  it('shows a USD visitor the versions cheapest first, base price as whole part + .99, and the AZN total', () => {
    const { items, line } = renderBlock();
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'PDF',
      'Softcover',
      'Hardcover',
    ]);
    const [pdf, softcover, hardcover] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(line(pdf, 'Price')).toBe('$29.99');
    expect(line(pdf, 'Shipping')).toBe('included');
    // 2999 × 1.7 = 5098.3 qəpik → ₼50 + .99
    expect(line(pdf, 'Total in AZN')).toBe('₼50.99');
    expect(line(softcover, 'Price')).toBe('$39.99');
    expect(line(softcover, 'Shipping')).toBe('$5.00');
    // (3900 + 500) × 1.7 = 7480 → ₼74.99
    expect(line(softcover, 'Total in AZN')).toBe('₼74.99');
    expect(line(hardcover, 'Price')).toBe('$49.99');
  });

  it('converts for a Turkish visitor through AZN and uses the Turkish shipping', () => {
    const { items, line } = renderBlock({ currency: 'TRY', country: 'TR' });
    const [pdf, softcover] = items as [HTMLElement, HTMLElement];
    // $29.99 = 50.983 AZN = ₺1,163.9954… = 116400 kuruş → ₺1,164 + .99
    expect(line(pdf, 'Price')).toBe('₺1,164.99');
    expect(line(pdf, 'Total in AZN')).toBe('₼50.99');
    // $7.00 = 11.90 AZN = ₺271.69…
    expect(line(softcover, 'Shipping')).toBe('₺271.69');
    // (3900 + 700) × 1.7 = 7820 → ₼78.99
    expect(line(softcover, 'Total in AZN')).toBe('₼78.99');
  });

  it('uses the fetched rates rather than the fallback', () => {
    const { items, line } = renderBlock({ currency: 'AZN', country: 'AZ', rates: { ...FALLBACK_RATES, USD: 2 } });
    const [pdf, softcover] = items as [HTMLElement, HTMLElement];
    expect(line(pdf, 'Price')).toBe('₼59.99');
    expect(line(softcover, 'Shipping')).toBe('₼6.00');
    // (3900 + 300 shipping to AZ) × 2 = 8400 → ₼84.99
    expect(line(softcover, 'Total in AZN')).toBe('₼84.99');
  });

  it('puts the symbol after the amount in the russia region', () => {
    const { items, line } = renderBlock({ currency: 'RUB', country: 'RU', region: 'russia' }, 'ru');
    const [pdf, softcover] = items as [HTMLElement, HTMLElement];
    // $29.99 = 50.983 AZN = 2410.9997 RUB = 241100 kopecks → 2 411 + .99
    expect(line(pdf, 'Цена')).toBe(`2${NNBSP}411.99${NBSP}₽`);
    expect(line(pdf, 'Доставка')).toBe('включена');
    expect(line(pdf, 'Итого в AZN')).toBe(`50.99${NBSP}₼`);
    // $5.00 = 8.50 AZN = 401.97 RUB
    expect(line(softcover, 'Доставка')).toBe(`401.97${NBSP}₽`);
  });

  it('shows only the formats the book has', () => {
    const { items } = renderBlock({ formats: ['pdf'] });
    expect(items).toHaveLength(1);
  });
});
