/**
 * What an order still lacks before it may be paid. confirm_and_pay answers 422 'order_incomplete' with
 * these as details, each naming the field (API spelling) and a message id of the common catalogue.
 */
import { contactDetailsSchema, favouriteHeroSchema, VALIDATION_MESSAGES } from '@shop/shared/validation';
import type { BookDetail } from '../catalogue/schemas';
import type { OrderRow } from './access';
import { isBookVersion } from './order-json';

export interface MissingItem {
  path: string[];
  code: 'missing' | 'not_ready' | 'unavailable' | 'invalid';
  message_id: string;
}

const CONTACT_FIELDS: Record<string, string> = {
  fullName: 'full_name',
  email: 'email',
  phone: 'phone',
  shippingAddress: 'shipping_address',
  postalCode: 'postal_code',
  notes: 'notes',
  newsletter: 'newsletter',
  terms: 'terms',
};

const required = (path: string[]): MissingItem => ({
  path,
  code: 'missing',
  message_id: VALIDATION_MESSAGES.required,
});

/** `book` is the order's ready-made book as the catalogue has it (undefined when unknown or custom). */
export function missingForPayment(order: OrderRow, book: Pick<BookDetail, 'formats'> | undefined): MissingItem[] {
  const missing: MissingItem[] = [];
  if (!order.photoKey) missing.push(required(['photo']));
  else if (order.charactersStatus !== 'ready') {
    missing.push({ path: ['characters'], code: 'not_ready', message_id: 'common.error.charactersNotReady' });
  }
  if (order.storyType !== 'custom' && order.storyType !== 'ready') missing.push(required(['story_type']));
  if (order.storyType === 'ready' && !book) missing.push(required(['book_slug']));
  // A custom story is written around the favourite hero; without one the book would invent a stand-in.
  if (order.storyType === 'custom' && !favouriteHeroSchema.safeParse(order.child.favouriteHero ?? '').success) {
    missing.push(required(['child', 'favourite_hero']));
  }

  const version = isBookVersion(order.version) ? order.version : undefined;
  if (!version) missing.push(required(['version']));
  else if (book && !book.formats.includes(version)) {
    missing.push({ path: ['version'], code: 'unavailable', message_id: 'common.error.versionUnavailable' });
  }

  // The same rules as the contact form, with the version deciding whether an address is needed.
  const contact = contactDetailsSchema.safeParse({
    version: version ?? 'pdf',
    fullName: order.fullName ?? '',
    email: order.email ?? '',
    phone: order.phone ?? '',
    shippingAddress: order.shippingAddress ?? undefined,
    postalCode: order.postalCode ?? undefined,
    notes: order.notes ?? undefined,
    newsletter: order.newsletter,
    terms: order.terms,
  });
  if (!contact.success) {
    for (const issue of contact.error.issues) {
      const field = CONTACT_FIELDS[String(issue.path[0])] ?? String(issue.path[0]);
      const empty = issue.message === VALIDATION_MESSAGES.required;
      missing.push({ path: ['contact', field], code: empty ? 'missing' : 'invalid', message_id: issue.message });
    }
  }
  return missing;
}
