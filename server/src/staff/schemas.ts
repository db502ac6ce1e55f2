/**
 * Building blocks every back-office route uses (routes/admin/**): the list query (page, per_page, sort,
 * order), the list answer `{items, total, page, per_page}`, and the error answers of the staff guard.
 * One shape for every table, so the back office has one table component.
 */
import { VALIDATION_MESSAGES } from '@shop/shared/validation';
import { z } from 'zod';
import { STAFF_ROLES } from '../db/schema';
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

export function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });
}

/** The offset of a page, for `.limit(per_page).offset(...)`. */
export const offsetOf = (query: { page: number; per_page: number }) => (query.page - 1) * query.per_page;

/** What every admin route may answer besides its own: no session, too low a role. */
export const guardResponses = { 401: errorResponse, 403: errorResponse } as const;

export const staffJson = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});

export const staffAccountJson = staffJson.extend({
  disabled: z.boolean(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});

export const auditEntryJson = z.object({
  id: z.uuid(),
  staff_id: z.uuid().nullable(),
  staff_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  created_at: z.string(),
});

export const idParams = z.object({ id: z.uuid({ error: INVALID }) });
