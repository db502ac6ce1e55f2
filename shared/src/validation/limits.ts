/**
 * The zod-free part of the validation rules: limits, the book versions and the values the messages need,
 * apart from the zod schemas
 * (./index.ts). Forms read them for `maxLength` and messages on first render; importing the schemas
 * instead would put zod into the page's first load (`@shop/shared/validation/limits` is zod-free, the
 * schemas are imported when a form is sent).
 */
import { OFFERED_LOCALES } from '../i18n/catalogue';
import type { CommonMessageId } from '../i18n/common-messages';

export const PASSWORD_MIN = 8;

/** The values every validation message may need; only passwordTooShort has a placeholder ({min}). */
export const VALIDATION_MESSAGE_VALUES = { min: PASSWORD_MIN } as const;

export const CHILD_AGE = { min: 0, max: 16 } as const;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const NOTES_MAX = 500;

/*
 * Bounds the spec leaves open ("Other bounds are not shown"). They only keep unbounded input out of the
 * database and off the password hasher; forms can use them as `maxLength`.
 */
export const CHILD_NAME_MAX = 50;
export const FAVOURITE_HERO_MAX = 200;
export const PERSON_NAME_MAX = 100;
export const PHONE_MAX = 32;
export const ADDRESS_MAX = 300;
export const POSTAL_CODE_MAX = 20;
export const COUNTRY_MAX = 100;
export const ABOUT_MAX = 2000;
export const LINK_MAX = 300;
/** RFC 5321 limit of an address. */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

export const BOOK_VERSIONS = ['pdf', 'softcover', 'hardcover'] as const;
/** Only the physical versions are shipped, so only they need an address (spec section 1). */
export const PHYSICAL_VERSIONS = ['softcover', 'hardcover'] as const;
export const SOCIAL_FIELDS = ['website', 'instagram', 'tiktok', 'youtube', 'facebook', 'pinterest'] as const;

export type BookVersion = (typeof BOOK_VERSIONS)[number];

export function isPhysicalVersion(version: unknown): version is (typeof PHYSICAL_VERSIONS)[number] {
  return typeof version === 'string' && (PHYSICAL_VERSIONS as readonly string[]).includes(version);
}

export const GENDERS = ['girl', 'boy'] as const;
/** A story is written in every language the shop is offered in. */
export const STORY_LANGUAGES = OFFERED_LOCALES;
export const ILLUSTRATION_STYLES = ['3dPixar', '2dWarner', 'watercolor', 'anime'] as const;
/** The illustration style an order's book is drawn in. */
export type IllustrationStyle = (typeof ILLUSTRATION_STYLES)[number];

/**
 * Why the words typed for a custom story's favourite hero were refused (the server's safety rules,
 * server/src/characters/favourite-hero/safety.ts): the message the wizard shows under the field.
 */
export const HERO_WORDS_MESSAGES = {
  offensive: 'common.validation.heroOffensive',
  violent: 'common.validation.heroViolent',
  not_a_character: 'common.validation.heroNotCharacter',
} as const satisfies Record<string, CommonMessageId>;

/** Names of the child and the parent: letters of any script (with their marks), spaces, hyphens, apostrophes. */
export const PERSON_NAME_MESSAGE = 'common.validation.name' as const satisfies CommonMessageId;
const PERSON_NAME = /^[\p{L}\p{M} '’ʼ‐-]+$/u;

/** True for a name of letters (at least one), spaces, hyphens and apostrophes; the wizard and the server ask it. */
export function isPersonName(text: string): boolean {
  const name = text.trim();
  return PERSON_NAME.test(name) && /\p{L}/u.test(name);
}
