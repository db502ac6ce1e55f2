import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STEPS } from './components/HowItWorks';
import { messages } from './messages';

const here = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // The catalogue's own files list every id; only code that shows a message counts as a use.
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'messages' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'messages.ts'
      ? [full]
      : [];
  });
}

const code = sources(here)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const literalIds = new Set(code.match(/(?<=['"`])storefront\.[A-Za-z0-9.]+(?=['"`])/g) ?? []);
// Ids built from a list: formats, the wizard steps and the photo examples.
const builtIds = new Set([
  ...['pdf', 'softcover', 'hardcover'].map((format) => `storefront.format.${format}`),
  ...['good', 'group', 'hidden', 'animals', 'blurry'].flatMap((id) => [
    `storefront.photoGuide.${id}`,
    `storefront.photoGuide.${id}Alt`,
  ]),
  ...STEPS.flatMap((step) => [`storefront.how.${step}.title`, `storefront.how.${step}.text`]),
]);
const english = Object.keys(messages.messages.en);

describe('storefront catalogue', () => {
  it('has every message id the code uses', () => {
    expect([...literalIds, ...builtIds].filter((id) => !english.includes(id))).toEqual([]);
  });

  it('has no message the code no longer uses', () => {
    expect(english.filter((id) => !literalIds.has(id) && !builtIds.has(id))).toEqual([]);
  });
});
