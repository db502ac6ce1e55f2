import { type CommonMessageId, isApiError, messageFromBody } from '@shop/shared';
import type { useT } from '../intl';

/**
 * A refusal the server explained (4xx with a message in the reader's language) as it is; anything else
 * (5xx, network) as the spec's message for this form, e.g. 'An error occurred during sign in'.
 */
export function failureText(error: unknown, t: ReturnType<typeof useT>, fallbackId: CommonMessageId): string {
  if (isApiError(error) && typeof error.status === 'number' && error.status < 500) {
    const text = messageFromBody(error.body);
    if (text) return text;
  }
  return t(fallbackId);
}
