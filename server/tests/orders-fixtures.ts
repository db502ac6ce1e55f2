/**
 * What the orders and payments tests share: a valid child, creating an order through the API, and
 * bringing an order to the point where it may be paid.
 */
import { ORDER_TOKEN_HEADER } from '@shop/shared/orders';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { orders } from '../src/db/schema';

export const child = (overrides: Record<string, unknown> = {}) => ({
  gender: 'girl',
  name: 'Aylin',
  age: 5,
  story_language: 'en',
  illustration_style: 'watercolor',
  newsletter: false,
  terms: true,
  ...overrides,
});

export const contact = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Leyla Aliyeva',
  email: 'leyla@example.com',
  phone: '+994 50 123 45 67',
  shipping_address: '28 May street 1, Baku',
  postal_code: 'AZ1000',
  notes: 'Please wrap it as a gift',
  newsletter: true,
  terms: true,
  ...overrides,
});

/** A book that is sold only as PDF and hardcover (see the seed). */
export const PDF_AND_HARDCOVER_BOOK = 'the-great-balloon-journey';
export const READY_BOOK = 'the-brave-little-explorer';

/** Jobs waiting in graphile-worker's queue under `key` (the tests run with JOBS=off, so they stay there). */
export async function queuedJobs(
  app: FastifyInstance,
  key: string,
): Promise<Array<{ task: string; payload: unknown }>> {
  const { rows } = await app.database.pool.query<{ task: string; payload: unknown }>(
    // The public jobs view hides payloads; the private table has them.
    'select t.identifier as task, j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where j.key = $1',
    [key],
  );
  return rows;
}

export const tokenHeader = (token: string) => ({ [ORDER_TOKEN_HEADER.toLowerCase()]: token });

export interface CreatedOrder {
  id: string;
  token: string;
  body: Record<string, unknown> & { order: Record<string, unknown> };
}

export async function createOrder(
  app: FastifyInstance,
  order: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<CreatedOrder> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers,
    payload: { order: { child: child(), ...order } },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json();
  return { id: body.order.id, token: body.access_token, body };
}

export function patchOrder(app: FastifyInstance, created: CreatedOrder, order: Record<string, unknown>) {
  return app.inject({
    method: 'PATCH',
    url: `/api/v1/orders/${created.id}`,
    headers: tokenHeader(created.token),
    payload: { order },
  });
}

export function orderCall(
  app: FastifyInstance,
  created: CreatedOrder,
  method: 'GET' | 'PATCH' | 'POST',
  action = '',
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/v1/orders/${created.id}${action ? `/${action}` : ''}`,
    headers: tokenHeader(created.token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The photo work's part, done directly: a stored photo and ready characters. */
export async function markCharactersReady(app: FastifyInstance, orderId: string): Promise<void> {
  await app.database.db
    .update(orders)
    .set({ photoKey: `orders/${orderId}/photo.jpg`, photoWidth: 800, photoHeight: 1000, charactersStatus: 'ready' })
    .where(eq(orders.id, orderId));
}

/** An order with every step done, ready for confirm_and_pay. */
export async function completeOrder(
  app: FastifyInstance,
  order: Record<string, unknown> = {},
  options: { version?: string; contact?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<CreatedOrder> {
  const created = await createOrder(app, { book_slug: READY_BOOK, ...order }, options.headers);
  await markCharactersReady(app, created.id);
  const response = await patchOrder(app, created, {
    version: options.version ?? 'hardcover',
    contact: contact(options.contact),
  });
  expect(response.statusCode, response.body).toBe(200);
  return created;
}
