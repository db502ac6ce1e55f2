/**
 * Validation rules of spec section 5 as zod schemas, shared by the forms and the server so each rule and
 * its message exist once. Every message is a message id of the common catalogue, not English text: a form
 * shows `intl.formatMessage({ id: error.message }, VALIDATION_MESSAGE_VALUES)`, the server translates the
 * same id with `messagesFor(commonMessages, locale)`.
 */

import type { CommonMessageId } from '../i18n/common-messages';
import { z } from '../zod';
import { isCountryCode } from './country-codes';
import {
  ABOUT_MAX,
  ADDRESS_MAX,
  BOOK_VERSIONS,
  CHILD_AGE,
  CHILD_NAME_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECT_MAX,
  EMAIL_MAX,
  FAVOURITE_HERO_MAX,
  GENDERS,
  ILLUSTRATION_STYLES,
  isPhysicalVersion,
  LINK_MAX,
  NOTES_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PERSON_NAME_MAX,
  PHONE_MAX,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  POSTAL_CODE_MAX,
  SOCIAL_FIELDS,
  STORY_LANGUAGES,
} from './limits';

export const VALIDATION_MESSAGES = {
  childAge: 'common.validation.childAge',
  email: 'common.validation.email',
  terms: 'common.validation.terms',
  photoType: 'common.validation.photoType',
  photoSize: 'common.validation.photoSize',
  notesTooLong: 'common.validation.notesTooLong',
  socialRequired: 'common.validation.socialRequired',
  passwordMismatch: 'common.validation.passwordMismatch',
  passwordTooShort: 'common.validation.passwordTooShort',
  required: 'common.validation.required',
  tooLong: 'common.validation.tooLong',
  invalid: 'common.validation.invalid',
  text: 'common.validation.text',
  link: 'common.validation.link',
  country: 'common.validation.country',
  childPicturesReason: 'common.validation.childPicturesReason',
  childPicturesNote: 'common.validation.childPicturesNote',
} as const satisfies Record<string, CommonMessageId>;

export type ValidationMessageId = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

/**
 * The one text rule of everything the API accepts: no NUL (PostgreSQL cannot store it in text) and no
 * unpaired UTF-16 surrogate (it has no UTF-8 form; encoding it fails or silently becomes U+FFFD).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this rule refuses.
const FORBIDDEN_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !FORBIDDEN_TEXT.test(text);
}

export * from './coupon';
export * from './limits';

const { required: REQUIRED, tooLong: TOO_LONG } = VALIDATION_MESSAGES;

/** Trimmed text that must not be empty. */
function requiredText(max: number) {
  return z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(max, { error: TOO_LONG });
}

/** Trimmed text that may be left out or empty. */
function optionalText(max: number) {
  return z.string({ error: REQUIRED }).trim().max(max, { error: TOO_LONG }).optional();
}

/**
 * An ambassador's country: an ISO code of the list (./country-codes), which the forms pick from a select; a lower-case
 * code is taken as its upper-case one, a name ('Azerbaijan', 'Россия') is refused.
 */
const countrySchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .toUpperCase()
  // An empty one already reads 'required'.
  .refine((code) => code === '' || isCountryCode(code), { error: VALIDATION_MESSAGES.country });

/** Where a bare profile name on each network lives (YouTube and TikTok put an @ before it). */
const NETWORK_PROFILES: Record<Exclude<(typeof SOCIAL_FIELDS)[number], 'website'>, (name: string) => string> = {
  instagram: (name) => `https://instagram.com/${name}`,
  tiktok: (name) => `https://www.tiktok.com/@${name}`,
  youtube: (name) => `https://www.youtube.com/@${name}`,
  facebook: (name) => `https://www.facebook.com/${name}`,
  pinterest: (name) => `https://www.pinterest.com/${name}`,
};

/**
 * A social or website link as people type it, made a web address: a full http(s) address stays as typed;
 * a profile name (`leyla.reads`, `@leyla`) becomes that network's profile address; a bare domain gets
 * https://. Anything else (javascript:, data:, mailto:, no host) is refused: these links are shown as links.
 */
export function normaliseLink(field: (typeof SOCIAL_FIELDS)[number], typed: string): string | null {
  let text = typed;
  if (field !== 'website' && /^@?[\p{L}\p{N}._-]+$/u.test(text) && !/\.(com|net|org)$/i.test(text)) {
    text = NETWORK_PROFILES[field](text.replace(/^@/, ''));
  } else if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    text = `https://${text}`;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.hostname.includes('.') || url.username || url.password) return null;
  return text;
}

function socialLink(field: (typeof SOCIAL_FIELDS)[number]) {
  return z
    .string({ error: REQUIRED })
    .trim()
    .max(LINK_MAX, { error: TOO_LONG })
    .transform((value, ctx) => {
      if (value === '') return value;
      const link = normaliseLink(field, value);
      if (link === null) {
        ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.link });
        return z.NEVER;
      }
      return link;
    })
    .optional();
}

