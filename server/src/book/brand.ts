/**
 * The shop's name as a book prints it, in the book's language: a Russian, Turkish or Azerbaijani book must not
 * carry an English brand on its cover. A shop that configured its own SITE_NAME keeps it in every language (it
 * is their brand, we cannot translate it).
 */
import type { Localised, StoryLocale } from './story-types';

const BRAND: Localised = {
  en: 'Storybook Shop',
  ru: 'Книжка-сказка',
  tr: 'Masal Kitabı Dükkânı',
  az: 'Nağıl Kitabı Dükanı',
};

/** The default names of the regions (config's DEFAULT_SITE_NAMES): those are ours to translate. */
const OURS: ReadonlySet<string> = new Set(Object.values(BRAND));

export function bookBrand(siteName: string, locale: StoryLocale): string {
  return OURS.has(siteName) ? BRAND[locale] : siteName;
}
