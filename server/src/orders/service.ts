/**
 * Creating and changing an order (the wizard's steps). Paying is in payments/checkout.ts; every status
 * change goes through transitions.ts.
 */
import type { CharacterFeatures, FavouriteHero } from '@shop/shared/characters';
import { readCurrencyCookie } from '@shop/shared/money';
import { HERO_WORDS_MESSAGES, isPersonName, PERSON_NAME_MESSAGE } from '@shop/shared/validation/limits';
import {
  DELIVERY_COUNTRY_MESSAGE,
  isDeliveryCountry,
  normalisePhone,
  PHONE_MESSAGE,
} from '@shop/shared/validation/phone';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { referralCodeFromRequest } from '../ambassadors';
import { applyCoupon, type CouponColumns, isOwnCoupon, withoutCoupon } from '../ambassadors/coupons';
import { deviceIdFromRequest } from '../ambassadors/device-cookie';
import type { BookDetail } from '../catalogue/schemas';
import { checkHeroWords } from '../characters/favourite-hero/safety';
import { sameFeatures } from '../characters/job';
import { drawForChange, redrawAfterChange } from '../characters/redraw';
import type { Tx } from '../db/client';
import { type OrderChild, orderStatusHistory, orders } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { localeOf } from '../lib/locale';
import { translateMessage } from '../lib/messages';
import { closeSupersededSessions } from '../payments/expire';
import { newAccessToken, type OrderRow } from './access';
import { type RuleProblem, refuse } from './contact-rules';
import { locateOrder } from './location';
import { withNewOrderNumber } from './number';
import { orderLocale } from './order-json';
import { isCurrency, resolveOrderCurrency } from './pricing';
import { lockOrder, supersedeOpenPayments, writeOrder } from './repository';
import type { OrderChildInput, OrderContactInput } from './schemas';
import { transition } from './transitions';

/** The visitor may change the order until it is paid; after that only the team moves it. */
export const EDITABLE_STATUSES = new Set(['pending', 'waiting_for_payment', 'payment_failed']);

export const orderLocked = () => new HttpError(409, 'order_locked', 'common.error.orderLocked');
const notCustomStory = () => new HttpError(409, 'not_custom_story', 'common.error.badRequest');
const heroWordsChanged = () => new HttpError(400, 'favourite_hero_words', 'common.error.badRequest');

/**
 * The parent's correction of the favourite hero (kind, colours, accessories) in the character builder: only for a
 * custom story (409 'not_custom_story'), and only of the words the order has now (400 'favourite_hero_words'), so a
 * correction never lands on words the parent has since changed.
 */
function heroCorrected(child: OrderChild, storyType: string | null, look: FavouriteHero | undefined): OrderChild {
  if (!look) return child;
  if (storyType !== 'custom') throw notCustomStory();
  if (look.words !== child.favouriteHero) throw heroWordsChanged();
  return { ...child, favouriteHeroLook: look };
}
const bookNotFound = () => new HttpError(422, 'book_not_found', 'common.error.bookNotFound');
const versionUnavailable = () => new HttpError(422, 'version_unavailable', 'common.error.versionUnavailable');

export interface CreateOrderInput {
  child: OrderChildInput;
  story_type?: 'custom' | 'ready' | undefined;
  book_slug?: string | undefined;
  currency?: string | undefined;
}

export interface OrderPatch {
  child?: OrderChildInput | undefined;
  story_type?: 'custom' | 'ready' | undefined;
  book_slug?: string | null | undefined;
  version?: 'pdf' | 'softcover' | 'hardcover' | undefined;
  contact?: OrderContactInput | undefined;
  currency?: string | undefined;
  /** The parent's correction of the child's looks in the character builder. */
  features?: CharacterFeatures | undefined;
  /** The parent's correction of the favourite hero in the character builder. */
  favourite_hero?: FavouriteHero | undefined;
  /** An ambassador's coupon code typed at the confirm step; null takes it off. */
  coupon_code?: string | null | undefined;
}

/**
 * The coupon columns a change writes, if any: a typed code is applied (422 when unknown or the buyer's own), null
 * takes it off, and a new contact e-mail that is the code's ambassador's takes it off too, so a code never lowers
 * the price of its ambassador's own purchase.
 */
async function couponChange(
  app: FastifyInstance,
  tx: Tx,
  request: FastifyRequest,
  order: OrderRow,
  patch: OrderPatch,
  contact: OrderContactInput | undefined,
): Promise<Partial<CouponColumns>> {
  const buyer = contact?.email ?? order.email;
  if (patch.coupon_code === null) return withoutCoupon(referralCodeFromRequest(request));
  if (patch.coupon_code !== undefined) {
    const { couponDiscountPercent } = app.config.ambassadors;
    return applyCoupon(tx, patch.coupon_code, buyer, couponDiscountPercent, localeOf(request));
  }
  if (order.couponCode && contact?.email && (await isOwnCoupon(tx, order.couponCode, contact.email))) {
    return withoutCoupon(referralCodeFromRequest(request));
  }
  return {};
}