/** Trimmed before the format check, because pasted addresses often carry spaces. */
export const emailSchema = z
  .string({ error: VALIDATION_MESSAGES.email })
  .trim()
  .max(EMAIL_MAX, { error: VALIDATION_MESSAGES.email })
  .pipe(z.email({ error: VALIDATION_MESSAGES.email }));

/** Form controls give strings; only a non-empty numeric string becomes a number ('' must not become 0). */
function numericStringToNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
}

/** A whole number of years from 0 to 16; a missing age is 'required', anything else 'childAge'. */
export const childAgeSchema = z.preprocess(
  numericStringToNumber,
  z
    .number({
      error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : VALIDATION_MESSAGES.childAge),
    })
    .int({ error: VALIDATION_MESSAGES.childAge })
    .min(CHILD_AGE.min, { error: VALIDATION_MESSAGES.childAge })
    .max(CHILD_AGE.max, { error: VALIDATION_MESSAGES.childAge }),
);

/** The box must be ticked: only `true` passes, not 'on' or 'true'. */
export const termsSchema = z.literal(true, { error: VALIDATION_MESSAGES.terms });

export const notesSchema = z
  .string({ error: VALIDATION_MESSAGES.notesTooLong })
  .trim()
  .max(NOTES_MAX, { error: VALIDATION_MESSAGES.notesTooLong })
  .optional();

const newsletterSchema = z.boolean({ error: REQUIRED }).default(false);

/**
 * What the browser knows about the chosen photo before upload (a `File` has both fields). The server
 * checks the bytes themselves as well; this only gives the visitor the message early.
 */
export const photoMetaSchema = z.object({
  type: z
    .string({ error: VALIDATION_MESSAGES.photoType })
    .trim()
    .toLowerCase()
    .pipe(z.enum(PHOTO_TYPES, { error: VALIDATION_MESSAGES.photoType })),
  size: z
    .number({ error: VALIDATION_MESSAGES.photoSize })
    .int({ error: VALIDATION_MESSAGES.photoSize })
    // An empty file is no photo at all.
    .positive({ error: REQUIRED })
    .max(PHOTO_MAX_BYTES, { error: VALIDATION_MESSAGES.photoSize }),
});

/** A custom story is written around the child's favourite hero, so it needs one (ready-made books do not). */
export const favouriteHeroSchema = requiredText(FAVOURITE_HERO_MAX);

export const childDetailsSchema = z.object({
  gender: z.enum(GENDERS, { error: REQUIRED }),
  name: requiredText(CHILD_NAME_MAX),
  age: childAgeSchema,
  storyLanguage: z.enum(STORY_LANGUAGES, { error: REQUIRED }),
  illustrationStyle: z.enum(ILLUSTRATION_STYLES, { error: REQUIRED }),
  /** Used by custom stories only; ready-made stories ignore it. */
  favouriteHero: optionalText(FAVOURITE_HERO_MAX),
  newsletter: newsletterSchema,
  terms: termsSchema,
});

/**
 * Cross-field rules run whenever the input is an object, even when a field failed its own type check,
 * so a form shows every problem at once. Zod skips them by default in that case; the refinements
 * therefore read their fields defensively.
 */
const whenObject = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

export const contactDetailsSchema = z
  .object({
    /** The version chosen earlier in the flow; it decides whether an address is needed. */
    version: z.enum(BOOK_VERSIONS, { error: REQUIRED }),
    fullName: requiredText(PERSON_NAME_MAX),
    email: emailSchema,
    phone: requiredText(PHONE_MAX),
    shippingAddress: optionalText(ADDRESS_MAX),
    postalCode: optionalText(POSTAL_CODE_MAX),
    notes: notesSchema,
    newsletter: newsletterSchema,
    terms: termsSchema,
  })
  .superRefine((value, ctx) => {
    if (!isPhysicalVersion(value.version)) return;
    for (const field of ['shippingAddress', 'postalCode'] as const) {
      if (isBlank(value[field])) ctx.addIssue({ code: 'custom', message: REQUIRED, path: [field] });
    }
  }, whenObject);

/**
 * Passwords are not trimmed: spaces may be part of them. An empty one reads 'required' through the same
 * check rather than a second one with `abort`, because an aborting field issue would also skip the
 * object's cross-field checks.
 */
export const passwordSchema = z
  .string({ error: REQUIRED })
  .min(PASSWORD_MIN, {
    error: (issue) => (issue.input === '' ? REQUIRED : VALIDATION_MESSAGES.passwordTooShort),
  })
  .max(PASSWORD_MAX, { error: TOO_LONG });

const passwordConfirmationSchema = z.string({ error: REQUIRED }).min(1, { error: REQUIRED });

