import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, ownDatabase, withTestApp } from '../helpers';

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

describe('GET /api/v1/health/ready', () => {
  it('is ready only with every migration of this build, the renderer loaded, and not while shutting down', async () => {
    // The built front end of this checkout (npm test builds before the unit tests), as the rendering tests use.
    const webRoot = join(import.meta.dirname, '..', '..', '..');
    const database = await ownDatabase('shop_ready');
    const app = await buildTestApp({ databaseUrl: database.url, webRoot });
    try {
      const ready = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.json()).toEqual({ ready: true, checks: { database: 'ok', renderer: 'ok', shutting_down: false } });
      expect(ready.statusCode).toBe(200);

      // An older schema than this build's (a rolling deploy before its migration ran): not ready.
      await app.database.pool.query(
        'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)',
      );
      const behind = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(behind.statusCode).toBe(503);
      expect(behind.json().checks.database).toBe('migrations_pending');
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('is not ready without a built front end, nor with the database gone', async () => {
    await withTestApp({ databaseUrl: 'postgres://nobody:nothing@127.0.0.1:1/none' }, async (down) => {
      const response = await down.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        ready: false,
        checks: { database: 'unreachable', renderer: 'not_built', shutting_down: false },
      });
    });
  });
});
