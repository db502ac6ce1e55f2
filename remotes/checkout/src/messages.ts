/**
 * The checkout's catalogue: every string of the wizard and the order result pages, in the four offered
 * languages. A child's name is always phrased so it needs no case ending (ru) or suffix (tr, az): it
 * stands as a subject, after a dash or colon, or before a postposition (için, üçün, kadar, qədər). The
 * child's gender picks the Russian and English word forms through ICU select; Turkish and Azerbaijani have
 * no grammatical gender, so their messages take `gender` in a select with only `other`, keeping the
 * placeholders the same in every language.
 *
 * One file per language under messages/. This whole catalogue is what `npm run i18n:check` and the tests
 * read; the running remote loads only the visitor's language, on demand (intl.ts).
 */
import { defineCatalogue } from '@shop/shared';
import { az } from './messages/az';
import { en } from './messages/en';
import { ru } from './messages/ru';
import { tr } from './messages/tr';

export type { CheckoutMessageId } from './messages/en';

export const messages = defineCatalogue('checkout', en, { ru, tr, az });