/**
 * The child as sent, keeping the parent's correction of the favourite hero while the words it corrected stay the
 * same (the wizard sends the whole child with every step).
 */
function nextOrderChild(child: OrderChildInput, stored: OrderChild): OrderChild {
  const next = toOrderChild(child);
  return stored.favouriteHeroLook && stored.favouriteHeroLook.words === next.favouriteHero
    ? { ...next, favouriteHeroLook: stored.favouriteHeroLook }
    : next;
}

function toOrderChild(child: OrderChildInput): OrderChild {
  return {
    gender: child.gender,
    name: child.name,
    age: child.age,
    storyLanguage: child.story_language,
    illustrationStyle: child.illustration_style,
    // Only custom stories use it; an empty field means none.
    ...(child.favourite_hero ? { favouriteHero: child.favourite_hero } : {}),
  };
}

/**
 * The child's and the parent's names, the delivery country and the phone number (read as one of the delivery
 * country, else of the visitor's) as the wizard checks them: 422 with every problem, else the contact as
 * stored (the phone in international format).
 */
function checkPeople(
  request: FastifyRequest,
  input: { child?: OrderChildInput | undefined; contact?: OrderContactInput | undefined },
  visitorCountry: string,
): OrderContactInput | undefined {
  const problems: RuleProblem[] = [];
  const { child, contact } = input;
  if (child && !isPersonName(child.name)) {
    problems.push({ path: ['order', 'child', 'name'], message_id: PERSON_NAME_MESSAGE, code: 'name' });
  }
  // The favourite hero is printed in a children's book: offensive, violent or meaningless words are refused here,
  // with the reason the wizard words under the field (characters/favourite-hero/safety.ts has the rules).
  const heroWords = child?.favourite_hero?.trim();
  const heroCheck = heroWords ? checkHeroWords(heroWords) : ({ ok: true } as const);
  if (!heroCheck.ok) {
    problems.push({
      path: ['order', 'child', 'favourite_hero'],
      message_id: HERO_WORDS_MESSAGES[heroCheck.reason],
      code: `favourite_hero_${heroCheck.reason}`,
    });
  }
  let phone: string | null = null;
  if (contact) {
    if (!isPersonName(contact.full_name)) {
      problems.push({ path: ['order', 'contact', 'full_name'], message_id: PERSON_NAME_MESSAGE, code: 'name' });
    }
    const country = contact.delivery_country ?? visitorCountry;
    if (contact.delivery_country && !isDeliveryCountry(contact.delivery_country)) {
      problems.push({
        path: ['order', 'contact', 'delivery_country'],
        message_id: DELIVERY_COUNTRY_MESSAGE,
        code: 'country',
      });
    }
    phone = normalisePhone(contact.phone, country);
    if (!phone) problems.push({ path: ['order', 'contact', 'phone'], message_id: PHONE_MESSAGE, code: 'phone' });
  }
  if (problems.length > 0) throw refuse(problems, (id) => translateMessage(id, localeOf(request)));
  return contact && phone ? { ...contact, phone } : contact;
}

async function findBook(app: FastifyInstance, locale: string, slug: string): Promise<BookDetail> {
  const book = await app.catalogue.book(orderLocale({ locale }), slug);
  if (!book) throw bookNotFound();
  return book;
}

/**
 * A deep link from a story page names a book, which makes the story a ready-made one; a custom story
 * has no book.
 */
function storyChoice(
  current: { storyType: string | null; bookSlug: string | null },
  storyType: 'custom' | 'ready' | undefined,
  bookSlug: string | null | undefined,
): { storyType: string | null; bookSlug: string | null } {
  const nextType = storyType ?? (bookSlug ? 'ready' : current.storyType);
  if (nextType !== 'ready') return { storyType: nextType, bookSlug: null };
  return { storyType: nextType, bookSlug: bookSlug !== undefined ? bookSlug : current.bookSlug };
}

