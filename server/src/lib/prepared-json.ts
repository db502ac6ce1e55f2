/**
 * Responses that many requests share (a book list in one language) are built once and marked as
 * prepared; the serializer then validates and stringifies each of them once per route instead of on
 * every request, and `preparedCompression` compresses that JSON once per encoding instead of on every
 * request. A prepared object must never be mutated afterwards.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifySerializerCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';

const prepared = new WeakSet<object>();

export function prepare<T extends object>(value: T): T {
  prepared.add(value);
  return value;
}

type Encoding = 'br' | 'gzip';
/** The answer's bytes as sent: compressed, or as they are ('identity'), encoded from the string once. */
type Compressed = Partial<Record<Encoding | 'identity', Buffer>>;

/**
 * The JSON of prepared answers, each with its compressed forms once asked for. Keyed by the very string the
 * serializer cached, so a lookup hashes it once in V8's lifetime and compares by identity. Bounded by size: the
 * JSON of an answer replaced after a content change is dropped in time rather than kept.
 */
const compressedJson = new LRUCache<string, Compressed>({
  // The string (two bytes a character at most), its UTF-8 bytes (up to three) and the smaller compressed forms.
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (_value, json) => Math.max(1, json.length * 6),
});

/** Below this an answer goes out as it is, as @fastify/compress would send it (its default threshold). */
const MIN_BYTES = 1024;

type ZodRouteSchema = Parameters<typeof serializerCompiler>[0]['schema'];

export const cachingSerializerCompiler: FastifySerializerCompiler<ZodRouteSchema> = (routeSchema) => {
  const serialize = serializerCompiler(routeSchema);
  // Per route and status: the same object is only ever sent by one route.
  const cache = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !prepared.has(data)) return serialize(data);
    let json = cache.get(data);
    if (json === undefined) {
      json = serialize(data);
      cache.set(data, json);
      if (json.length >= MIN_BYTES) compressedJson.set(json, {});
    }
    return json;
  };
};

/**
 * The encoding a client prefers among brotli and gzip by its Accept-Encoding (q-values honoured, brotli on a
 * tie), or undefined when it takes neither.
 */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    for (const encoding of token === '*' ? (['br', 'gzip'] as const) : [token]) {
      if (encoding !== 'br' && encoding !== 'gzip') continue;
      if (q > bestQ || (q === bestQ && encoding === 'br')) {
        best = encoding;
        bestQ = q;
      }
    }
  }
  return best;
}

function compress(json: string, encoding: Encoding): Buffer {
  // Once per answer, so the stronger settings the per-request path cannot afford.
  return encoding === 'br'
    ? brotliCompressSync(json, {
        params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 9 },
      })
    : gzipSync(json, { level: 9 });
}

/**
 * Sends a prepared answer's bytes from the cache. On the root, so it runs before @fastify/compress's per-route hook,
 * which then leaves an answer that already has its Content-Encoding alone: the catalogue's reads that a browser asks
 * for with `Accept-Encoding: br` were compressed again on every request (most of their time), and those asked for
 * without one had their string encoded to UTF-8 on every write (two thirds of theirs).
 */
export const preparedCompression = fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (typeof payload !== 'string' || request.method !== 'GET' || reply.statusCode !== 200) return done();
      const forms = compressedJson.get(payload);
      if (!forms || reply.hasHeader('content-encoding')) return done();
      const encoding =
        request.headers['x-no-compression'] === undefined
          ? preferredEncoding(request.headers['accept-encoding'])
          : undefined;
      if (!encoding) {
        forms.identity ??= Buffer.from(payload);
        return done(null, forms.identity);
      }
      let body = forms[encoding];
      if (!body) {
        body = compress(payload, encoding);
        forms[encoding] = body;
      }
      const vary = reply.getHeader('vary');
      const varies = typeof vary === 'string' && vary.length > 0 ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
      reply.header('vary', varies).header('content-encoding', encoding).header('content-length', body.length);
      done(null, body);
    });
  },
  { name: 'prepared-compression' },
);
