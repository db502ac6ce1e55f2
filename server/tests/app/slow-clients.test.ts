/**
 * Clients that do not finish their request: one whose body never comes is cut off after REQUEST_TIMEOUT_SECONDS
 * instead of holding its socket for minutes, and one that goes away in the middle of its body is logged as that,
 * not as a database outage.
 */
import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers';

const lines: Array<{ level: number; msg: string }> = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await buildTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '1' }, logger: { level: 'info', stream } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => app?.close());

/** Sends the headers of a POST promising `length` bytes and then only `sent` of them. */
function partialPost(length: number, sent: number): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/v1/contact HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${length}\r\n\r\n${'{'.padEnd(sent, ' ')}`,
      );
      resolve(socket);
    });
  });
}

describe('slow and vanishing clients', () => {
  it('cuts off a request whose body never comes, after the request timeout', async () => {
    const socket = await partialPost(1000, 10);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += String(chunk);
    });
    const started = Date.now();
    await new Promise<void>((resolve) => socket.on('close', () => resolve()));
    const waited = Date.now() - started;
    expect(waited).toBeLessThan(10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('logs a client gone in the middle of its body as that, not as the database being unavailable', async () => {
    const socket = await partialPost(1000, 10);
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lines.some((line) => line.msg === 'database unavailable')).toBe(false);
    expect(lines.some((line) => line.level >= 50)).toBe(false);
  });
});
