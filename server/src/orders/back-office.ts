/**
 * Orders for the team: search, one order in full, and the staff's moves. Production steps go through the
 * fulfilment service (the same functions as `npm run order`), every other move through the one transition
 * table; each change writes its audit entry in its own transaction.
 */
import type { StaffChildPictures, StaffOrderDetail, StaffOrderItem } from '@shop/shared/contracts';
import type { OrderStatus, StoryType } from '@shop/shared/orders';
import { type BookVersion, ILLUSTRATION_STYLES } from '@shop/shared/validation';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queueCharacterGeneration } from '../characters/job';
import { newestCharacters } from '../characters/repository';
import { charactersOf } from '../characters/service';
import type { DbOrTx, Tx } from '../db/client';
import { likePattern } from '../db/like-pattern';
import {
  brandAmbassadors,
  type Locale,
  orderStatusHistory,
  orders,
  referrals,
  sentEmails,
  staffUsers,
} from '../db/schema';
import { bookName } from '../fulfilment/book-name';
import { ORDER_EMAIL_KINDS, sendOrderEmail } from '../fulfilment/emails';
import { queueFulfilment } from '../fulfilment/queue';
import { findShipment } from '../fulfilment/repository';
import { shipmentJson } from '../fulfilment/track';
import { HttpError, notFound } from '../lib/http-error';
import { ORDER_CONFIRMATION_KIND } from '../mail/order-confirmation';
import { refundState } from '../payments/refunds';
import type { OrderRow } from './access';
import { sendOrderConfirmation } from './confirmation-email';
import { ERASABLE_STATUSES, ERASED_BY, erasuresJson, isErased } from './erasure';
import { deliveryCountryOf, orderLocale, priceSummaryJson } from './order-json';
import { findOrder, lockOrder } from './repository';
import { canTransition, TRANSITIONS } from './transitions';

export interface OrderQuery extends OrderFilters {
  page: number;
  per_page: number;
  sort: 'created_at' | 'total' | 'status';
  order: 'asc' | 'desc';
}

/** What the orders list and its CSV filter by besides the search and the status (the report's groups). */
export interface OrderFilters {
  q?: string | undefined;
  status?: OrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** The referring ambassador (the referral the order made), by id. */
  ambassador?: string | undefined;
  /** The code the order came with (cookie or coupon), in any case. */
  referral_code?: string | undefined;
  /** A catalogue book's slug, or 'custom' for a custom story. */
  book?: string | undefined;
  version?: BookVersion | undefined;
  /** Where the book goes (the visitor's country until the parent chose one), ISO code. */
  country?: string | undefined;
  /** The story's language. */
  language?: string | undefined;
}

/** The where clause of `query`: the list and its CSV show the same orders for the same filter. */
export function orderFilters(query: OrderFilters): SQL | undefined {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q.trim());
    const match = or(ilike(orders.orderNumber, pattern), ilike(orders.email, pattern), ilike(orders.fullName, pattern));
    if (match) filters.push(match);
  }
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.from) filters.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(orders.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000)));
  if (query.ambassador) {
    filters.push(
      sql`exists (select 1 from ${referrals} where ${referrals.orderId} = ${orders.id} and ${referrals.ambassadorId} = ${query.ambassador})`,
    );
  }
  if (query.referral_code) filters.push(sql`lower(${orders.referralCode}) = lower(${query.referral_code})`);
  if (query.book === 'custom') {
    filters.push(sql`(${orders.storyType} is distinct from 'ready' or ${orders.bookSlug} is null)`);
  } else if (query.book) {
    filters.push(and(eq(orders.storyType, 'ready'), eq(orders.bookSlug, query.book)) as SQL);
  }
  if (query.version) filters.push(eq(orders.version, query.version));
  if (query.country) {
    filters.push(sql`coalesce(${orders.deliveryCountry}, ${orders.countryCode}) = ${query.country.toUpperCase()}`);
  }
  if (query.language) filters.push(sql`${orders.child}->>'storyLanguage' = ${query.language}`);
  return filters.length ? and(...filters) : undefined;
}

/**
 * Moves the team makes with the generic "move to" button. Money statuses belong to the payment gateway;
 * shipped, delivered and refunded have their own forms (they need data and send e-mails); printing follows
 * the rendering of the book, never a click.
 */
const OWN_FORMS = new Set<OrderStatus>(['shipped', 'delivered', 'refunded']);
const NOT_BY_HAND = new Set<OrderStatus>(['pending', 'waiting_for_payment', 'paid', 'payment_failed', 'printing']);

export function staffTransitions(order: Pick<OrderRow, 'status' | 'version'>): OrderStatus[] {
  const rules = TRANSITIONS[order.status as OrderStatus] ?? [];
  return rules
    .map((rule) => rule.to)
    .filter((to) => canTransition(order, to) && !OWN_FORMS.has(to) && !NOT_BY_HAND.has(to))
    .filter((to) => to !== 'completed' || order.status === 'delivered');
}

export function isStaffTransition(order: Pick<OrderRow, 'status' | 'version'>, to: OrderStatus): boolean {
  return staffTransitions(order).includes(to);
}

