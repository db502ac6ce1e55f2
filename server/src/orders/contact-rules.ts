/**
 * The wizard's rules for names, phone numbers and the delivery country (@shop/shared/validation: limits.ts and
 * phone.ts), checked again on the server: the client's check only words the problem early. The message ids are
 * the common catalogue's, so the answer is worded in the order's language.
 */
import type { ErrorDetails } from '@shop/shared/contracts';
import { HttpError } from '../lib/http-error';

/** Worded by the server for a client that shows only the top-level message. */
const INVALID_MESSAGE = 'common.validation.invalid';

export interface RuleProblem {
  path: string[];
  message_id: string;
  code: 'name' | 'phone' | 'country' | `favourite_hero_${'offensive' | 'violent' | 'not_a_character'}`;
}

/** 422 'validation_error' listing every problem, as the form shows them (the first one is the message). */
export function refuse(problems: RuleProblem[], translate: (id: string) => string): HttpError {
  const details: ErrorDetails = problems.map((problem) => ({
    ...problem,
    message: translate(problem.message_id),
    location: 'body',
  }));
  return new HttpError(422, 'validation_error', INVALID_MESSAGE, details);
}
