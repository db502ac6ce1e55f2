import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { priceConfigs } from '../db/schema';

export function listPriceConfigs(db: Db) {
  return db.select().from(priceConfigs).orderBy(asc(priceConfigs.currency));
}
