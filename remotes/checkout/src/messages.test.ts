import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHOTO_ERRORS, PHOTO_WARNINGS } from '@shop/shared';
import { EYE_COLORS, FACE_SHAPES, HAIR_COLORS, HAIR_STYLES, SKIN_TONES } from '@shop/shared/characters';
import { BOOK_VERSIONS, GENDERS, STORY_LANGUAGES } from '@shop/shared/validation';
import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { PROGRESS_MESSAGE_COUNT } from './steps/CharactersStep';
import { STEPS } from './wizard/draft';

const here = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'messages.ts'
      ? [full]
      : [];
  });
}

const code = sources(here)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
// Whole ids only: a literal followed by `${` is the start of an id built from a list below.
const literalIds = new Set(code.match(/(?<=['"`])checkout\.[A-Za-z0-9.]+(?=['"`])/g) ?? []);
const builtIds = new Set([
  ...STEPS.flatMap((step) => [`checkout.step.${step}`, `checkout.step.${step}.title`]),
  ...GENDERS.map((gender) => `checkout.child.gender.${gender}`),
  ...STORY_LANGUAGES.map((language) => `checkout.language.${language}`),
  ...BOOK_VERSIONS.map((version) => `checkout.version.${version}`),
  ...['custom', 'ready'].flatMap((type) => [`checkout.story.${type}`, `checkout.story.${type}Hint`]),
  ...['good', 'group', 'hidden', 'animal', 'blurry'].flatMap((id) => [
    `checkout.photo.example.${id}`,
    `checkout.photo.example.${id}Alt`,
  ]),
  ...PHOTO_ERRORS.map((code) => `checkout.photo.error.${code}`),
  ...PHOTO_WARNINGS.map((code) => `checkout.photo.warning.${code}`),
  ...Array.from({ length: PROGRESS_MESSAGE_COUNT }, (_, index) => `checkout.generating.m${index + 1}`),
  // The character builder names each feature and each value of it (CharacterBuilder.tsx).
  ...Object.entries({
    skin_tone: Object.keys(SKIN_TONES),
    hair_color: Object.keys(HAIR_COLORS),
    eye_color: Object.keys(EYE_COLORS),
    hair_style: HAIR_STYLES,
    face_shape: FACE_SHAPES,
    glasses: [],
    freckles: [],
  }).flatMap(([feature, values]) => [
    `checkout.builder.${feature}`,
    ...values.map((value) => `checkout.builder.${feature}.${value}`),
  ]),
]);
const english = Object.keys(messages.messages.en);
// Storage keys share the prefix but are not messages.
const STORAGE_KEYS = new Set(['checkout.wizard', 'checkout.receipt']);

describe('checkout catalogue', () => {
  it('has every message id the code uses', () => {
    const used = [...literalIds, ...builtIds].filter((id) => !STORAGE_KEYS.has(id));
    expect(used.filter((id) => !english.includes(id))).toEqual([]);
  });

  it('has no message the code no longer uses', () => {
    expect(english.filter((id) => !literalIds.has(id) && !builtIds.has(id))).toEqual([]);
  });
});
