/**
 * The ambassador portal's catalogue: every string it shows, in the four offered languages.
 * One file per language under messages/. This whole catalogue is what `npm run i18n:check` and the tests
 * read; the running remote loads only the visitor's language, on demand (intl.ts).
 */
import { defineCatalogue } from '@shop/shared';
import { az } from './messages/az';
import { en } from './messages/en';
import { ru } from './messages/ru';
import { tr } from './messages/tr';

export type { AmbassadorMessageId } from './messages/en';

export const messages = defineCatalogue('ambassador', en, { ru, tr, az });
