/**
 * The common catalogue, whole: every validation and error message of spec sections 5 and 8, and the few
 * words every package needs, one file per language under messages/. The server, `npm run i18n:check` and
 * the tests read it whole; a page loads only its own language (common-intl.ts), as the
 * remotes do with theirs.
 */
import { defineCatalogue } from './catalogue';
import { az } from './messages/az';
import { de } from './messages/de';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { ru } from './messages/ru';
import { tr } from './messages/tr';

export type { CommonMessageId } from './messages/en';

export const commonMessages = defineCatalogue('common', en, { ru, tr, az, es, fr, de });
