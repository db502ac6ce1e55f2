/** Shipments, and what the fulfilment e-mails need to know about what was already sent. */
import { and, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { sentEmails, shipments } from '../db/schema';

export type ShipmentRow = typeof shipments.$inferSelect;

export async function findShipment(db: DbOrTx, orderId: string): Promise<ShipmentRow | undefined> {
  const [shipment] = await db.select().from(shipments).where(eq(shipments.orderId, orderId)).limit(1);
  return shipment;
}

/** Whether an e-mail of `kind` about the order was recorded at or after `since` (both database time). */
export async function sentSince(db: DbOrTx, orderId: string, kind: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sentEmails.id })
    .from(sentEmails)
    .where(and(eq(sentEmails.orderId, orderId), eq(sentEmails.kind, kind), gte(sentEmails.createdAt, since)))
    .limit(1);
  return row !== undefined;
}
