/**
 * Responses that many requests share (a book list in one language) are built once and marked as
 * prepared; the serializer then validates and stringifies each of them once per route instead of on
 * every request. A prepared object must never be mutated afterwards.
 */
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

const prepared = new WeakSet<object>();

export function prepare<T extends object>(value: T): T {
  prepared.add(value);
  return value;
}

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
    }
    return json;
  };
};
