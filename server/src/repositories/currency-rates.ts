import type { Db } from '../db/client';
import { currencyRates } from '../db/schema';

/** The stored central bank rates as `currency → rate` (AZN per nominal units); empty when never fetched. */
export async function readStoredRates(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ currency: currencyRates.currency, rate: currencyRates.rate }).from(currencyRates);
  return Object.fromEntries(rows.map((row) => [row.currency, row.rate]));
}
