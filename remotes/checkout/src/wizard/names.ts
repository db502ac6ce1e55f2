/**
 * Names of the child and the parent: letters of any script (with their combining marks), spaces, hyphens
 * and apostrophes, and at least one letter. The server applies the same rule (server/src/orders/
 * contact-rules.ts) and answers 422 with the same message id.
 */
export const NAME_MESSAGE = 'checkout.validation.name';

const NAME = /^[\p{L}\p{M} '’ʼ‐-]+$/u;

export function isPersonName(text: string): boolean {
  const name = text.trim();
  return NAME.test(name) && /\p{L}/u.test(name);
}
