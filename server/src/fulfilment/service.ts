/**
 * The team's steps for a printed book, for the back office and the order CLI: printed, shipped,
 * delivered, completed. Each runs in one transaction with the order locked, moves the status only through
 * `transition` and queues its e-mail in the same transaction, so a change and its e-mail commit together.
 *
 * Idempotent: repeating a step on an order that is already there (or further along) changes nothing and
 * sends nothing; `changed` says whether anything happened. A step the order cannot take answers 409
 * 'invalid_transition'; bad input answers 400 'validation_error' with details per field.
 */
import type { OrderStatus } from '@shop/shared/orders';
import { isPhysicalVersion, shipmentSchema } from '@shop/shared/validation';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../db/client';
import { orders, shipments } from '../db/schema';
import { HttpError, notFound } from '../lib/http-error';
import { translateMessage } from '../lib/messages';
import { DELIVERED_KIND } from '../mail/delivered';
import { SHIPPED_KIND } from '../mail/shipped';
import type { OrderRow } from '../orders/access';
import { normalizeOrderNumber } from '../orders/number';
import { lockOrder } from '../orders/repository';
import { invalidTransition, transition } from '../orders/transitions';
import { queueAutoComplete, queueOrderEmail } from './queue';
import { findShipment, type ShipmentRow } from './repository';

/** Who does a fulfilment step: the shop itself, or a member of the team. */
export type FulfilmentActor = 'system' | `staff:${string}`;

export interface StepResult {
  order: OrderRow;
  /** False when the order was already there and nothing was done. */
  changed: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order's id from its id or its number; 404 'Order not found' for neither. */
export async function resolveOrderId(db: DbOrTx, ref: string): Promise<string> {
  const trimmed = ref.trim();
  const where = UUID.test(trimmed) ? eq(orders.id, trimmed) : eq(orders.orderNumber, normalizeOrderNumber(trimmed));
  const [row] = await db.select({ id: orders.id }).from(orders).where(where).limit(1);
  if (!row) throw notFound('common.error.orderNotFound');
  return row.id;
}

/** The printed book's road; a step is done when the order stands at its status or any later one. */
const PRINTED_ROAD: readonly OrderStatus[] = ['printing', 'ready_for_shipping', 'shipped', 'delivered', 'completed'];

function reached(order: OrderRow, status: OrderStatus): boolean {
  const at = PRINTED_ROAD.indexOf(order.status as OrderStatus);
  return isPhysicalVersion(order.version) && at >= 0 && at >= PRINTED_ROAD.indexOf(status);
}

/**
 * Called in the step's transaction when it changed something, with the order before and after: the back
 * office writes its audit entry there, so the entry commits exactly when the change does.
 */
export type OnStepChange = (tx: Tx, before: OrderRow, after: OrderRow) => Promise<void>;

async function step(
  app: FastifyInstance,
  ref: string,
  run: (tx: Tx, order: OrderRow) => Promise<StepResult>,
  onChange?: OnStepChange,
): Promise<StepResult> {
  const orderId = await resolveOrderId(app.database.db, ref);
  return app.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('common.error.orderNotFound');
    const result = await run(tx, order);
    if (result.changed) await onChange?.(tx, order, result.order);
    return result;
  });
}

interface FieldIssue {
  path: string[];
  message_id: string;
  message: string;
}

function invalidInput(issues: Array<{ path: PropertyKey[]; message: string }>): HttpError {
  const details: FieldIssue[] = issues.map((issue) => ({
    path: issue.path.map(String),
    message_id: issue.message,
    message: translateMessage(issue.message, 'en'),
  }));
  return new HttpError(400, 'validation_error', details[0]?.message_id ?? 'common.validation.invalid', details);
}

/** printing → ready_for_shipping. */
export function markPrinted(
  app: FastifyInstance,
  ref: string,
  actor: FulfilmentActor,
  onChange?: OnStepChange,
): Promise<StepResult> {
  return step(
    app,
    ref,
    async (tx, order) => {
      if (reached(order, 'ready_for_shipping')) return { order, changed: false };
      return { order: await transition(tx, order, 'ready_for_shipping', actor), changed: true };
    },
    onChange,
  );
}

const INVALID = 'common.validation.invalid';

export type ShipmentInput = z.input<typeof shipmentSchema>;

