/**
 * The console's words for the codes it shows (versions, roles, …), as maps from each code to its message
 * id: every id is written out, so the types and `npm run i18n:check` see it. Languages are named by the
 * common catalogue (LANGUAGE_MESSAGE of @shop/shared), as the wizard names them too.
 */
import type { CharactersStatus } from '@shop/shared';
import type { BookVersion, ChildPicturesReason, StaffRole } from '@shop/shared/validation';
import { type MessageId, useT } from '../intl';
import type { BackofficeMessageId } from '../messages';

export const VERSION_NAME = {
  pdf: 'backoffice.version.pdf',
  softcover: 'backoffice.version.softcover',
  hardcover: 'backoffice.version.hardcover',
} as const satisfies Record<BookVersion, BackofficeMessageId>;

export const ROLE_NAME = {
  admin: 'backoffice.role.admin',
  support: 'backoffice.role.support',
} as const satisfies Record<StaffRole, BackofficeMessageId>;

export const CHARACTERS_STATUS = {
  none: 'backoffice.characters.none',
  generating: 'backoffice.characters.generating',
  ready: 'backoffice.characters.ready',
  failed: 'backoffice.characters.failed',
} as const satisfies Record<CharactersStatus, BackofficeMessageId>;

/** Why someone on the team looked at a child's pictures. */
export const PICTURES_REASON = {
  customer_request: 'backoffice.pictures.reason.customer_request',
  quality_check: 'backoffice.pictures.reason.quality_check',
  redraw: 'backoffice.pictures.reason.redraw',
  print_problem: 'backoffice.pictures.reason.print_problem',
  other: 'backoffice.pictures.reason.other',
} as const satisfies Record<ChildPicturesReason, BackofficeMessageId>;

/**
 * A code's words where `words` has them, else the code itself: the server's codes are open-ended (an order's
 * locale, an e-mail kind, a newer status), and an unknown one is better shown as it is than hidden.
 */
export function useCodeLabel(): (words: Readonly<Record<string, MessageId>>, code: string) => string {
  const t = useT();
  return (words, code) => {
    const id = Object.hasOwn(words, code) ? words[code] : undefined;
    return id ? t(id) : code;
  };
}
