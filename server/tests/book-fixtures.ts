/**
 * What the book tests share: an order with a real photo and generated characters (the astronaut fixture,
 * generated in-process), and changing its child or story through the API.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { astronautPng, createTestOrder, settleCharacters, type TestOrder, uploadPhoto } from './fixtures/photos';
import { child } from './orders-fixtures';

export async function orderWithCharacters(
  app: FastifyInstance,
  options: { style?: string; bookSlug?: string } = {},
): Promise<TestOrder> {
  const order = await createTestOrder(app, { illustration_style: options.style ?? 'watercolor' });
  if (options.bookSlug) await patchBookOrder(app, order, { book_slug: options.bookSlug });
  const upload = await uploadPhoto(app, order, await astronautPng(), { filename: 'me.png', contentType: 'image/png' });
  expect(upload.statusCode, upload.body).toBe(200);
  const characters = await settleCharacters(app, order);
  expect(characters.status).toBe('ready');
  return order;
}

export async function patchBookOrder(app: FastifyInstance, order: TestOrder, patch: Record<string, unknown>) {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/v1/orders/${order.id}`,
    headers: { 'x-order-token': order.token },
    payload: { order: patch },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The child as the wizard's first step sends it, with `overrides`. */
export const bookChild = (overrides: Record<string, unknown>) =>
  child({ illustration_style: 'watercolor', favourite_hero: '', ...overrides });