/** ready_for_shipping → shipped with a new shipment; on a shipped order, a correction of the shipment. */
export async function shipOrder(
  app: FastifyInstance,
  ref: string,
  input: ShipmentInput,
  actor: FulfilmentActor,
  onChange?: OnStepChange,
): Promise<StepResult & { shipment: ShipmentRow }> {
  const parsed = shipmentSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  const data = parsed.data;
  let shipment: ShipmentRow | undefined;
  const result = await step(
    app,
    ref,
    async (tx, order) => {
      const existing = await findShipment(tx, order.id);
      if (reached(order, 'shipped') && existing) {
        const eta = data.estimated_delivery === undefined ? existing.estimatedDelivery : data.estimated_delivery;
        const same =
          existing.carrier === data.carrier &&
          existing.trackingNumber === data.tracking_number &&
          existing.estimatedDelivery === eta;
        if (same) {
          shipment = existing;
          return { order, changed: false };
        }
        // A parcel that has arrived is history; only one on its way can be corrected.
        if (order.status !== 'shipped') throw invalidTransition(order.status, 'shipped');
        // Database time, so the e-mail job can tell a correction from what it already reported (emails.ts).
        [shipment] = await tx
          .update(shipments)
          .set({
            carrier: data.carrier,
            trackingNumber: data.tracking_number,
            estimatedDelivery: eta,
            updatedAt: sql`now()`,
          })
          .where(eq(shipments.id, existing.id))
          .returning();
        await queueOrderEmail(app, order.id, SHIPPED_KIND, tx);
        return { order, changed: true };
      }
      if (order.status !== 'ready_for_shipping') throw invalidTransition(order.status, 'shipped');
      const moved = await transition(tx, order, 'shipped', actor, `${data.carrier} ${data.tracking_number}`);
      const values = {
        carrier: data.carrier,
        trackingNumber: data.tracking_number,
        estimatedDelivery: data.estimated_delivery ?? null,
        shippedAt: sql`now()`,
        deliveredAt: null,
        createdBy: actor,
        updatedAt: sql`now()`,
      };
      // One parcel per order (order_id is unique); an upsert, so a leftover row can never block shipping.
      [shipment] = await tx
        .insert(shipments)
        .values({ orderId: order.id, ...values })
        .onConflictDoUpdate({ target: shipments.orderId, set: values })
        .returning();
      await queueOrderEmail(app, order.id, SHIPPED_KIND, tx);
      return { order: moved, changed: true };
    },
    onChange,
  );
  if (!shipment) throw new Error('shipOrder finished without a shipment');
  return { ...result, shipment };
}

/** Clocks of the team's machines differ a little; a delivery minutes "in the future" is still today's. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** shipped → delivered (delivered_at: `at`, default now); queues the e-mail and the automatic completion. */
export function markDelivered(
  app: FastifyInstance,
  ref: string,
  actor: FulfilmentActor,
  at?: Date,
  onChange?: OnStepChange,
): Promise<StepResult> {
  return step(
    app,
    ref,
    async (tx, order) => {
      const shipment = await findShipment(tx, order.id);
      if (reached(order, 'delivered') && shipment?.deliveredAt) return { order, changed: false };
      if (order.status !== 'shipped' || !shipment) throw invalidTransition(order.status, 'delivered');
      const deliveredAt = at ?? new Date();
      if (Number.isNaN(deliveredAt.getTime()) || deliveredAt.getTime() > Date.now() + CLOCK_SKEW_MS) {
        throw invalidInput([{ path: ['delivered_at'], message: INVALID }]);
      }
      if (deliveredAt < shipment.shippedAt) throw invalidInput([{ path: ['delivered_at'], message: INVALID }]);
      const moved = await transition(tx, order, 'delivered', actor);
      await tx.update(shipments).set({ deliveredAt, updatedAt: sql`now()` }).where(eq(shipments.id, shipment.id));
      await queueOrderEmail(app, order.id, DELIVERED_KIND, tx);
      await queueAutoComplete(app, order.id, deliveredAt, tx);
      return { order: moved, changed: true };
    },
    onChange,
  );
}

/**
 * delivered → completed. The team may do it at once (the parent confirmed all is well); otherwise the
 * 'complete-order' job does it ORDER_AUTO_COMPLETE_DAYS after delivery, with `onlyIfDelivered`, so an
 * order that has meanwhile gone another way (a refund request) is left alone.
 */
export function completeOrder(
  app: FastifyInstance,
  ref: string,
  actor: FulfilmentActor,
  options: { onlyIfDelivered?: boolean; onChange?: OnStepChange } = {},
): Promise<StepResult> {
  return step(
    app,
    ref,
    async (tx, order) => {
      if (order.status === 'completed') return { order, changed: false };
      if (order.status !== 'delivered') {
        if (options.onlyIfDelivered) return { order, changed: false };
        // The table also lets a PDF go story_writing → completed, but only the fulfilment job may do that.
        throw invalidTransition(order.status, 'completed');
      }
      return { order: await transition(tx, order, 'completed', actor), changed: true };
    },
    options.onChange,
  );
}
