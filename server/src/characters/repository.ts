/** The order_characters rows: one picture per style for each generation round of an order. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { orderCharacters } from '../db/schema';

export type CharacterRow = typeof orderCharacters.$inferSelect;

/** The pictures of the order's newest round (empty before the first one is ready). */
export async function newestCharacters(db: DbOrTx | Db, orderId: string): Promise<CharacterRow[]> {
  const latest = await latestGeneration(db, orderId);
  if (latest === undefined) return [];
  return db
    .select()
    .from(orderCharacters)
    .where(and(eq(orderCharacters.orderId, orderId), eq(orderCharacters.generation, latest)));
}

/** The round number the next generation gets. */
export async function nextGeneration(db: DbOrTx, orderId: string): Promise<number> {
  return ((await latestGeneration(db, orderId)) ?? 0) + 1;
}

/** The order's newest round number, undefined before the first. */
async function latestGeneration(db: DbOrTx | Db, orderId: string): Promise<number | undefined> {
  const [latest] = await db
    .select({ generation: orderCharacters.generation })
    .from(orderCharacters)
    .where(eq(orderCharacters.orderId, orderId))
    .orderBy(desc(orderCharacters.generation))
    .limit(1);
  return latest?.generation;
}

/** Removes every round of the order (its photo was replaced); returns the files to delete after commit. */
export async function deleteCharacters(db: DbOrTx, orderId: string): Promise<string[]> {
  const removed = await db
    .delete(orderCharacters)
    .where(eq(orderCharacters.orderId, orderId))
    .returning({ key: orderCharacters.storageKey });
  return removed.map((row) => row.key);
}

/** Removes one round of the order (replaced by a correction); returns the files to delete after commit. */
export async function deleteRound(db: DbOrTx, orderId: string, generation: number): Promise<string[]> {
  const removed = await db
    .delete(orderCharacters)
    .where(and(eq(orderCharacters.orderId, orderId), eq(orderCharacters.generation, generation)))
    .returning({ key: orderCharacters.storageKey });
  return removed.map((row) => row.key);
}
