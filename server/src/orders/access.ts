/**
 * Who may touch an order: whoever holds the access token `POST /orders` returned. Only its SHA-256 is
 * stored. A wrong or missing token answers exactly like an unknown id ('Order not found'), so ids
 * cannot be probed.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ORDER_TOKEN_HEADER } from '@shop/shared/orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { notFound } from '../lib/http-error';

export type OrderRow = typeof orders.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccessToken(token) };
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function tokenMatches(token: string | undefined, hash: string): boolean {
  if (!token) return false;
  const given = Buffer.from(hashAccessToken(token), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The order `id` when the request carries its token; otherwise 404 'Order not found'. */
export async function loadOrderForRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  db: Db = app.database.db,
): Promise<OrderRow> {
  if (!UUID.test(id)) throw notFound('common.error.orderNotFound');
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  const header = request.headers[ORDER_TOKEN_HEADER.toLowerCase()];
  const token = Array.isArray(header) ? header[0] : header;
  if (!order || !tokenMatches(token, order.accessTokenHash)) throw notFound('common.error.orderNotFound');
  return order;
}
