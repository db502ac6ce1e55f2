/**
 * The HTTP stub of every front-end test: msw answers the API by "METHOD /path", without React, so the shared
 * API tests use it as the page tests do (./index.tsx re-exports it). Test code only.
 */
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach } from 'vitest';
import { z } from '../zod';
import { contractFor } from './contracts';

export type Reply = { status?: number; body: unknown } | ((request: Request) => Response | Promise<Response>);

// Every request of a test file goes through msw; one a test did not stub fails loudly rather than leaving the
// machine. msw patches the global fetch, which in the happy-dom environment is happy-dom's: the one the pages call.
const server = setupServer();
server.listen({ onUnhandledRequest: 'error' });

/** Answers that broke their route's contract, reported when the test ends (a handler's throw would only be a 500). */
const drifted: string[] = [];

function checkContract(key: string, status: number, body: unknown) {
  const result = contractFor(key, status)?.safeParse(body);
  if (result && !result.success) {
    return `stubApi: the ${status} answer to '${key}' breaks its contract: ${z.prettifyError(result.error)}`;
  }
  return undefined;
}

/**
 * Answers `fetch` by "METHOD /path" (path without /api/v1, query ignored); anything else is a 404 in the shop's
 * error shape. A body whose route has a contract (./contracts.ts) must match it; `calls` holds every request made.
 */
export function stubApi(routes: Record<string, Reply>) {
  for (const [key, reply] of Object.entries(routes)) {
    if (typeof reply === 'function') continue;
    const problem = checkContract(key, reply.status ?? 200, reply.body);
    if (problem) throw new Error(problem);
  }
  const calls: Request[] = [];
  server.resetHandlers(
    http.all('*', async ({ request }) => {
      // A copy, so a test can still read the body the page sent after the handler has.
      calls.push(request.clone());
      const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\/v1/, '')}`;
      const reply = routes[key];
      if (typeof reply === 'function') {
        const response = await reply(request);
        if (response.ok && response.headers.get('Content-Type')?.includes('json')) {
          const problem = checkContract(key, response.status, await response.clone().json());
          if (problem) drifted.push(problem);
        }
        return response;
      }
      const { status = 200, body } = reply ?? { status: 404, body: { error: 'not_found', message: 'Not found' } };
      return Response.json(body, { status });
    }),
  );
  return { calls };
}

afterEach(() => {
  server.resetHandlers();
  const problems = drifted.splice(0);
  if (problems.length > 0) throw new Error(problems.join('\n'));
});

afterAll(() => server.close());