export async function createOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  input: CreateOrderInput,
): Promise<{ order: OrderRow; token: string }> {
  const locale = localeOf(request);
  const location = locateOrder(request);
  checkPeople(request, { child: input.child }, location.countryCode);
  const choice = storyChoice({ storyType: null, bookSlug: null }, input.story_type, input.book_slug);
  if (choice.bookSlug) await findBook(app, locale, choice.bookSlug);
  const chosen = readCurrencyCookie(request.headers.cookie);
  const currency = resolveOrderCurrency(app.config.region, input.currency, chosen, location.countryCode);
  const { token, hash } = newAccessToken();

  const order = await withNewOrderNumber((orderNumber) =>
    app.database.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(orders)
        .values({
          orderNumber,
          accessTokenHash: hash,
          locale,
          storyType: choice.storyType,
          bookSlug: choice.bookSlug,
          child: toOrderChild(input.child),
          newsletter: input.child.newsletter,
          terms: input.child.terms,
          countryCode: location.countryCode,
          city: location.city,
          currency,
          // The ambassador whose link the visitor came through earns on this order once it is paid.
          referralCode: referralCodeFromRequest(request) ?? null,
          // What the fraud checks compare with the referring ambassador's sign-ins (ambassadors/fraud.ts).
          deviceId: deviceIdFromRequest(request) ?? null,
          clientIp: request.ip,
        })
        .returning();
      if (!created) throw new Error('inserting the order returned nothing');
      await tx.insert(orderStatusHistory).values({
        orderId: created.id,
        fromStatus: null,
        toStatus: created.status,
        actor: 'visitor',
        createdAt: created.createdAt,
      });
      return created;
    }),
  );
  return { order, token };
}

function hasChanges(patch: OrderPatch): boolean {
  return Object.values(patch).some((value) => value !== undefined);
}

/**
 * Applies a step's answers. Allowed until the order is paid (else 409 'order_locked'); a change while
 * a payment is open supersedes that payment and sends the order back to pending, so the price and the
 * contents the parent pays for are always the ones on screen. A change of the child's looks (corrected
 * features, another gender) redraws the shown pictures before answering.
 */
export async function updateOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  current: OrderRow,
  patch: OrderPatch,
): Promise<OrderRow> {
  if (!EDITABLE_STATUSES.has(current.status)) throw orderLocked();
  const checkedContact = checkPeople(request, patch, current.countryCode);
  const choice = storyChoice(current, patch.story_type, patch.book_slug);
  const book = choice.bookSlug ? await findBook(app, current.locale, choice.bookSlug) : undefined;
  if (patch.version && book && !book.formats.includes(patch.version)) throw versionUnavailable();
  const drawn = await drawForChange(current, { features: patch.features, gender: patch.child?.gender });

  const stored: string[] = [];
  let replaced: string[] = [];
  let superseded: string[] = [];
  try {
    const order = await app.database.db.transaction(async (tx) => {
      let order = await lockOrder(tx, current.id);
      if (!order || !EDITABLE_STATUSES.has(order.status)) throw orderLocked();
      if (!hasChanges(patch)) return order;
      if (order.status !== 'pending') {
        superseded = await supersedeOpenPayments(tx, order.id);
        order = await transition(tx, order, 'pending', 'visitor', 'changed while a payment was open');
      }
      const { child, features } = patch;
      const contact = checkedContact;
      const corrected = features && !sameFeatures(features, order.characterFeatures);
      const nextChild = heroCorrected(
        child ? nextOrderChild(child, order.child) : order.child,
        choice.storyType,
        patch.favourite_hero,
      );
      const updated = await writeOrder(tx, order.id, {
        storyType: choice.storyType,
        bookSlug: choice.bookSlug,
        ...(child || patch.favourite_hero
          ? { child: nextChild, ...(child ? { newsletter: child.newsletter, terms: child.terms } : {}) }
          : {}),
        ...(patch.version ? { version: patch.version } : {}),
        ...(contact
          ? {
              fullName: contact.full_name,
              email: contact.email,
              phone: contact.phone,
              shippingAddress: contact.shipping_address || null,
              postalCode: contact.postal_code || null,
              deliveryCountry: contact.delivery_country ?? null,
              notes: contact.notes || null,
              newsletter: contact.newsletter,
              terms: contact.terms,
            }
          : {}),
        ...(patch.currency
          ? {
              // A code the shop does not sell in keeps the order's currency.
              currency: resolveOrderCurrency(
                app.config.region,
                patch.currency,
                isCurrency(order.currency) ? order.currency : undefined,
                order.countryCode,
              ),
            }
          : {}),
        ...(corrected ? { characterFeatures: features, characterFeaturesSource: 'parent' } : {}),
        ...(await couponChange(app, tx, request, order, patch, contact)),
      });
      replaced = await redrawAfterChange(app, tx, order, updated, drawn, stored);
      return updated;
    });
    closeSupersededSessions(app, order.id, superseded);
    // The replaced pictures are no longer shown anywhere.
    await Promise.all(replaced.map((key) => app.storage.delete(key).catch(() => undefined)));
    return order;
  } catch (error) {
    await Promise.all(stored.map((key) => app.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}
