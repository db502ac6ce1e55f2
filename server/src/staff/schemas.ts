/**
 * Building blocks every back-office route uses (routes/admin/**): the error answers of the staff guard, the
 * id parameter and a step's answers. Paged lists read their query with lib/list-query; the answers themselves
 * are the contracts in @shop/shared/contracts (back-office.ts).
 */
import { VALIDATION_MESSAGES } from '@shop/shared/validation';
import { z } from 'zod';
import { errorResponse } from '../lib/http-error';

const { invalid: INVALID } = VALIDATION_MESSAGES;

/** What every admin route may answer besides its own: no session, too low a role. */
export const guardResponses = { 401: errorResponse, 403: errorResponse } as const;

export const idParams = z.object({ id: z.uuid({ error: INVALID }) });

/** The answers of a step on one record (approve, ship, pay…): the record, or why not. */
export const stepResponses = <T extends z.ZodType>(record: T) =>
  ({ 200: record, 400: errorResponse, 404: errorResponse, 409: errorResponse, ...guardResponses }) as const;
