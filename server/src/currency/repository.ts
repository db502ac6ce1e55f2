import { max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { currencyRates } from '../db/schema';

/** The stored central bank rates as `currency → rate` (AZN per nominal units); empty when never fetched. */
export async function readStoredRates(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ currency: currencyRates.currency, rate: currencyRates.rate }).from(currencyRates);
  return Object.fromEntries(rows.map((row) => [row.currency, row.rate]));
}

/** When the rates were last fetched; undefined when never. */
export async function lastFetchedAt(db: Db): Promise<Date | undefined> {
  const [row] = await db.select({ at: max(currencyRates.fetchedAt) }).from(currencyRates);
  return row?.at ?? undefined;
}

/** Replaces the listed currencies' rates in one statement; currencies the bank stopped listing keep their last rate. */
export async function storeRates(db: Db, rates: ReadonlyArray<{ currency: string; rate: number; nominal: number }>) {
  if (rates.length === 0) return;
  await db
    .insert(currencyRates)
    .values(rates.map(({ currency, rate, nominal }) => ({ currency, rate, nominal })))
    .onConflictDoUpdate({
      target: currencyRates.currency,
      set: { rate: sql`excluded.rate`, nominal: sql`excluded.nominal`, fetchedAt: sql`now()` },
    });
}