/** Reports a mismatch only when a confirmation was given; an empty one already reads 'required'. */
function checkPasswordsMatch(
  value: { password?: unknown; passwordConfirmation?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (typeof value.passwordConfirmation !== 'string' || value.passwordConfirmation === '') return;
  if (value.password !== value.passwordConfirmation) {
    ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.passwordMismatch, path: ['passwordConfirmation'] });
  }
}

export const ambassadorSignUpSchema = z
  .object({
    name: requiredText(PERSON_NAME_MAX),
    email: emailSchema,
    password: passwordSchema,
    passwordConfirmation: passwordConfirmationSchema,
    country: countrySchema,
    phone: requiredText(PHONE_MAX),
    about: optionalText(ABOUT_MAX),
    website: socialLink('website'),
    instagram: socialLink('instagram'),
    tiktok: socialLink('tiktok'),
    youtube: socialLink('youtube'),
    facebook: socialLink('facebook'),
    pinterest: socialLink('pinterest'),
  })
  .superRefine((value, ctx) => {
    checkPasswordsMatch(value, ctx);
    // The message sits on the first link field, where a form shows it above the group of links.
    if (SOCIAL_FIELDS.every((field) => isBlank(value[field]))) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.socialRequired, path: ['website'] });
    }
  }, whenObject);

/** A new password with its confirmation (profile edit); the spec shows no current-password field. */
export const passwordChangeSchema = z
  .object({ password: passwordSchema, passwordConfirmation: passwordConfirmationSchema })
  .superRefine(checkPasswordsMatch, whenObject);

/** The newsletter form: one address. */
export const subscriberSchema = z.object({ email: emailSchema }, { error: VALIDATION_MESSAGES.email });

/** The payload of POST /subscribe (spec section 7): `{ subscriber: { email } }`. */
export const subscribeSchema = z.object({ subscriber: subscriberSchema }, { error: VALIDATION_MESSAGES.email });

/** The contact form, and the payload of POST /contact (field names as the API sends them). */
export const contactMessageSchema = z.object(
  {
    full_name: requiredText(PERSON_NAME_MAX),
    email: emailSchema,
    subject: requiredText(CONTACT_SUBJECT_MAX),
    message: requiredText(CONTACT_MESSAGE_MAX),
  },
  { error: REQUIRED },
);

/** Back-office roles: support runs orders and the outbox, admin does everything. */
export const STAFF_ROLES = ['support', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Back-office sign-in: any non-empty password is checked against the account (rules apply when set). */
export const staffSignInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: REQUIRED }).min(1, { error: REQUIRED }).max(PASSWORD_MAX, { error: TOO_LONG }),
});

/** A new back-office account (admin only). */
export const staffAccountSchema = z.object({
  email: emailSchema,
  name: requiredText(PERSON_NAME_MAX),
  role: z.enum(STAFF_ROLES, { error: REQUIRED }),
  password: passwordSchema,
});

export type ChildDetailsInput = z.input<typeof childDetailsSchema>;
export type ChildDetails = z.output<typeof childDetailsSchema>;
export type ContactDetailsInput = z.input<typeof contactDetailsSchema>;
export type ContactDetails = z.output<typeof contactDetailsSchema>;
export type AmbassadorSignUpInput = z.input<typeof ambassadorSignUpSchema>;
export type AmbassadorSignUp = z.output<typeof ambassadorSignUpSchema>;
export type PasswordChange = z.output<typeof passwordChangeSchema>;
export type PhotoMeta = z.output<typeof photoMetaSchema>;
export type Subscribe = z.output<typeof subscribeSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/*
 * Back-office forms. The server validates the same bodies with these schemas, so a form and its API
 * agree on every rule and message.
 */
export const REASON_MAX = 1000;
export const CARRIER_MAX = 100;
export const TRACKING_NUMBER_MAX = 100;
export const BANK_REFERENCE_MAX = 100;

/** A reason the team gives (rejection, suspension, refund): required, shown to the person concerned. */
export const reasonSchema = z.object({ reason: requiredText(REASON_MAX) });

/** A refund from the back office: why, and how much in minor units (unset: everything left). */
export const refundSchema = reasonSchema.extend({
  amount: z
    .number({ error: VALIDATION_MESSAGES.invalid })
    .int({ error: VALIDATION_MESSAGES.invalid })
    .positive({ error: VALIDATION_MESSAGES.invalid })
    .optional(),
});

/** Why a member of the team opens a child's photo and portraits; each look is written to the audit log. */
export const CHILD_PICTURES_REASONS = [
  'customer_request',
  'quality_check',
  'redraw',
  'print_problem',
  'other',
] as const;
export type ChildPicturesReason = (typeof CHILD_PICTURES_REASONS)[number];

