import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { ru } from '../messages/ru';

describe('the Russian sales line', () => {
  it.each([
    [1, 'Новый заказ'],
    [2, '2 новых заказа'],
    [5, '5 новых заказов'],
    // Russian "one" covers 21, 31…: the count must be said, and in the singular.
    [21, '21 новый заказ'],
    [22, '22 новых заказа'],
    [111, '111 новых заказов'],
  ])('counts %i orders as "%s"', (count, expected) => {
    const line = new IntlMessageFormat(ru['storefront.sales.ordered'], 'ru').format({
      count,
      name: 'Aysel',
      location: 'Баку',
      time: 'сейчас',
    });
    expect(line).toBe(`${expected}: Aysel, Баку, сейчас`);
  });
});
