import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, withTestApp } from '../helpers';

describe('GET /api/v1/health', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('reports the database as ok after a real query', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 in the error shape when the database is unreachable', async () => {
    // Port 1 on loopback: nothing listens there, so the connection is refused at once.
    await withTestApp({ databaseUrl: 'postgres://nobody:nothing@127.0.0.1:1/none' }, async (down) => {
      const response = await down.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'unavailable', message: expect.any(String) });
      expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    });
  });
});
