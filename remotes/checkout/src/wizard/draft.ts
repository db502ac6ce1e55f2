/**
 * The wizard's state as the visitor entered it, kept in localStorage under one key so Back, Next and a
 * reload never lose anything: the form values of every step, the step shown, and the order's id and
 * access token once the order exists. Cleared when the order is paid. Pure functions; no React.
 */
import type { OrderJson, StoryType } from '@shop/shared';
import {
  BOOK_VERSIONS,
  type BookVersion,
  GENDERS,
  ILLUSTRATION_STYLES,
  type IllustrationStyle,
  STORY_LANGUAGES,
} from '@shop/shared/validation/limits';
import { asAccess, DRAFT_KEY, type OrderAccess, storage, writeJson } from './storage';

export { clearDraft } from './storage';

/** Spec section 2, in order. */
export const STEPS = ['child', 'photo', 'story', 'characters', 'version', 'contact', 'confirm'] as const;
export type StepId = (typeof STEPS)[number];

export type Gender = (typeof GENDERS)[number];
export type StoryLanguage = (typeof STORY_LANGUAGES)[number];

/** The child details form as typed: text stays text until the schema reads it ('' is not age 0). */
export interface ChildForm {
  gender: Gender | '';
  name: string;
  age: string;
  storyLanguage: StoryLanguage;
  illustrationStyle: IllustrationStyle;
  favouriteHero: string;
  newsletter: boolean;
  terms: boolean;
}

/** The terms are accepted once, with the child's details (spec section 3 lists them there); not here. */
export interface ContactForm {
  fullName: string;
  email: string;
  phone: string;
  /** ISO code a printed book goes to; '' until the parent changes it, meaning the order's (the visitor's). */
  deliveryCountry: string;
  shippingAddress: string;
  postalCode: string;
  notes: string;
  newsletter: boolean;
}

export interface WizardDraft {
  /** Shape version: a draft from an incompatible release is dropped rather than misread. */
  v: 1;
  order: OrderAccess | null;
  step: StepId;
  child: ChildForm;
  storyType: StoryType | null;
  bookSlug: string | null;
  version: BookVersion | null;
  contact: ContactForm;
}

export function emptyDraft(storyLanguage: StoryLanguage = 'en'): WizardDraft {
  return {
    v: 1,
    order: null,
    step: 'child',
    child: {
      gender: '',
      name: '',
      age: '',
      storyLanguage,
      illustrationStyle: ILLUSTRATION_STYLES[0],
      favouriteHero: '',
      newsletter: false,
      terms: false,
    },
    storyType: null,
    bookSlug: null,
    version: null,
    contact: {
      fullName: '',
      email: '',
      phone: '',
      deliveryCountry: '',
      shippingAddress: '',
      postalCode: '',
      notes: '',
      newsletter: false,
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** Copies the fields of `source` that have the type of the same field in `base`; the rest keep `base`. */
function mergeTyped<T extends object>(base: T, source: unknown): T {
  if (!isObject(source)) return base;
  const result = { ...base } as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(base)) {
    if (typeof source[key] === typeof fallback) result[key] = source[key];
  }
  return result as T;
}

/**
 * Reads a stored draft defensively: it may come from an older release or have been edited by hand, so
 * every field is checked and a bad one falls back to its empty value.
 */
export function parseDraft(raw: string | null, storyLanguage: StoryLanguage = 'en'): WizardDraft | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value) || value.v !== 1) return null;
  const empty = emptyDraft(storyLanguage);
  const child = mergeTyped(empty.child, value.child);
  if (child.gender !== '' && !oneOf(GENDERS, child.gender)) child.gender = '';
  if (!oneOf(STORY_LANGUAGES, child.storyLanguage)) child.storyLanguage = empty.child.storyLanguage;
  if (!oneOf(ILLUSTRATION_STYLES, child.illustrationStyle)) child.illustrationStyle = empty.child.illustrationStyle;
  const order = asAccess(value.order);
  return {
    v: 1,
    order,
    step: oneOf(STEPS, value.step) ? value.step : 'child',
    child,
    storyType: oneOf(['custom', 'ready'] as const, value.storyType) ? value.storyType : null,
    bookSlug: typeof value.bookSlug === 'string' && value.bookSlug ? value.bookSlug : null,
    version: oneOf(BOOK_VERSIONS, value.version) ? value.version : null,
    contact: mergeTyped(empty.contact, value.contact),
  };
}

export function loadDraft(storyLanguage: StoryLanguage = 'en'): WizardDraft | null {
  return parseDraft(storage('localStorage')?.getItem(DRAFT_KEY) ?? null, storyLanguage);
}

export function saveDraft(draft: WizardDraft): void {
  writeJson('localStorage', DRAFT_KEY, draft);
}

/**
 * A deep link from a story page (`?book=<slug>`) pre-selects that ready-made book. What the visitor
 * already typed stays; only the story choice changes.
 */
export function withDeepLink(draft: WizardDraft, bookSlug: string | null): WizardDraft {
  if (!bookSlug) return draft;
  if (draft.storyType === 'ready' && draft.bookSlug === bookSlug) return draft;
  return { ...draft, storyType: 'ready', bookSlug };
}

/**
 * The furthest step the order allows: each step needs what the ones before it saved on the server.
 * Without an order only the child details; then the photo, the story choice, ready characters, a
 * version and the contact details in turn.
 */
export function furthestStep(order: OrderJson | undefined): StepId {
  if (!order) return 'child';
  if (!order.photo) return 'photo';
  if (!order.story_type || (order.story_type === 'ready' && !order.book)) return 'story';
  if (order.characters_status !== 'ready') return 'characters';
  if (!order.version) return 'version';
  if (!order.contact.email || !order.contact.terms) return 'contact';
  return 'confirm';
}

export const stepIndex = (step: StepId) => STEPS.indexOf(step);

/** The step to show: the one the visitor was on, unless the order does not allow it yet. */
export function visibleStep(draft: WizardDraft, order: OrderJson | undefined): StepId {
  const allowed = furthestStep(order);
  return stepIndex(draft.step) <= stepIndex(allowed) ? draft.step : allowed;
}

export function nextStep(step: StepId): StepId {
  return STEPS[Math.min(stepIndex(step) + 1, STEPS.length - 1)] ?? step;
}

export function previousStep(step: StepId): StepId {
  return STEPS[Math.max(stepIndex(step) - 1, 0)] ?? step;
}
