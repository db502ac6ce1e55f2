/**
 * Order numbers. A new one is the shop's prefix and eight random characters of Crockford's base32 in two
 * groups (SB-7K4Q-2M9X): about 10^12 numbers, so nobody walks from their own order to the next, as they
 * could with the sequence the shop used before (SB-001001, SB-001002, ...). Numbers given out then stay
 * valid: they are looked up as they were printed.
 */
import { randomInt } from 'node:crypto';
import { uniqueViolation } from '../lib/unique-violation';

export const ORDER_NUMBER_PREFIX = 'SB-';
/** Crockford's base32: the digits and the letters without I, L, O and U, so no two read alike. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 2;
const GROUP_LENGTH = 4;

export function newOrderNumber(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return `${ORDER_NUMBER_PREFIX}${groups.join('-')}`;
}

/**
 * How a typed order number is looked up: trimmed, in capitals, and after the prefix read as Crockford
 * reads it (O is 0, I and L are 1), so 'sb-7k4q-2m9x ' and 'SB-7K4Q-2M9X' are one order. The old numbers
 * are digits after the prefix, so they are only trimmed and capitalised.
 */
export function normalizeOrderNumber(value: string): string {
  const upper = value.trim().toUpperCase();
  if (!upper.startsWith(ORDER_NUMBER_PREFIX)) return upper;
  const rest = upper.slice(ORDER_NUMBER_PREFIX.length).replaceAll('O', '0').replace(/[IL]/g, '1');
  return `${ORDER_NUMBER_PREFIX}${rest}`;
}

const DRAWS = 5;

/**
 * Runs `insert` with a fresh number, drawing again while the number is taken (the unique constraint says
 * so; with 10^12 numbers a second draw is already rare). `draw` is there for the test that makes it collide.
 */
export async function withNewOrderNumber<T>(
  insert: (orderNumber: string) => Promise<T>,
  draw: () => string = newOrderNumber,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insert(draw());
    } catch (error) {
      if (attempt >= DRAWS || uniqueViolation(error) !== 'orders_order_number_unique') throw error;
    }
  }
}
