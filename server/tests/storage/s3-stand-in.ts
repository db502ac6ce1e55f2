/**
 * A local S3 for the tests: s3rver (an S3 API over a folder) in a child process on a free port with a temporary
 * folder and one bucket, and a small proxy in front of it that records what the SDK sent and can answer 5xx or nothing at all,
 * the way a real bucket fails. Nothing here reaches the internet.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../src/config/env';

export const TEST_BUCKET = 'shop-test';
/** s3rver's one account: another key id is refused with InvalidAccessKeyId (s3rver does not check SigV4 signatures). */
export const S3RVER_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3StandIn {
  endpoint: string;
  port: number;
  directory: string;
  /** Settings that point the shop at this stand-in (path style, s3rver's keys). */
  settings: S3Settings;
  /** The environment that does the same through loadConfig. */
  env: Record<string, string>;
  /** A plain SDK client, to look into the bucket behind the shop's back. */
  raw: S3Client;
  stop: () => Promise<void>;
}

/** Starts s3rver; pass the port and folder of a stopped one to bring the same bucket back. */
export async function startS3rver(previous?: { port: number; directory: string }): Promise<S3StandIn> {
  const directory = previous?.directory ?? (await mkdtemp(join(tmpdir(), 'shop-s3rver-')));
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      join(import.meta.dirname, 's3rver-process.mjs'),
      String(previous?.port ?? 0),
      directory,
      TEST_BUCKET,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // A test run that ends without stopping it (a crash, a timeout) leaves no s3rver behind.
  const orphaned = () => child.kill();
  process.once('exit', orphaned);
  child.once('exit', () => process.off('exit', orphaned));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const line = out.match(/^\{"port":(\d+)\}$/m);
      if (line) resolve(Number(line[1]));
    });
    child.once('exit', (code) => reject(new Error(`s3rver stopped before listening (exit ${code})`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return { ...pointedAt(endpoint), port, directory, stop: () => stopProcess(child) };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

export function pointedAt(endpoint: string): Pick<S3StandIn, 'endpoint' | 'settings' | 'env' | 'raw'> {
  const settings: S3Settings = {
    bucket: TEST_BUCKET,
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    ...S3RVER_KEY,
  };
  return {
    endpoint,
    settings,
    env: {
      STORAGE: 's3',
      S3_BUCKET: TEST_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'on',
      AWS_ACCESS_KEY_ID: S3RVER_KEY.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_KEY.secretAccessKey,
    },
    raw: new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: S3RVER_KEY }),
  };
}

export interface SeenRequest {
  method: string;
  /** Path and query, e.g. `/shop-test?delete`. */
  url: string;
  body: Buffer;
  /** The SDK's `amz-sdk-request` header, `attempt=1; max=3`: a retry repeats the call with a higher attempt. */
  attempt: number;
}

/** What the proxy does with the next request: pass it on, answer with this status, or never answer. */
export type ProxyMode = 'forward' | number | 'hang';

export interface S3Proxy {
  endpoint: string;
  seen: SeenRequest[];
  /** Modes for the coming requests, one each, then `forward`. */
  next: ProxyMode[];
  /** The mode once `next` is used up. */
  mode: ProxyMode;
  stop: () => Promise<void>;
}

export async function startProxy(target: string): Promise<S3Proxy> {
  const to = new URL(target);
  const hanging = new Set<ServerResponse>();
  const proxy: S3Proxy = { endpoint: '', seen: [], next: [], mode: 'forward', stop: async () => undefined };
  const server: Server = createServer((incoming, answer) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = Number(/attempt=(\d+)/.exec(String(incoming.headers['amz-sdk-request'] ?? ''))?.[1] ?? 0);
      proxy.seen.push({ method: incoming.method ?? '', url: incoming.url ?? '', body, attempt });
      const mode = proxy.next.shift() ?? proxy.mode;
      if (mode === 'hang') {
        hanging.add(answer);
        return;
      }
      if (typeof mode === 'number') {
        answer.writeHead(mode, { 'content-type': 'application/xml' });
        answer.end(
          `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${mode === 503 ? 'SlowDown' : 'InternalError'}</Code><Message>stand-in failure ${mode}</Message></Error>`,
        );
        return;
      }
      const forwarded = request(
        {
          host: to.hostname,
          port: to.port,
          method: incoming.method,
          path: incoming.url,
          // The signature covers the host header: pass it on unchanged.
          headers: incoming.headers,
        },
        (response) => {
          answer.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(answer);
        },
      );
      forwarded.on('error', () => answer.destroy());
      forwarded.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.stop = async () => {
    for (const answer of hanging) answer.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return proxy;
}
