/**
 * Building blocks every back-office route uses (routes/admin/**): the list query (page, per_page, sort,
 * order) and the error answers of the staff guard. The answers themselves, the list answer
 * `{items, total, page, per_page}` among them, are the contracts in @shop/shared/contracts (back-office.ts).
 */
import { VALIDATION_MESSAGES } from '@shop/shared/validation';
import { z } from 'zod';
import { pageQuery } from '../ambassadors/schemas';
import { errorResponse } from '../lib/http-error';

const { invalid: INVALID } = VALIDATION_MESSAGES;

/**
 * page (1-based), per_page (20 by default, at most 100), sort (one of `sortFields`, the first is the
 * default) and order (desc by default: the newest first).
 */
export function listQuery<const T extends readonly [string, ...string[]]>(sortFields: T) {
  return pageQuery.extend({
    sort: z.enum(sortFields, { error: INVALID }).default(sortFields[0] as T[0]),
    order: z.enum(['asc', 'desc'], { error: INVALID }).default('desc'),
  });
}

/** The offset of a page, for `.limit(per_page).offset(...)`. */
export const offsetOf = (query: { page: number; per_page: number }) => (query.page - 1) * query.per_page;

/** What every admin route may answer besides its own: no session, too low a role. */
export const guardResponses = { 401: errorResponse, 403: errorResponse } as const;

export const idParams = z.object({ id: z.uuid({ error: INVALID }) });

/** The answers of a step on one record (approve, ship, pay…): the record, or why not. */
export const stepResponses = <T extends z.ZodType>(record: T) =>
  ({ 200: record, 400: errorResponse, 404: errorResponse, 409: errorResponse, ...guardResponses }) as const;

/** A page of a list as every table answers it: the rows, the total and the page asked for. */
export function pageOf<T>(query: { page: number; per_page: number }, { items, total }: { items: T[]; total: number }) {
  return { items, total, page: query.page, per_page: query.per_page };
}
