import type { Db } from '../db/client';
import { contactMessages } from '../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function saveContactMessage(db: Db, message: NewContactMessage) {
  const [saved] = await db.insert(contactMessages).values(message).returning();
  if (!saved) throw new Error('contact message was not stored');
  return saved;
}
