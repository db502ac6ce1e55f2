import type { Db } from '../db/client';
import { subscribers } from '../db/schema';

/** True when the address is new. Addresses are compared case-insensitively by storing them lower-cased. */
export async function addSubscriber(db: Db, email: string, locale: string): Promise<boolean> {
  const inserted = await db
    .insert(subscribers)
    .values({ email: email.toLowerCase(), locale })
    .onConflictDoNothing({ target: subscribers.email })
    .returning({ id: subscribers.id });
  return inserted.length > 0;
}
