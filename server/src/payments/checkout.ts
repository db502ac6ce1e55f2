/**
 * Sending an order to the gateway (confirm_and_pay, pay_again) and learning the result when the browser
 * comes back (complete_payment). Results are applied by apply.ts, the same code the webhook uses.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Locale, type OrderPrice, orders as ordersTable, payments } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { translateMessage } from '../lib/messages';
import type { OrderRow } from '../orders/access';
import { missingForPayment } from '../orders/completeness';
import { localePrefix } from '../orders/confirmation-email';
import { currentPrice, orderLocale } from '../orders/order-json';
import { loadPricingContext } from '../orders/pricing';
import { findOrder, findPaymentBySession, latestPayment, lockOrder, supersedeOpenPayments } from '../orders/repository';
import { EDITABLE_STATUSES, orderLocked } from '../orders/service';
import { invalidTransition, transition } from '../orders/transitions';
import { applyRetrievedResult } from './apply';
import { closeSupersededSessions } from './expire';
import { SessionNotFoundError } from './gateway';
import { returnOrigin } from './return-origin';

export interface PaymentRedirect {
  order: OrderRow;
  paymentUrl: string;
}

const paymentUnavailable = () => new HttpError(502, 'payment_unavailable', 'common.error.paymentUnavailable');
const completeFailed = (status: number, code: string) => new HttpError(status, code, 'common.error.completePayment');

/**
 * The gateway sends the browser back to the shop's pages in the order's language, on the host name the parent
 * was on (`origin`, the request's Origin header, checked in return-origin.ts): that is where the order's token is.
 */
function returnUrls(app: FastifyInstance, order: OrderRow, origin: string | undefined) {
  const base = `${returnOrigin(app.config, origin)}${localePrefix(orderLocale(order))}`;
  const query = `?order=${encodeURIComponent(order.id)}`;
  return { successUrl: `${base}/order-success${query}`, cancelUrl: `${base}/order-error${query}` };
}

/**
 * Opens a gateway session for `price` and makes it the order's one open payment. The session is created
 * before the transaction (a provider is a network call, never made while holding a lock); if the order
 * was paid meanwhile the new session is simply never used.
 */
async function openPayment(
  app: FastifyInstance,
  order: OrderRow,
  price: OrderPrice,
  origin: string | undefined,
): Promise<PaymentRedirect> {
  const { gateway } = app.payments;
  let session: Awaited<ReturnType<typeof gateway.createSession>>;
  try {
    session = await gateway.createSession({
      orderId: order.id,
      amount: price.total,
      currency: price.currency,
      description: `${app.config.siteName} ${order.orderNumber}`,
      locale: order.locale,
      ...returnUrls(app, order, origin),
    });
  } catch (error) {
    app.log.error({ err: error, orderId: order.id }, 'the payment gateway refused to open a session');
    throw paymentUnavailable();
  }

  let superseded: string[] = [];
  const updated = await app.database.db.transaction(async (tx) => {
    let locked = await lockOrder(tx, order.id);
    if (!locked || !EDITABLE_STATUSES.has(locked.status)) throw orderLocked();
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: locked.id,
        provider: gateway.provider,
        sessionId: session.sessionId,
        amount: price.total,
        currency: price.currency,
      })
      .returning({ id: payments.id });
    superseded = await supersedeOpenPayments(tx, locked.id, payment?.id);
    if (locked.status !== 'waiting_for_payment') {
      locked = await transition(tx, locked, 'waiting_for_payment', 'visitor');
    }
    const [priced] = await tx
      .update(ordersTable)
      .set({ price, updatedAt: new Date() })
      .where(eq(ordersTable.id, locked.id))
      .returning();
    return priced ?? locked;
  });
  closeSupersededSessions(app, order.id, superseded);
  return { order: updated, paymentUrl: session.url };
}

/**
 * Checks that every step is done (422 'order_incomplete' listing what is missing), prices the order on
 * the server and sends it to the gateway. Allowed until the order is paid (409 'order_locked'). `origin`
 * is the request's Origin header: the parent comes back there if it is one of the shop's.
 */
export async function confirmAndPay(
  app: FastifyInstance,
  order: OrderRow,
  locale: Locale,
  origin: string | undefined,
): Promise<PaymentRedirect> {
  if (!EDITABLE_STATUSES.has(order.status)) throw orderLocked();
  const book =
    order.storyType === 'ready' && order.bookSlug
      ? await app.catalogue.book(orderLocale(order), order.bookSlug)
      : undefined;
  const missing = missingForPayment(order, book);
  if (missing.length > 0) {
    throw new HttpError(
      422,
      'order_incomplete',
      'common.error.orderIncomplete',
      missing.map((item) => ({ ...item, message: translateMessage(item.message_id, locale) })),
    );
  }
  const price = currentPrice(order, await loadPricingContext(app.database.db));
  return openPayment(app, order, price, origin);
}

/** A new attempt at the price the order was confirmed at (after a failure, or an abandoned payment page). */
export async function payAgain(
  app: FastifyInstance,
  order: OrderRow,
  origin: string | undefined,
): Promise<PaymentRedirect> {
  if (order.status === 'pending') throw invalidTransition(order.status, 'waiting_for_payment');
  if (order.status !== 'payment_failed' && order.status !== 'waiting_for_payment') throw orderLocked();
  const price = order.price ?? currentPrice(order, await loadPricingContext(app.database.db));
  return openPayment(app, order, price, origin);
}

/**
 * Asks the gateway how the session ended and applies that exactly like its webhook would (a synthetic
 * event id per session and result, so this too applies once). An open session leaves the order as is.
 */
export async function completePayment(
  app: FastifyInstance,
  order: OrderRow,
  sessionId: string | undefined,
): Promise<OrderRow> {
  const { gateway } = app.payments;
  const payment = sessionId
    ? await findPaymentBySession(app.database.db, gateway.provider, sessionId)
    : await latestPayment(app.database.db, order.id);
  if (!payment || payment.orderId !== order.id) {
    throw sessionId ? completeFailed(404, 'payment_not_found') : completeFailed(409, 'no_payment');
  }
  let result: Awaited<ReturnType<typeof gateway.retrieveSession>>;
  try {
    result = await gateway.retrieveSession(payment.sessionId);
  } catch (error) {
    if (error instanceof SessionNotFoundError) throw completeFailed(404, 'payment_not_found');
    app.log.error({ err: error, orderId: order.id }, 'the payment gateway did not say how the session ended');
    throw completeFailed(502, 'payment_unavailable');
  }
  if (result.status !== 'open') {
    await applyRetrievedResult(app, payment.sessionId, { ...result, status: result.status }, 'complete_payment');
  }
  return (await findOrder(app.database.db, order.id)) ?? order;
}
