/**
 * The wizard's forms against the shared validation schemas (spec section 5) and the API's JSON: form
 * values → checked values → request bodies, and errors (the schema's or the server's) → one message id
 * or text per field.
 */
import type { OrderChildJson, OrderContactJson } from '@shop/shared';
import type * as Validation from '@shop/shared/validation';
import { type BookVersion, isPersonName, isPhysicalVersion, PERSON_NAME_MESSAGE } from '@shop/shared/validation/limits';
import type { PhoneRules } from '@shop/shared/validation/load-phone';
import type { OrderChildInput, OrderPatch } from '../api';
import type { ChildForm, ContactForm } from './draft';

// The ids only (the rules themselves load with the contact step: load-phone.ts).
const PHONE_MESSAGE = 'common.validation.phone' satisfies PhoneRules['PHONE_MESSAGE'];
const DELIVERY_COUNTRY_MESSAGE = 'common.validation.deliveryCountry' satisfies PhoneRules['DELIVERY_COUNTRY_MESSAGE'];

let validation: typeof Validation | undefined;

/**
 * The shared rules (zod, about 25 KB gzip) load with the wizard's first check, not with the page: a step awaits
 * `loadRules()` before it checks, and the page's first load stays small.
 */
export async function loadRules(): Promise<typeof Validation> {
  validation ??= await import('@shop/shared/validation');
  return validation;
}

function rules(): typeof Validation {
  if (!validation) throw new Error('The validation rules are not loaded: await loadRules() before checking');
  return validation;
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The child details fields in the order the form shows them, so focus goes to the first invalid one. */
export const CHILD_FIELDS = [
  'gender',
  'name',
  'age',
  'storyLanguage',
  'illustrationStyle',
  'newsletter',
  'terms',
] as const;
export type ChildField = (typeof CHILD_FIELDS)[number];

export const CONTACT_FIELDS = [
  'fullName',
  'email',
  'deliveryCountry',
  'phone',
  'shippingAddress',
  'postalCode',
  'notes',
  'newsletter',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The first message of each field, in the order of `fields`. */
export function issuesToErrors<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly F[],
) {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field) && !errors[field as F]) {
      errors[field as F] = issue.message;
    }
  }
  return errors;
}

export function firstInvalid<F extends string>(errors: FieldErrors<F>, fields: readonly F[]): F | undefined {
  return fields.find((field) => errors[field]);
}

const camel = (key: string) => key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * The server's 400 details (`[{ path, message, message_id? }]`) as field errors, where they name one of
 * `fields`; the path ends with the field in snake_case (`['order', 'contact', 'email']`). The message id
 * is preferred, so the page words it from its own catalogue.
 */
export function serverFieldErrors<F extends string>(body: unknown, fields: readonly F[]): FieldErrors<F> {
  const details = (body as { details?: unknown } | undefined)?.details;
  if (!Array.isArray(details)) return {};
  const errors: FieldErrors<F> = {};
  for (const detail of details as { path?: unknown; message?: unknown; message_id?: unknown }[]) {
    const path = Array.isArray(detail?.path) ? detail.path : [];
    const last = path[path.length - 1];
    const field = typeof last === 'string' ? camel(last) : undefined;
    const text = typeof detail?.message_id === 'string' ? detail.message_id : detail?.message;
    if (field && (fields as readonly string[]).includes(field) && typeof text === 'string' && !errors[field as F]) {
      errors[field as F] = text;
    }
  }
  return errors;
}

export type ChildCheck = { ok: true; value: OrderChildInput } | { ok: false; errors: FieldErrors<ChildField> };

/** Checks the child details with childDetailsSchema and builds the API's `child` (after `loadRules()`). */
export function checkChild(form: ChildForm): ChildCheck {
  const result = rules().childDetailsSchema.safeParse(form);
  const errors = result.success ? {} : issuesToErrors(result.error.issues, CHILD_FIELDS);
  if (!errors.name && !isPersonName(form.name)) errors.name = PERSON_NAME_MESSAGE;
  if (!result.success || errors.name) return { ok: false, errors };
  const child = result.data;
  return {
    ok: true,
    value: {
      gender: child.gender,
      name: child.name,
      age: child.age,
      story_language: child.storyLanguage,
      illustration_style: child.illustrationStyle,
      ...(child.favouriteHero ? { favourite_hero: child.favouriteHero } : {}),
      newsletter: child.newsletter,
      terms: child.terms,
    },
  };
}

