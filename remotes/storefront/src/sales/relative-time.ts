export type RelativeUnit = 'minute' | 'hour' | 'day';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `time` was, in the largest whole unit that fits, for the catalogue's
 * 'storefront.sales.ago' ("12 minutes ago", "yesterday"). Never less than a minute: "1 minute ago"
 * rather than "now" for an order paid seconds ago, or a clock a little ahead of the server's.
 * The words come from the catalogue, not Intl.RelativeTimeFormat: Chrome ships no Azerbaijani data
 * for it and prints "-12 min" (as with month names, see useDates in @shop/shared).
 */
export function timeAgo(time: string, now: number): { count: number; unit: RelativeUnit } {
  const elapsed = Math.max(now - Date.parse(time), 0);
  if (elapsed < HOUR) return { count: Math.max(1, Math.floor(elapsed / MINUTE)), unit: 'minute' };
  if (elapsed < DAY) return { count: Math.floor(elapsed / HOUR), unit: 'hour' };
  return { count: Math.floor(elapsed / DAY), unit: 'day' };
}
