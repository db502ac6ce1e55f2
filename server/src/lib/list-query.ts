/**
 * How every paged list reads its query and answers: page (1-based) and per_page from the shared contract,
 * sort and order for tables, and the page answer `{items, total, page, per_page}`.
 */
import { pageQuerySchema } from '@shop/shared/contracts';
import { VALIDATION_MESSAGES } from '@shop/shared/validation';
import { z } from 'zod';

const { invalid: INVALID } = VALIDATION_MESSAGES;

/**
 * page (1-based), per_page (20 by default, at most 100), sort (one of `sortFields`, the first is the
 * default) and order (desc by default: the newest first).
 */
export function listQuery<const T extends readonly [string, ...string[]]>(sortFields: T) {
  return pageQuerySchema.extend({
    sort: z.enum(sortFields, { error: INVALID }).default(sortFields[0] as T[0]),
    order: z.enum(['asc', 'desc'], { error: INVALID }).default('desc'),
  });
}

/** The offset of a page, for `.limit(per_page).offset(...)`. */
export const offsetOf = (query: { page: number; per_page: number }) => (query.page - 1) * query.per_page;

/** A page of a list as every table answers it: the rows, the total and the page asked for. */
export function pageOf<T>(query: { page: number; per_page: number }, { items, total }: { items: T[]; total: number }) {
  return { items, total, page: query.page, per_page: query.per_page };
}