/** Whether saving `next` would change what the server has (a needless PATCH would supersede a payment). */
export function childChanged(saved: OrderChildJson, next: OrderChildInput): boolean {
  return (
    saved.gender !== next.gender ||
    saved.name !== next.name ||
    saved.age !== next.age ||
    saved.story_language !== next.story_language ||
    saved.illustration_style !== next.illustration_style ||
    (saved.favourite_hero ?? '') !== (next.favourite_hero ?? '') ||
    saved.newsletter !== next.newsletter
  );
}

export type ContactCheck =
  | { ok: true; value: NonNullable<OrderPatch['contact']> }
  | { ok: false; errors: FieldErrors<ContactField> };

export interface ContactContext {
  version: BookVersion | null;
  /** Where a printed book goes when the parent did not choose here: the order's (chosen earlier, else the visitor's). */
  defaultCountry: string;
  /** Where the parent ordered from: a PDF order's phone is read as one of its numbers, as the server does. */
  visitorCountry: string;
  /** Accepted with the child's details; the API's contact carries it along unchanged. */
  terms: boolean;
  /** The phone rules once their chunk is loaded; without them the server's check alone decides. */
  phoneRules?: Pick<PhoneRules, 'normalisePhone' | 'deliveryCountries'> | undefined;
}

/** The country a printed book goes to, and whose numbers a phone without a country code is read as. */
export function deliveryCountryOf(form: ContactForm, defaultCountry: string): string {
  return form.deliveryCountry || defaultCountry;
}

/**
 * Checks the contact details with contactDetailsSchema for the chosen version (physical versions need
 * an address), the parent's name and the phone number for the delivery country, and builds the API's
 * `contact` with the phone in international form; a PDF order sends no address or delivery country even if
 * one was chosen (its phone is read as one of the visitor's country).
 */
export function checkContact(form: ContactForm, context: ContactContext): ContactCheck {
  const { version, terms, phoneRules } = context;
  const physical = isPhysicalVersion(version);
  const country = physical ? deliveryCountryOf(form, context.defaultCountry) : context.visitorCountry;
  const result = rules().contactDetailsSchema.safeParse({ ...form, version, terms });
  const errors = result.success ? {} : issuesToErrors(result.error.issues, CONTACT_FIELDS);
  if (!errors.fullName && !isPersonName(form.fullName)) errors.fullName = PERSON_NAME_MESSAGE;
  // The select offers only these; a draft stored by hand or by an older release may hold anything.
  if (physical && phoneRules && !phoneRules.deliveryCountries().includes(country)) {
    errors.deliveryCountry = DELIVERY_COUNTRY_MESSAGE;
  }
  const phone = phoneRules && !errors.phone ? phoneRules.normalisePhone(form.phone, country) : form.phone.trim();
  if (phone === null) errors.phone = PHONE_MESSAGE;
  if (!result.success || firstInvalid(errors, CONTACT_FIELDS) || phone === null) return { ok: false, errors };
  const contact = result.data;
  return {
    ok: true,
    value: {
      full_name: contact.fullName,
      email: contact.email,
      phone,
      ...(physical
        ? { shipping_address: contact.shippingAddress, postal_code: contact.postalCode, delivery_country: country }
        : {}),
      ...(contact.notes ? { notes: contact.notes } : {}),
      newsletter: contact.newsletter,
      terms: contact.terms,
    },
  };
}

export function contactChanged(
  saved: OrderContactJson & { delivery_country?: string },
  next: NonNullable<OrderPatch['contact']>,
): boolean {
  return (
    // A PDF order sends none: the server keeps reading the visitor's country.
    (next.delivery_country !== undefined && next.delivery_country !== saved.delivery_country) ||
    saved.full_name !== next.full_name ||
    saved.email !== next.email ||
    saved.phone !== next.phone ||
    (saved.shipping_address ?? '') !== (next.shipping_address ?? '') ||
    (saved.postal_code ?? '') !== (next.postal_code ?? '') ||
    (saved.notes ?? '') !== (next.notes ?? '') ||
    saved.newsletter !== next.newsletter ||
    saved.terms !== next.terms
  );
}
