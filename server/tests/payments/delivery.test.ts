/** The sandbox's webhook sender against a real HTTP endpoint that is down for a moment, then back. */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { WebhookSender } from '../../src/payments/sandbox/delivery';
import { SIGNATURE_HEADER, verifySignature } from '../../src/payments/sandbox/signature';

const SECRET = randomBytes(32).toString('hex');
const silent = { info() {}, warn() {}, error() {}, child: () => silent } as unknown as FastifyBaseLogger;

interface Received {
  body: Buffer;
  signature: string | undefined;
}

/** An endpoint that answers with the given statuses in turn (the last one from then on). */
async function endpoint(statuses: number[]): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const header = request.headers[SIGNATURE_HEADER];
      received.push({ body: Buffer.concat(chunks), signature: Array.isArray(header) ? header[0] : header });
      response.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)] ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/webhook`, received, server };
}

const servers: Server[] = [];
const senders: WebhookSender[] = [];
afterEach(async () => {
  for (const sender of senders.splice(0)) sender.close();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

function sender(retryDelaysMs: number[]) {
  const created = new WebhookSender({ secret: SECRET, log: silent, retryDelaysMs, attemptTimeoutMs: 2000 });
  senders.push(created);
  return created;
}

const event = { id: `evt_${randomBytes(16).toString('hex')}`, type: 'checkout.session.succeeded', text: 'Ödəniş ₼' };

describe('WebhookSender', () => {
  it('keeps trying while the shop answers 503, signing each attempt, until it takes the event', async () => {
    const shop = await endpoint([503, 503, 200]);
    servers.push(shop.server);
    const delivering = sender([20, 20, 20]);
    expect(await delivering.deliver(shop.url, event)).toBe(false);
    // Idle once the third attempt was taken: nothing more is sent after that.
    await delivering.whenIdle();
    expect(shop.received).toHaveLength(3);
    for (const attempt of shop.received) {
      expect(JSON.parse(attempt.body.toString('utf8'))).toEqual(event);
      expect(() => verifySignature(SECRET, attempt.body, attempt.signature)).not.toThrow();
    }
  });

  it('delivers after the shop was not even listening for a moment', async () => {
    const shop = await endpoint([200]);
    const { url } = shop;
    await new Promise((resolve) => shop.server.close(resolve));
    const delivering = sender([50, 50, 400]);
    expect(await delivering.deliver(url, event)).toBe(false);
    // Back up on the same port.
    const port = Number(new URL(url).port);
    const again = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.end());
    });
    let taken = 0;
    again.on('request', () => {
      taken += 1;
    });
    servers.push(again);
    await new Promise<void>((resolve) => again.listen(port, '127.0.0.1', resolve));
    await delivering.whenIdle();
    expect(taken).toBe(1);
  });

  it('takes a 2xx on the first attempt and does not retry a refusal that would not change', async () => {
    const ok = await endpoint([204]);
    const refusing = await endpoint([400]);
    servers.push(ok.server, refusing.server);
    const delivering = sender([20, 20]);
    expect(await delivering.deliver(ok.url, event)).toBe(true);
    expect(await delivering.deliver(refusing.url, event)).toBe(false);
    await delivering.whenIdle();
    expect(ok.received).toHaveLength(1);
    expect(refusing.received).toHaveLength(1);
  });

  it('stops retrying when closed', async () => {
    const down = await endpoint([503]);
    servers.push(down.server);
    const delivering = sender([30, 30, 30]);
    await delivering.deliver(down.url, event);
    delivering.close();
    await delivering.whenIdle();
    expect(down.received).toHaveLength(1);
  });
});
