/**
 * The one text rule at the edge of the API: every string a request brings (path and query parameters, JSON
 * body values and keys) must be storable text (`isStorableText` in @shop/shared/validation). Checked once
 * here, before any route's own validation, so no route can forget it: a NUL that PostgreSQL refuses or a
 * lone surrogate that breaks encodeURIComponent becomes a 400 with a translated message, never a 500.
 */
import { isStorableText, VALIDATION_MESSAGES } from '@shop/shared/validation';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { localeOf } from '../lib/locale';
import { translateMessage } from '../lib/messages';

type Location = 'params' | 'querystring' | 'body';

/** The path of the first string that breaks the rule, or null; `depth` bounds hostile nesting. */
function firstBadPath(value: unknown, path: string[], depth = 0): string[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the key is shown with what the rule refuses replaced.
    if (!isStorableText(key)) return [...path, key.replace(/[\u0000\ud800-\udfff]/g, '\ufffd')];
    const bad = firstBadPath(item, [...path, key], depth + 1);
    if (bad) return bad;
  }
  return null;
}

/** Whether a parsed part of the request has nothing in it (most GETs: no params, no query, no body). */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  for (const _ in value) return false;
  return true;
}

/**
 * On the root (fastify-plugin): every route's input is checked, whichever plugin declares it. A callback hook that
 * returns at once for a request with nothing to check: it runs for every request, cached pages included.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const parts: Array<[Location, unknown]> = [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ];
      for (const [location, value] of parts) {
        if (isEmpty(value)) continue;
        const path = firstBadPath(value, []);
        if (path) {
          const id = VALIDATION_MESSAGES.text;
          const message = translateMessage(id, localeOf(request));
          done(new HttpError(400, 'validation_error', id, [{ path, message, message_id: id, code: 'text', location }]));
          return;
        }
      }
      done();
    });
  },
  { name: 'text-rule' },
);
