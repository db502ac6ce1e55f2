import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

/**
 * The order with this number, only when the e-mail matches too (case-insensitively). A wrong e-mail
 * and an unknown number give the same answer, so the endpoint cannot be used to probe order numbers.
 */
export async function findOrderForTracking(db: Db, orderNumber: string, email: string) {
  const [order] = await db
    .select({
      orderNumber: orders.orderNumber,
      email: orders.email,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .limit(1);
  if (!order || order.email.trim().toLowerCase() !== email.trim().toLowerCase()) return undefined;
  return order;
}