/**
 * POST /admin/orders/{id}/child_pictures: a reason from the list and, for "other" (which says nothing by
 * itself), a few words; the note is optional for the others.
 */
export const childPicturesReasonSchema = z
  .object({
    reason: z.enum(CHILD_PICTURES_REASONS, { error: VALIDATION_MESSAGES.childPicturesReason }),
    note: optionalText(REASON_MAX),
  })
  .superRefine((value, context) => {
    if (value.reason === 'other' && !value.note) {
      context.addIssue({ code: 'custom', path: ['note'], message: VALIDATION_MESSAGES.childPicturesNote });
    }
  });
export type ChildPicturesRequest = z.output<typeof childPicturesReasonSchema>;

/** Required text without control characters, which would break e-mail lines and the tracking page. */
function printableText(max: number) {
  return requiredText(max).regex(/^[^\p{Cc}]*$/u, { error: VALIDATION_MESSAGES.invalid });
}

/**
 * A shipment as the carrier gives it. The estimated delivery is a calendar date (yyyy-mm-dd); left out:
 * keep what the shipment has; null: the carrier gave no date.
 */
export const shipmentSchema = z.object({
  carrier: printableText(CARRIER_MAX),
  tracking_number: printableText(TRACKING_NUMBER_MAX),
  estimated_delivery: z.iso.date({ error: VALIDATION_MESSAGES.invalid }).nullish(),
});

/** The bank's reference of a paid payout, so the transfer can be found in the statement. */
export const payoutPaidSchema = z.object({ bank_reference: requiredText(BANK_REFERENCE_MAX) });

/** Longest internal note the team writes on an order or an ambassador: a few sentences, not a document. */
export const STAFF_NOTE_MAX = 2000;

/** POST /admin/orders/{id}/notes, /admin/ambassadors/{id}/notes */
export const staffNoteInputSchema = z.object({ text: requiredText(STAFF_NOTE_MAX) });

/* ---------- The team's content editing (back office) ---------- */

/**
 * A text in the four languages the shop speaks. Every one is required: a translated page must never fall
 * back to English, so the team cannot save a text until all four exist.
 */
export function localizedText(max: number) {
  return z.object(
    { en: requiredText(max), ru: requiredText(max), tr: requiredText(max), az: requiredText(max) },
    { error: REQUIRED },
  );
}

const { invalid: INVALID_CONTENT } = VALIDATION_MESSAGES;
const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    numericStringToNumber,
    z
      .number({ error: REQUIRED })
      .int({ error: INVALID_CONTENT })
      .min(min, { error: INVALID_CONTENT })
      .max(max, { error: INVALID_CONTENT }),
  );
/** Integer minor units (cents, kopecks), never negative. */
const minorUnits = wholeNumber(0, 100_000_000);
export const CONTENT_SLUG_MAX = 80;
export const contentSlugSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .max(CONTENT_SLUG_MAX, { error: TOO_LONG })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: INVALID_CONTENT });

export const categoryContentSchema = z.object({
  slug: contentSlugSchema,
  position: wholeNumber(0, 10_000),
  name: localizedText(100),
});

export const faqContentSchema = z.object({
  position: wholeNumber(0, 10_000),
  question: localizedText(300),
  answer: localizedText(3000),
});

export const reviewContentSchema = z.object({
  name: requiredText(PERSON_NAME_MAX),
  rating: wholeNumber(1, 5),
  text: localizedText(2000),
  date: z.iso.date({ error: INVALID_CONTENT }),
});

export const bookContentSchema = z
  .object({
    category_slug: contentSlugSchema,
    name: localizedText(120),
    summary: localizedText(500),
    description: localizedText(5000),
    cover_alt: localizedText(300),
    popularity: wholeNumber(0, 1_000_000),
    age_min: wholeNumber(0, 16),
    age_max: wholeNumber(0, 16),
    formats: z
      .array(z.enum(BOOK_VERSIONS, { error: INVALID_CONTENT }), { error: REQUIRED })
      .min(1, { error: REQUIRED }),
  })
  .refine((book) => book.age_min <= book.age_max, { path: ['age_max'], error: INVALID_CONTENT });

export const pageContentSchema = z.object({
  title: localizedText(200),
  description: localizedText(500),
  sections: z.array(
    z.object({ heading: localizedText(200), paragraphs: z.array(localizedText(5000)).min(1, { error: REQUIRED }) }),
    { error: REQUIRED },
  ),
});

export const priceConfigContentSchema = z.object({
  base_price: minorUnits,
  pdf_price: minorUnits,
  softcover_price: minorUnits,
  hardcover_price: minorUnits,
  shipping: minorUnits,
  shipping_by_country: z.record(z.string().regex(/^[A-Z]{2}$/, { error: INVALID_CONTENT }), minorUnits, {
    error: INVALID_CONTENT,
  }),
});
