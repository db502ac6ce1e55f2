/**
 * Hostile input for every operation of the OpenAPI document, generated from the document itself: for each
 * operation a valid request is built from its schemas (path, query and JSON body), then every field in turn
 * gets a wrong type, a huge or exotic string, a NUL, a lone surrogate, a prototype key or deep nesting; the
 * body is also replaced whole. Requests carry an ambassador token, an admin session and an order token, so
 * the guarded handlers are reached too, and a share go out anonymous. Not one answer may be a 5xx.
 *
 * Bounded: at most MUTATIONS_PER_OPERATION requests per operation, picked by a seeded generator so a
 * failure replays. It runs on a database of its own, since the admin calls create and delete content.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, type TestStaff } from './admin-helpers';
import { activeAmbassador, type TestAmbassador, TOKEN_SECRET } from './ambassadors-helpers';
import { buildTestApp, type OwnDatabase, ownDatabase } from './helpers';
import { type CreatedOrder, createOrder, tokenHeader } from './orders-fixtures';

const MUTATIONS_PER_OPERATION = 40;

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: Schema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
}

const HUGE = 'x'.repeat(100_000);
const HOSTILE_STRINGS = [
  'a\u0000b',
  'a\ud800b',
  '\udfff',
  HUGE,
  '🦄 Əli Маша ğüşöçı ‮',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '%00',
  '',
  '-1',
  '1e309',
  'NaN',
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  null,
  true,
  -1,
  1.5,
  2 ** 53 + 2,
  -1e308,
  [],
  {},
  [[[[[]]]]],
  JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'),
];

/** A small deterministic generator, so a failure can be replayed. */
function rng(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/** A value the schema accepts, as simple as possible. */
function sample(schema: Schema | undefined, known: Record<string, unknown>, name = ''): unknown {
  if (!schema) return undefined;
  if (name in known) return known[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, known, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sample(child, known, key)]),
      );
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => sample(schema.items, known));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return known.id;
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (schema.format === 'date') return '2026-01-01';
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return 'a';
  }
}

/** Every place in a sampled value where a hostile value can go, as key paths. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Object.entries(value as Record<string, unknown>);
  return [prefix, ...entries.flatMap(([key, child]) => leafPaths(child, [...prefix, key]))];
}

function replaced(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const copy = Array.isArray(value) ? [...value] : { ...(value as Record<string, unknown>) };
  (copy as Record<string, unknown>)[head] = replaced((value as Record<string, unknown>)[head], rest, replacement);
  return copy;
}

/**
 * Percent-encodes like a browser, except that a lone surrogate is sent as the three bytes a careless client
 * would write for it (ED A0 80 …), which is invalid UTF-8: exactly what the server must turn away cleanly.
 */
function encodeHostile(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

interface FuzzRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  anonymous: boolean;
}

function requestsFor(operation: Operation, known: Record<string, unknown>, random: () => number): FuzzRequest[] {
  const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  const params = (where: Parameter['in']) =>
    Object.fromEntries(
      operation.parameters
        .filter((parameter) => parameter.in === where)
        .map((parameter) => [parameter.name, text(sample(parameter.schema, known, parameter.name))]),
    );
  const valid: FuzzRequest = {
    path: params('path'),
    query: params('query'),
    body: operation.body ? sample(operation.body, known) : undefined,
    anonymous: false,
  };
  const mutations: FuzzRequest[] = [valid, { ...valid, anonymous: true }];
  for (const where of ['path', 'query'] as const) {
    for (const name of Object.keys(valid[where])) {
      for (const hostile of HOSTILE_STRINGS) {
        mutations.push({ ...valid, [where]: { ...valid[where], [name]: hostile } });
      }
    }
  }
  if (operation.body) {
    for (const path of leafPaths(valid.body)) {
      for (const hostile of HOSTILE_VALUES) mutations.push({ ...valid, body: replaced(valid.body, path, hostile) });
    }
    mutations.push({ ...valid, body: JSON.parse('{"__proto__":{"x":1}}') });
    let deep: unknown = 'bottom';
    for (let depth = 0; depth < 200; depth += 1) deep = { a: deep };
    mutations.push({ ...valid, body: deep });
  }
  // Keep the two valid requests, then a seeded sample of the rest.
  const [first, second, ...rest] = mutations;
  const picked: FuzzRequest[] = [first as FuzzRequest, second as FuzzRequest];
  while (picked.length < MUTATIONS_PER_OPERATION && rest.length > 0) {
    const [chosen] = rest.splice(Math.floor(random() * rest.length), 1);
    picked.push({ ...(chosen as FuzzRequest), anonymous: random() < 0.15 });
  }
  return picked;
}

let database: OwnDatabase;
let app: FastifyInstance;
let operations: Operation[] = [];
let ambassador: TestAmbassador;
let admin: TestStaff;
let order: CreatedOrder;

beforeAll(async () => {
  database = await ownDatabase('shop_fuzz');
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-fuzz-'));
  app = await buildTestApp({
    databaseUrl: database.url,
    env: { DATA_DIR: dataDir, AMBASSADOR_TOKEN_SECRET: TOKEN_SECRET },
  });
  const document = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>
    >;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
  // Signing out ends the credentials the other operations use, so those go last.
  operations.sort((a, b) => Number(a.path.includes('sign_out')) - Number(b.path.includes('sign_out')));
  [ambassador, admin, order] = await Promise.all([
    activeAmbassador(app),
    signedInStaff(app, 'admin'),
    createOrder(app, {}),
  ]);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('hostile input', () => {
  it('never gets a 5xx from any operation of the OpenAPI document', { timeout: 300_000 }, async () => {
    expect(operations.length).toBeGreaterThan(80);
    const random = rng(20261126);
    const known = { id: order.id, slug: 'fuzz-no-such-slug', '*': 'fuzz/no-such-file.png' };
    const credentials = {
      authorization: `Bearer ${ambassador.token}`,
      cookie: admin.cookie,
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
      ...tokenHeader(order.token),
    };
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const operation of operations) {
      for (const request of requestsFor(operation, known, random)) {
        const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
          encodeHostile(request.path[name] ?? ''),
        );
        const query = Object.entries(request.query)
          .map(([key, value]) => `${encodeHostile(key)}=${encodeHostile(value)}`)
          .join('&');
        const url = query ? `${path}?${query}` : path;
        const hasBody = request.body !== undefined;
        const response = await app.inject({
          method: operation.method as 'GET',
          url,
          headers: {
            ...(request.anonymous ? {} : credentials),
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
          },
          ...(hasBody ? { payload: JSON.stringify(request.body) } : {}),
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        // Readiness answers 503 by design while the instance should get no traffic (here: no built front end).
        const notReady = operation.path === '/api/v1/health/ready' && response.statusCode === 503;
        if (response.statusCode >= 500 && !notReady) {
          const sent = hasBody ? JSON.stringify(request.body).slice(0, 120) : '';
          failures.push(
            `${response.statusCode} ${operation.method} ${url.slice(0, 120)} ${sent} → ${response.body.slice(0, 200)}`,
          );
        }
      }
    }
    const sent = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    console.info(`[fuzz] ${sent} requests over ${operations.length} operations:`, Object.fromEntries(statuses));
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
    // The valid requests reach the handlers: plenty of answers are not the validator's 400.
    const past = sent - (statuses.get(400) ?? 0);
    expect(past / sent).toBeGreaterThan(0.2);
    expect([...statuses.keys()].filter((status) => status < 300).length).toBeGreaterThan(0);
  });
});
