import type { Db } from '../db/client';
import { contactMessages, subscribers } from '../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function saveContactMessage(db: Db, message: NewContactMessage) {
  const [saved] = await db.insert(contactMessages).values(message).returning();
  if (!saved) throw new Error('contact message was not stored');
  return saved;
}

/** True when the address is new. Addresses are compared case-insensitively by storing them lower-cased. */
export async function addSubscriber(db: Db, email: string, locale: string): Promise<boolean> {
  const inserted = await db
    .insert(subscribers)
    .values({ email: email.toLowerCase(), locale })
    .onConflictDoNothing({ target: subscribers.email })
    .returning({ id: subscribers.id });
  return inserted.length > 0;
}
