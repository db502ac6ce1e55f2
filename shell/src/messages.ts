/**
 * The shell's catalogue, whole: the header, footer, dashboard frame and fallback words in the four offered
 * languages, one file per language under messages/. `npm run i18n:check` and the tests read it whole; the
 * running shell loads only the page's language (intl.ts).
 */
import { defineCatalogue } from '@shop/shared/i18n/catalogue';
import { az } from './messages/az';
import { en } from './messages/en';
import { ru } from './messages/ru';
import { tr } from './messages/tr';

export const shellMessages = defineCatalogue('shell', en, { ru, tr, az });
