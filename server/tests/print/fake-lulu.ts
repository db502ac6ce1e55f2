/**
 * A local stand-in for Lulu's Print API (node:http), for the adapter pointed at it with LULU_API_URL: the
 * OAuth client-credentials token, POST /cover-dimensions/, GET /print-jobs/?external_id= and POST /print-jobs/,
 * with bodies shaped like Lulu's API reference; and Lulu's webhooks (topic PRINT_JOB_STATUS_CHANGED, the print
 * job as `data`, HMAC-SHA256 of the raw body keyed with the client secret, hex, in Lulu-HMAC-SHA256).
 * It fails the ways the real service does: a 5xx, no answer at all, or the job made but its answer lost.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { luluSignature } from '../../src/print/lulu';

export const CLIENT_KEY = 'test-client-key';
export const CLIENT_SECRET = 'test-client-secret-0123456789abcdef';

export type FakeFailure = 'none' | 'error500' | 'hang' | 'lose-first-answer' | 'refuse-address';

export interface LuluJob {
  id: number;
  external_id: string;
  date_created: string;
  status: { name: string; messages: Record<string, unknown> | null; changed: string };
  contact_email: string;
  shipping_level: string;
  shipping_address: Record<string, string>;
  line_items: Array<{
    id: number;
    external_id: string;
    title: string;
    quantity: number;
    pod_package_id: string;
    printable_normalization: { interior: { source_url: string }; cover: { source_url: string } };
    status: { name: string; messages: Record<string, unknown> };
  }>;
  estimated_shipping_dates: { arrival_min: string; arrival_max: string; dispatch_min: string; dispatch_max: string };
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeLulu {
  url: string;
  requests: RecordedRequest[];
  jobs: LuluJob[];
  failure: FakeFailure;
  /** The cover size it answers, in points (Lulu's own formula stands behind the real one). */
  coverDimensions: (podPackageId: string, pages: number) => { width: number; height: number };
  /** A signed webhook body for `job` at `status` (its line item messages and job messages as given). */
  webhook(
    job: LuluJob,
    status: string,
    options?: { changed?: string; messages?: Record<string, unknown>; itemMessages?: Record<string, unknown> },
  ): { body: string; signature: string };
  close(): Promise<void>;
}

/** Lulu's trims in product codes; the stand-in knows the one the shop uses and two of Lulu's landscape ones. */
const TRIMS: Record<string, [number, number]> = { '1000X0700': [10, 7], '0900X0700': [9, 7], '1100X0850': [11, 8.5] };

