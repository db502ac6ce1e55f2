/**
 * Recent sales for the storefront's pop-ups. Only a buyer's first name and city (or country) ever leave
 * the server; buyers with the same first name in the same place are one entry with a count.
 */
import type { Db } from '../db/client';
import type { Locale } from '../db/schema';
import { recentPaidOrders } from './repository';

const WINDOW_DAYS = 30;
/** Rows read to build the entries, and entries answered. */
const ROWS = 100;
const ENTRIES = 10;

function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export async function salesNotifications(db: Db, locale: Locale) {
  const since = new Date(Date.now() - WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const rows = await recentPaidOrders(db, since, ROWS);
  const entries = new Map<string, { name: string; location: string; time: string; count: number }>();
  for (const row of rows) {
    const name = row.fullName?.trim().split(/\s+/)[0];
    if (!name) continue;
    const location = row.city ?? countryName(row.countryCode, locale);
    const key = `${name.toLowerCase()}|${location}`;
    const entry = entries.get(key);
    // Rows come newest first, so the first one of a group carries its latest time.
    if (entry) entry.count += 1;
    else entries.set(key, { name, location, time: row.paidAt.toISOString(), count: 1 });
  }
  return [...entries.values()].slice(0, ENTRIES);
}
