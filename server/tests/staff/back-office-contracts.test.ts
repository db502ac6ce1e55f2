/**
 * The back office's answers are described, not waved through. Every route under /api/v1/admin declares the
 * schema of its success answer (the contracts in @shop/shared/contracts), and no such schema holds an object
 * of unknown shape (z.record(z.string(), z.unknown())) or a value of no type (z.unknown()): the response
 * serialiser would pass anything there, and the back office's types would read `unknown`. The downloads (the
 * raw e-mail, the bank's CSV, the lists' CSVs) are files, not JSON, and are left out; the audit log's before and after
 * are whatever record the action touched, so any JSON by design.
 */
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers';

interface Schema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
}
interface Document {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
  >;
  components?: { schemas?: Record<string, Schema> };
}

const FILES = new Set([
  'GET /api/v1/admin/outbox/{id}/raw',
  'GET /api/v1/admin/payouts/export.csv',
  'GET /api/v1/admin/orders.csv',
  'GET /api/v1/admin/ambassadors.csv',
]);
const ANY_JSON = new Set(['GET /api/v1/admin/audit 200: items[].before', 'GET /api/v1/admin/audit 200: items[].after']);

/** Where in `schema` a value of unknown shape hides, as paths like `items[].order.child`. */
function shapeless(document: Document, schema: Schema, at: string, seen = new Set<string>()): string[] {
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return [];
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) return [`${at} → missing ${schema.$ref}`];
    return shapeless(document, target, at, new Set([...seen, schema.$ref]));
  }
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (branches.length) return branches.flatMap((branch) => shapeless(document, branch, at, seen));
  if (schema.enum || 'const' in schema) return [];
  if (schema.type === undefined) return [at || '(the answer)'];
  const found: string[] = [];
  const isObject = schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object'));
  if (isObject) {
    const extra = schema.additionalProperties;
    const typedExtra = typeof extra === 'object' && Object.keys(extra).length > 0;
    if (!schema.properties && !typedExtra) found.push(`${at || '(the answer)'} is an object of any shape`);
    for (const [key, inner] of Object.entries(schema.properties ?? {})) {
      found.push(...shapeless(document, inner, at ? `${at}.${key}` : key, seen));
    }
    if (typedExtra) found.push(...shapeless(document, extra, `${at}{}`, seen));
  }
  if (schema.items) found.push(...shapeless(document, schema.items, `${at}[]`, seen));
  return found;
}

describe('back-office contracts', () => {
  it('describe the shape of every success answer under /api/v1/admin', async () => {
    const document = await withTestApp(
      {},
      async (app) => (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as Document,
    );
    const routes: string[] = [];
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      if (!path.startsWith('/api/v1/admin/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${path}`;
        routes.push(route);
        if (FILES.has(route)) continue;
        const successes = Object.entries(operation.responses).filter(([status]) => status.startsWith('2'));
        if (successes.length === 0) problems.push(`${route}: no success answer declared`);
        for (const [status, response] of successes) {
          if (status === '204') continue;
          const schema = response.content?.['application/json']?.schema;
          if (!schema) {
            problems.push(`${route} ${status}: no JSON schema`);
            continue;
          }
          for (const where of shapeless(document, schema, '')) {
            const problem = `${route} ${status}: ${where}`;
            if (!ANY_JSON.has(problem)) problems.push(problem);
          }
        }
      }
    }
    // The check ran over the whole back office, content editing included.
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContain('PATCH /api/v1/admin/content/price_configs/{id}');
    expect(problems).toEqual([]);
  });
});