/** Something like Lulu's answer: softcover 0.125 in bleed around, casewrap 0.75 in wrap, spine from the page count. */
export function luluLikeCover(podPackageId: string, pages: number): { width: number; height: number } {
  const compact = podPackageId.replaceAll('.', '');
  const [w, h] = TRIMS[compact.slice(0, 9)] ?? [0, 0];
  const casewrap = compact.slice(14, 16) === 'CW';
  const edge = casewrap ? 0.75 : 0.125;
  const spine = pages / 444 + (casewrap ? 0.25 : 0.06);
  return { width: Math.round((2 * w + spine + 2 * edge) * 72 * 1000) / 1000, height: (h + 2 * edge) * 72 };
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const TOKEN = 'fake-lulu-access-token';

/** POST /print-jobs/ as Lulu's reference describes it (only what the stand-in reads). */
interface CreatePrintJob {
  external_id: string;
  contact_email: string;
  shipping_level: string;
  shipping_address: Record<string, string>;
  line_items?: Array<Omit<LuluJob['line_items'][number], 'id' | 'status'>>;
}

export async function startFakeLulu(): Promise<FakeLulu> {
  const requests: RecordedRequest[] = [];
  const jobs: LuluJob[] = [];
  const hanging = new Set<ServerResponse>();
  let nextId = 4100;

  const fake: FakeLulu = {
    url: '',
    requests,
    jobs,
    failure: 'none',
    coverDimensions: luluLikeCover,
    webhook(job, status, options = {}) {
      const changed = options.changed ?? new Date().toISOString();
      const data: LuluJob = {
        ...job,
        status: { name: status, messages: options.messages ?? null, changed },
        line_items: job.line_items.map((item) => ({
          ...item,
          status: { name: status, messages: options.itemMessages ?? {} },
        })),
      };
      const body = JSON.stringify({ topic: 'PRINT_JOB_STATUS_CHANGED', data });
      return { body, signature: luluSignature(body, CLIENT_SECRET) };
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer(async (request, response) => {
    const text = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://fake');
    let body: unknown = text;
    try {
      body = text && request.headers['content-type']?.includes('json') ? JSON.parse(text) : text;
    } catch {
      body = text;
    }
    requests.push({
      method: request.method ?? '',
      path: url.pathname + url.search,
      authorization: request.headers.authorization,
      body,
    });

    if (fake.failure === 'hang') {
      hanging.add(response);
      return;
    }
    if (fake.failure === 'error500') return json(response, 502, { detail: 'Bad gateway' });

    if (url.pathname === '/auth/realms/glasstree/protocol/openid-connect/token' && request.method === 'POST') {
      const expected = `Basic ${Buffer.from(`${CLIENT_KEY}:${CLIENT_SECRET}`).toString('base64')}`;
      if (request.headers.authorization !== expected || text !== 'grant_type=client_credentials') {
        return json(response, 401, { error: 'unauthorized_client' });
      }
      return json(response, 200, { access_token: TOKEN, expires_in: 3600, token_type: 'bearer' });
    }
    if (request.headers.authorization !== `Bearer ${TOKEN}`)
      return json(response, 401, { detail: 'Not authenticated' });

    if (url.pathname === '/cover-dimensions/' && request.method === 'POST') {
      const { pod_package_id: product, interior_page_count: pages, unit } = body as Record<string, unknown>;
      const code = String(product ?? '').replaceAll('.', '');
      if (!TRIMS[code.slice(0, 9)] || typeof pages !== 'number') {
        return json(response, 400, { pod_package_id: ['Invalid pod_package_id'] });
      }
      const size = fake.coverDimensions(String(product), pages);
      return json(response, 200, { width: size.width.toFixed(3), height: size.height.toFixed(3), unit: unit ?? 'pt' });
    }
    if (url.pathname === '/print-jobs/' && request.method === 'GET') {
      const reference = url.searchParams.get('external_id');
      const results = jobs.filter((job) => reference === null || job.external_id === reference);
      return json(response, 200, { count: results.length, next: null, previous: null, results });
    }
    if (url.pathname === '/print-jobs/' && request.method === 'POST') {
      const input = body as CreatePrintJob;
      const item = input.line_items?.[0];
      if (!item?.printable_normalization?.interior?.source_url || !item?.printable_normalization?.cover?.source_url) {
        return json(response, 400, { line_items: ['Printable normalization is incomplete'] });
      }
      if (fake.failure === 'refuse-address') {
        return json(response, 400, {
          shipping_address: { detail: { errors: [{ message: 'Address could not be verified: city' }] } },
        });
      }
      const now = new Date().toISOString();
      const job: LuluJob = {
        id: nextId++,
        external_id: input.external_id,
        date_created: now,
        status: { name: 'CREATED', messages: null, changed: now },
        contact_email: input.contact_email,
        shipping_level: input.shipping_level,
        shipping_address: input.shipping_address,
        line_items: [{ id: nextId++, ...item, status: { name: 'CREATED', messages: {} } }],
        estimated_shipping_dates: {
          arrival_min: '2026-12-08',
          arrival_max: '2026-12-11',
          dispatch_min: '2026-12-02',
          dispatch_max: '2026-12-03',
        },
      };
      jobs.push(job);
      if (fake.failure === 'lose-first-answer') {
        // The job exists at Lulu; the shop never hears so.
        fake.failure = 'none';
        response.destroy();
        return;
      }
      return json(response, 201, job);
    }
    json(response, 404, { detail: 'Not found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
