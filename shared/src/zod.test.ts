import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './validation';
import { z } from './zod';

describe('zod in the browser', () => {
  it("never probes for eval, which the pages' Content-Security-Policy would report", () => {
    expect(z.config().jitless).toBe(true);
    // Parsing an object schema is what would run the probe.
    const probe = globalThis.Function;
    const calls: unknown[] = [];
    globalThis.Function = new Proxy(probe, {
      apply: (target, self, args) => {
        calls.push(args);
        return Reflect.apply(target, self, args);
      },
      construct: (target, args) => {
        calls.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      contactMessageSchema.safeParse({ full_name: 'Aysel', email: 'a@example.com', subject: 'Hi', message: 'Hello' });
      z.object({ a: z.string(), b: z.number() }).safeParse({ a: 'x', b: 1 });
    } finally {
      globalThis.Function = probe;
    }
    expect(calls).toEqual([]);
  });
});