/** `locale`: the staff member's language (the back office's Accept-Language), in which the list names the books. */
export async function listOrdersForStaff(app: FastifyInstance, query: OrderQuery, locale: Locale) {
  const { db } = app.database;
  const where = orderFilters(query);
  const total = sql<number>`coalesce((${orders.price}->>'total')::int, 0)`;
  const sortColumn = { created_at: orders.createdAt, total, status: orders.status }[query.sort];
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(query.order === 'asc' ? asc(sortColumn) : desc(sortColumn), desc(orders.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [counted] = await db.select({ n: count() }).from(orders).where(where);
  const items = await Promise.all(
    rows.map(
      async (order): Promise<StaffOrderItem> => ({
        id: order.id,
        order_number: order.orderNumber,
        // The columns are text; the response schema refuses a value outside the contract's lists.
        status: order.status as OrderStatus,
        email: order.email,
        full_name: order.fullName,
        book_name: await bookName(app, order, locale),
        version: order.version as BookVersion | null,
        total: order.price?.total ?? null,
        currency: order.price?.currency ?? order.currency,
        created_at: order.createdAt.toISOString(),
        paid_at: order.paidAt?.toISOString() ?? null,
      }),
    ),
  );
  return { items, total: counted?.n ?? 0 };
}

/**
 * One order as the back office shows it, without the child's pictures: only which exist. Seeing them is a
 * separate, audited request (childPictures).
 */
export async function orderDetail(app: FastifyInstance, order: OrderRow): Promise<StaffOrderDetail> {
  const { db } = app.database;
  const [history, emails, shipment, characters, refunds] = await Promise.all([
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db.select().from(sentEmails).where(eq(sentEmails.orderId, order.id)).orderBy(asc(sentEmails.createdAt)),
    findShipment(db, order.id),
    charactersOf(app, order),
    refundState(db, order.id),
  ]);
  // The code as the parent typed it; ambassadors' codes are matched without regard to case, like at checkout.
  const [referralAmbassador] = order.referralCode
    ? await db
        .select({ id: brandAmbassadors.id, name: brandAmbassadors.name })
        .from(brandAmbassadors)
        .where(sql`lower(${brandAmbassadors.referralCode}) = lower(${order.referralCode})`)
        .limit(1)
    : [];
  const locale = orderLocale(order);
  // History names staff by id (it outlives accounts); the console shows who that was.
  const actors = [...history.map((entry) => entry.actor), ...refunds.refunds.map((refund) => refund.createdBy)];
  const staffIds = [...new Set(actors.filter((actor) => actor.startsWith('staff:')))].map((actor) =>
    actor.slice('staff:'.length),
  );
  const staff = staffIds.length
    ? await db
        .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
        .from(staffUsers)
        .where(
          inArray(
            staffUsers.id,
            staffIds.filter((id) => /^[0-9a-f-]{36}$/.test(id)),
          ),
        )
    : [];
  const staffName = (actor: string) => {
    const found = staff.find((member) => `staff:${member.id}` === actor);
    return found ? `${found.name} <${found.email}>` : null;
  };
  return {
    order: {
      id: order.id,
      order_number: order.orderNumber,
      status: order.status as OrderStatus,
      locale,
      email: order.email,
      full_name: order.fullName,
      phone: order.phone,
      shipping_address: order.shippingAddress,
      postal_code: order.postalCode,
      // The address line reads with the country the book goes to, not the one the parent ordered from.
      country: deliveryCountryOf(order),
      notes: order.notes,
      child: {
        name: order.child.name,
        gender: order.child.gender,
        age: order.child.age,
        story_language: order.child.storyLanguage,
        illustration_style: order.child.illustrationStyle,
        favourite_hero: order.child.favouriteHero ?? null,
      },
      book_name: await bookName(app, order, locale),
      story_type: order.storyType as StoryType | null,
      version: order.version as BookVersion | null,
      price: order.price ? priceSummaryJson(order.price) : null,
      photo_url: null,
      characters_status: characters.status,
      characters: [],
      child_pictures: {
        photo: order.photoKey !== null,
        portraits: characters.characters.length > 0,
        book_pdf: order.bookPdfKey !== null,
      },
      referral_code: order.referralCode,
      referral_ambassador: referralAmbassador ?? null,
      coupon_code: order.couponCode,
      book_pdf_url: null,
      created_at: order.createdAt.toISOString(),
      paid_at: order.paidAt?.toISOString() ?? null,
      erasures: erasuresJson(order),
    },
    history: history.map((entry) => ({
      from: entry.fromStatus as OrderStatus | null,
      status: entry.toStatus as OrderStatus,
      at: entry.createdAt.toISOString(),
      actor: entry.actor,
      staff: staffName(entry.actor),
      note: entry.note,
    })),
    emails: emails.map((email) => ({
      id: email.id,
      kind: email.kind,
      to: email.to,
      subject: email.subject,
      via: email.via,
      created_at: email.createdAt.toISOString(),
    })),
    shipment: shipmentJson(shipment),
    refunds: refunds.refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      currency: refund.currency,
      reason: refund.reason,
      status: refund.status,
      failure_code: refund.failureCode,
      created_by: refund.createdBy,
      staff: staffName(refund.createdBy),
      created_at: refund.createdAt.toISOString(),
    })),
    refund_left: refunds.left,
    allowed_transitions: staffTransitions(order),
    actions: {
      ship: order.status === 'ready_for_shipping' || (order.status === 'shipped' && shipment !== undefined),
      deliver: order.status === 'shipped' && shipment !== undefined,
      refund: canRefund(order) && refunds.left > 0,
      regenerate_characters: REDRAW_STATUSES.has(order.status) && order.photoKey !== null,
      erase_data: ERASABLE_STATUSES.has(order.status) && ERASED_BY.team.some((item) => !isErased(order, item)),
      // Only what went out before can go out again: the e-mail reports a fact the order already has.
      resend_emails: ORDER_EMAIL_RESENDS.filter((kind) => emails.some((email) => email.kind === kind)),
    },
  };
}

