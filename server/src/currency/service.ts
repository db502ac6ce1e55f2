import { FALLBACK_RATES } from '@shop/shared/money';
import type { Db } from '../db/client';
import { readStoredRates } from './repository';

/**
 * The rates clients convert with. Until the central bank job has stored rates, they are the built-in
 * estimates marked like a failed fetch (`success: false`), so clients know they are estimates.
 */
export async function currentRates(db: Db): Promise<{ success: boolean; rates: Record<string, number> }> {
  const stored = await readStoredRates(db);
  if (Object.keys(stored).length === 0) return { success: false, rates: { ...FALLBACK_RATES } };
  return { success: true, rates: stored };
}
