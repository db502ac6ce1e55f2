import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pricesResponse, renderPage } from '../test/render';
import { PriceBlock, type PriceBlockProps } from './PriceBlock';

const NBSP = '\u00a0';

function renderBlock(props: Partial<PriceBlockProps> & Pick<PriceBlockProps, 'prices'>) {
  const locale = props.locale ?? 'en';
  renderPage(<PriceBlock formats={['hardcover', 'pdf', 'softcover']} locale={locale} region="global" {...props} />, {
    locale,
  });
  const items = screen.getAllByRole('listitem');
  const line = (item: HTMLElement, label: string) =>
    within(item).queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent;
  return { items: items as [HTMLElement, HTMLElement, HTMLElement], line };
}

describe('PriceBlock', () => {
  it('shows a visitor from Azerbaijan lines that add up, in Azerbaijani, with no second AZN total', () => {
    const { items, line } = renderBlock({ prices: pricesResponse('AZN', 'AZ'), locale: 'az' });
    const [pdf, softcover, hardcover] = items;
    expect(line(pdf, 'Qiymət')).toBe(`50,99${NBSP}₼`);
    expect(line(pdf, 'Çatdırılma')).toBe('daxildir');
    expect(line(pdf, 'Cəmi')).toBe(`50,99${NBSP}₼`);
    // Was "₼76.99 + ₼8.50 = ₼84.99" and "₼93.99 + ₼8.50 = ₼101.99".
    expect([line(softcover, 'Qiymət'), line(softcover, 'Çatdırılma'), line(softcover, 'Cəmi')]).toEqual([
      `76,99${NBSP}₼`,
      `8,50${NBSP}₼`,
      `85,49${NBSP}₼`,
    ]);
    expect([line(hardcover, 'Qiymət'), line(hardcover, 'Cəmi')]).toEqual([`93,99${NBSP}₼`, `102,49${NBSP}₼`]);
    expect(line(softcover, 'AZN ilə cəmi')).toBeUndefined();
  });

  it('shows a USD visitor the versions cheapest first, the total and the same order in AZN', () => {
    const { items, line } = renderBlock({ prices: pricesResponse('USD', 'US') });
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'PDF',
      'Softcover',
      'Hardcover',
    ]);
    const [pdf, softcover] = items;
    expect([line(pdf, 'Price'), line(pdf, 'Shipping'), line(pdf, 'Total')]).toEqual(['$29.99', 'included', '$29.99']);
    expect(line(pdf, 'Total in AZN')).toBe('₼50.99');
    expect([line(softcover, 'Price'), line(softcover, 'Shipping'), line(softcover, 'Total')]).toEqual([
      '$44.99',
      '$7.99',
      '$52.98',
    ]);
    // ₼76.99 for the book + ₼13.58 shipping: what a visitor paying in manat pays for it.
    expect(line(softcover, 'Total in AZN')).toBe('₼90.57');
  });

  it('writes Turkish lira the Turkish way', () => {
    const { items, line } = renderBlock({ prices: pricesResponse('TRY', 'TR'), locale: 'tr' });
    const softcover = items[1];
    expect([line(softcover, 'Fiyat'), line(softcover, 'Kargo'), line(softcover, 'Toplam')]).toEqual([
      '₺1.746,99',
      '₺271,30',
      '₺2.018,29',
    ]);
    expect(line(softcover, 'AZN cinsinden toplam')).toBe('₼88,87');
  });

  it('writes roubles the Russian way in region russia', () => {
    const { items, line } = renderBlock({ prices: pricesResponse('RUB', 'RU'), locale: 'ru', region: 'russia' });
    const [pdf, softcover] = items;
    expect(line(pdf, 'Цена')).toBe(`2${NBSP}411,99${NBSP}₽`);
    expect(line(pdf, 'Доставка')).toBe('включена');
    expect([line(softcover, 'Цена'), line(softcover, 'Доставка'), line(softcover, 'Итого')]).toEqual([
      `3${NBSP}616,99${NBSP}₽`,
      `722,74${NBSP}₽`,
      `4${NBSP}339,73${NBSP}₽`,
    ]);
    expect(line(softcover, 'Итого в AZN')).toBe(`92,27${NBSP}₼`);
  });

  it('shows only the formats the book has', () => {
    renderPage(<PriceBlock formats={['pdf']} prices={pricesResponse('USD', 'US')} locale="en" region="global" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
