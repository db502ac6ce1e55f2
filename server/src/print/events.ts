/**
 * The print partner's status webhooks applied to the order, through the team's own steps (fulfilment/service.ts),
 * so the same e-mails go out and the same rules hold: printing → ready_for_shipping → shipped (carrier,
 * tracking number, ETA; the 'shipped' e-mail) → delivered (the 'delivered' e-mail and automatic completion).
 *
 * Each move happens once: the steps do nothing on an order already there, an event already applied is
 * recorded by id (a replay changes nothing), and an event behind what the submission has heard (SHIPPED after
 * DELIVERED, IN_PRODUCTION after SHIPPED) is recorded but not applied. A rejected file or a cancelled job
 * leaves the order at printing and puts it on the team's attention list with the partner's reason.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, printEvents, printSubmissions } from '../db/schema';
import { markDelivered, markPrinted, shipOrder } from '../fulfilment/service';
import { HttpError } from '../lib/http-error';
import { findOrder } from '../orders/repository';
import type { PrintEvent, PrintStage } from './partner';

type SubmissionStatus = (typeof printSubmissions.$inferSelect)['status'];

/** How far along the road a status is; a rejection sits beside submitted (the partner may accept a fixed file). */
const RANK: Record<SubmissionStatus, number> = {
  pending: 0,
  submitted: 1,
  rejected: 1.5,
  canceled: 1.5,
  in_production: 2,
  shipped: 3,
  delivered: 4,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AppliedPrintEvent {
  duplicate: boolean;
  /** False for an event of no submission of ours, behind what we know, or of no interest. */
  applied: boolean;
}

async function findSubmission(app: FastifyInstance, partner: string, event: PrintEvent) {
  const byReference =
    event.reference && UUID.test(event.reference) ? eq(printSubmissions.orderId, event.reference) : undefined;
  const where = byReference
    ? or(eq(printSubmissions.partnerJobId, event.jobId), byReference)
    : eq(printSubmissions.partnerJobId, event.jobId);
  const [row] = await app.database.db
    .select()
    .from(printSubmissions)
    .where(and(eq(printSubmissions.partner, partner), where))
    .limit(1);
  return row;
}

/** A step the order cannot take any more (refunded, or moved on by hand) is not the partner's business. */
async function step(app: FastifyInstance, run: () => Promise<unknown>, context: Record<string, unknown>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      app.log.warn({ ...context, code: error.code }, 'print event not applied to the order');
      return;
    }
    throw error;
  }
}

async function moveOrder(app: FastifyInstance, orderId: string, stage: PrintStage, event: PrintEvent) {
  const context = { orderId, jobId: event.jobId, status: event.partnerStatus };
  if (stage !== 'shipped' && stage !== 'delivered') return;
  const order = await findOrder(app.database.db, orderId);
  if (!order) return;
  if (order.status === 'printing') await step(app, () => markPrinted(app, orderId, 'system'), context);
  // DELIVERED may come first when SHIPPED was lost: its job still names the parcel, so the order ships first.
  if (event.shipment) {
    const { carrier, trackingNumber, estimatedDelivery } = event.shipment;
    const now = await findOrder(app.database.db, orderId);
    if (now?.status === 'ready_for_shipping' || (now?.status === 'shipped' && stage === 'shipped')) {
      await step(
        app,
        () =>
          shipOrder(
            app,
            orderId,
            { carrier, tracking_number: trackingNumber, estimated_delivery: estimatedDelivery ?? null },
            'system',
          ),
        context,
      );
    }
  } else {
    app.log.warn(context, 'the print partner reported the book shipped without a carrier and tracking number');
  }
  if (stage === 'delivered') {
    const at = event.changedAt && event.changedAt.getTime() <= Date.now() ? event.changedAt : undefined;
    await step(
      app,
      async () => {
        try {
          await markDelivered(app, orderId, 'system', at);
        } catch (error) {
          // The partner's clock put delivery before our shipping time (we shipped when its webhook came).
          if (!(error instanceof HttpError && error.statusCode === 400 && at)) throw error;
          await markDelivered(app, orderId, 'system');
        }
      },
      context,
    );
  }
}

export async function applyPrintEvent(
  app: FastifyInstance,
  partner: string,
  event: PrintEvent,
): Promise<AppliedPrintEvent> {
  const [seen] = await app.database.db
    .select({ id: printEvents.id })
    .from(printEvents)
    .where(eq(printEvents.id, event.id));
  if (seen) return { duplicate: true, applied: false };
  const submission = await findSubmission(app, partner, event);
  const stage = event.stage;
  const current = submission?.status;
  const ahead =
    submission !== undefined &&
    current !== undefined &&
    stage !== undefined &&
    (RANK[stage] > RANK[current] || (stage === 'shipped' && current === 'shipped'));

  if (submission && ahead) await moveOrder(app, submission.orderId, stage, event);

  // The order's steps are idempotent, so a crash before this line is repaired by the partner's redelivery.
  const inserted = await app.database.db.transaction(async (tx) => {
    const rows = await tx
      .insert(printEvents)
      .values({
        id: event.id,
        submissionId: submission?.id ?? null,
        partnerStatus: event.partnerStatus,
        payload: event.payload,
      })
      .onConflictDoNothing()
      .returning({ id: printEvents.id });
    if (rows.length === 0 || !submission || !ahead) return rows.length > 0;
    const failed = stage === 'rejected' || stage === 'canceled';
    await tx
      .update(printSubmissions)
      .set({
        status: stage,
        partnerStatus: event.partnerStatus,
        partnerJobId: sql`coalesce(${printSubmissions.partnerJobId}, ${event.jobId})`,
        reason: failed ? (event.reason ?? event.partnerStatus) : null,
        updatedAt: sql`now()`,
      })
      .where(eq(printSubmissions.id, submission.id));
    return true;
  });
  if (!inserted) return { duplicate: true, applied: false };
  if (!submission)
    app.log.warn({ jobId: event.jobId, reference: event.reference }, 'print event of no submission of ours');
  if (submission && ahead && (stage === 'rejected' || stage === 'canceled')) {
    app.log.error(
      { orderId: submission.orderId, jobId: event.jobId, status: event.partnerStatus, reason: event.reason },
      'the print partner refused the book: it needs the team',
    );
  }
  return { duplicate: false, applied: ahead };
}

/** The team's attention list for printing: books the partner rejected or cancelled, with its reason. */
export async function printAttention(app: FastifyInstance) {
  return app.database.db
    .select({
      orderId: printSubmissions.orderId,
      orderNumber: orders.orderNumber,
      partner: printSubmissions.partner,
      partnerJobId: printSubmissions.partnerJobId,
      status: printSubmissions.status,
      partnerStatus: printSubmissions.partnerStatus,
      reason: printSubmissions.reason,
      updatedAt: printSubmissions.updatedAt,
    })
    .from(printSubmissions)
    .innerJoin(orders, eq(orders.id, printSubmissions.orderId))
    .where(or(eq(printSubmissions.status, 'rejected'), eq(printSubmissions.status, 'canceled')))
    .orderBy(printSubmissions.updatedAt);
}
