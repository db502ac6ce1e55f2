/**
 * Checks a story script against the page plan and the ICU grammar, for the unit tests and for writers.
 * Returns what is wrong, one line each; an empty list means the script is usable.
 */
import { STORY_LOCALES, type StoryScript } from '../story-types';
import { formatText, messageValues } from '../text';

const SAMPLE_NAMES = ['Aylin', 'Murad', 'Ali', 'Ayşe'];

export function validateStory(script: StoryScript, pageCount: number): string[] {
  const problems: string[] = [];
  const expected = (pageCount - 4) / 2;
  if (script.spreads.length !== expected) {
    problems.push(`${script.slug}: ${script.spreads.length} spreads, a ${pageCount}-page book needs ${expected}`);
  }
  const texts: Array<[string, StoryScript['title']]> = [
    ['title', script.title],
    ['dedication', script.dedication],
    ...script.spreads.map((spread, i) => [`spread ${i + 1}`, spread.text] as [string, StoryScript['title']]),
    ['ending', script.ending],
  ];
  for (const [where, text] of texts) {
    for (const locale of STORY_LOCALES) {
      const source = text[locale];
      if (!source?.trim()) {
        problems.push(`${script.slug} ${where} ${locale}: empty`);
        continue;
      }
      if (source.includes("'")) problems.push(`${script.slug} ${where} ${locale}: straight apostrophe, write ’`);
      // Slips a proof-reader catches: a comma before a full stop, a space before a comma or full stop.
      if (/[,;:]\s*[.!?]|\s[,.](?!\.)/.test(source))
        problems.push(`${script.slug} ${where} ${locale}: stray punctuation`);
      for (const gender of ['girl', 'boy'] as const) {
        for (const name of SAMPLE_NAMES) {
          // The engine's own arguments: the case forms exist only in tr and az, so an English or Russian
          // text that uses them fails here instead of in a customer's book.
          const values = messageValues({ name, gender, age: 5, favouriteHero: 'Superman' }, locale);
          try {
            const out = formatText(source, locale, values);
            if (/[{}]/.test(out)) problems.push(`${script.slug} ${where} ${locale}: braces left in "${out}"`);
          } catch (error) {
            problems.push(`${script.slug} ${where} ${locale}: ${(error as Error).message}`);
            break;
          }
        }
      }
    }
  }
  return problems;
}