/** How long the links to a child's pictures work: long enough to look at them, not to pass them around. */
export const CHILD_PICTURES_TTL_SECONDS = 10 * 60;

/**
 * The child's photo, portraits and book as short-lived links, for the team member who gave a reason (the
 * caller writes it to the audit log in the same transaction). 409 'no_child_pictures' when there is none.
 */
export async function childPictures(app: FastifyInstance, order: OrderRow): Promise<StaffChildPictures> {
  const rows = await newestCharacters(app.database.db, order.id);
  const link = (key: string) => app.storage.signedUrl(key, CHILD_PICTURES_TTL_SECONDS);
  // In the order the parent was shown them.
  const characters = ILLUSTRATION_STYLES.flatMap((style) => {
    const row = rows.find((candidate) => candidate.style === style);
    return row ? [{ style, url: link(row.storageKey) }] : [];
  });
  if (!order.photoKey && !order.bookPdfKey && characters.length === 0) {
    throw new HttpError(409, 'no_child_pictures', 'common.error.noChildPictures');
  }
  return {
    photo_url: order.photoKey ? link(order.photoKey) : null,
    characters,
    book_pdf_url: order.bookPdfKey ? link(order.bookPdfKey) : null,
    // Signing rounds the expiry up, never down: the links work at least this long.
    expires_at: new Date(Date.now() + CHILD_PICTURES_TTL_SECONDS * 1000).toISOString(),
  };
}

/** E-mails the team may send again, e.g. when a parent says one never arrived. */
export const ORDER_EMAIL_RESENDS = [ORDER_CONFIRMATION_KIND, ...ORDER_EMAIL_KINDS] as const;
export type OrderEmailResend = (typeof ORDER_EMAIL_RESENDS)[number];

export async function resendOrderEmail(app: FastifyInstance, order: OrderRow, kind: OrderEmailResend) {
  if (kind === ORDER_CONFIRMATION_KIND) return sendOrderConfirmation(app, order.id, { force: true });
  return sendOrderEmail(app, order.id, kind, { force: true });
}

/** A paid order can be refunded from any status; one never paid has nothing to give back. */
function canRefund(order: Pick<OrderRow, 'status' | 'paidAt'>): boolean {
  return order.paidAt !== null && order.status !== 'refunded';
}

/** The order the team asks for, or 404 'Order not found'. */
export async function orderForStaff(db: DbOrTx, id: string): Promise<OrderRow> {
  const order = await findOrder(db, id);
  if (!order) throw notFound('common.error.orderNotFound');
  return order;
}

export async function lockedOrder(tx: Tx, id: string): Promise<OrderRow> {
  const order = await lockOrder(tx, id);
  if (!order) throw notFound('common.error.orderNotFound');
  return order;
}

/**
 * After a move into story_writing (the team held the order in review, or started it by hand) the book
 * must be made: the fulfilment job is queued with the move, so it exists exactly when the move commits.
 */
export async function afterStaffMove(app: FastifyInstance, tx: Tx, moved: OrderRow): Promise<void> {
  if (moved.status === 'story_writing') await queueFulfilment(app, moved.id, tx);
}

/** Statuses in which the team may ask for a new character round: before production starts. */
const REDRAW_STATUSES = new Set(['pending', 'payment_failed', 'in_review']);

/**
 * A new round of characters from the same photo, not counted against the parent's tries. Undefined when
 * a round is already being drawn: a second click must not start a second one.
 */
export async function redrawCharacters(app: FastifyInstance, tx: Tx, order: OrderRow): Promise<OrderRow | undefined> {
  if (!REDRAW_STATUSES.has(order.status)) {
    throw new HttpError(409, 'production_started', 'common.error.productionStarted', { status: order.status });
  }
  if (!order.photoKey) throw new HttpError(409, 'no_photo', 'common.photo.missing');
  if (order.charactersStatus === 'generating') return undefined;
  const [updated] = await tx
    .update(orders)
    .set({ charactersStatus: 'generating', charactersError: null, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error('order row vanished inside its transaction');
  await queueCharacterGeneration(app, updated, tx);
  return updated;
}
