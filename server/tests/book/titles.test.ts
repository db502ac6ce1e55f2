/**
 * The shop sells a book under the title the book has printed on its cover: the printed title is the
 * catalogue's title with the child's name joined to it ("Aylin and the Dream Train"), never other words.
 * Only where a language joins the name and the title into one phrase may the title's last word take an
 * ending (a possessive, a locative); those are written out below, so a new one is a decision.
 */
import { describe, expect, it } from 'vitest';
import { READY_STORIES } from '../../src/book/stories';
import { formatText, messageValues } from '../../src/book/text';
import { LOCALES } from '../../src/db/schema';
import { books } from '../../src/db/seed-data/books';

const CHILD = { name: 'Aylin', gender: 'girl', age: 5 } as const;

/** Printed titles whose catalogue title changes its ending when joined to the name. */
const JOINED: Record<string, Partial<Record<(typeof LOCALES)[number], string>>> = {
  // Aylin's great balloon journey: the journey takes the possessive ending.
  'the-great-balloon-journey': { az: 'Aylinin hava şarı ilə böyük səyahəti' },
  // Aylin in the Lullaby Forest: the forest takes the locative.
  'the-lullaby-forest': { ru: 'Aylin в Лесу колыбельных', tr: 'Aylin Ninni Ormanı’nda', az: 'Aylin Layla meşəsində' },
};

/** Case aside (a title inside a longer one starts in lower case in ru and az), the same words. */
const words = (title: string) => title.toLocaleLowerCase('tr').normalize('NFC');

describe('the titles of the ready-made books', () => {
  for (const book of books) {
    it(`${book.slug}: the cover prints the catalogue's title with the child's name`, () => {
      const story = READY_STORIES[book.slug];
      expect(story, 'a script for every book').toBeDefined();
      for (const locale of LOCALES) {
        const printed = formatText(story?.title[locale] ?? '', locale, messageValues(CHILD, locale));
        const shop = book.name[locale] ?? '';
        expect(printed, `${book.slug} ${locale}`).toContain('Aylin');
        const joined = JOINED[book.slug]?.[locale];
        if (joined) expect(printed, `${book.slug} ${locale}`).toBe(joined);
        else expect(words(printed), `${book.slug} ${locale}: ${shop}`).toContain(words(shop));
      }
    });
  }
});
