/**
 * Every visible string of the storefront, in the four offered languages (formal you: вы, siz, siz), one
 * file per language under messages/. This whole catalogue is what `npm run i18n:check` and the tests
 * read; the running storefront loads only the visitor's language, on demand (intl.ts). Validation and error texts of the spec live in the common catalogue of @shop/shared.
 */
import { defineCatalogue } from '@shop/shared';
import { az } from './messages/az';
import { en } from './messages/en';
import { ru } from './messages/ru';
import { tr } from './messages/tr';

export type { StorefrontMessageId } from './messages/en';

export const messages = defineCatalogue('storefront', en, { ru, tr, az });
