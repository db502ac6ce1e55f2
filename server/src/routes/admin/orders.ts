/**
 * Orders in the back office. Everyone on the team searches, reads and moves orders along production;
 * a refund moves money and deleting a child's data cannot be undone, so those are admin-only. Every change is audited in the transaction that makes it,
 * and every answer of a step is the order as it is after the step, so the console never shows stale state.
 * The child's photo, portraits and book are not part of the order: whoever looks at them, admins included,
 * asks with a reason, and the look is audited like a change.
 */
import { listOf, staffChildPicturesSchema, staffOrderDetailSchema, staffOrderItemSchema } from '@shop/shared/contracts';
import { ORDER_STATUSES } from '@shop/shared/orders';
import {
  BOOK_VERSIONS,
  childPicturesReasonSchema,
  refundSchema,
  STORY_LANGUAGES,
  shipmentSchema,
  VALIDATION_MESSAGES,
} from '@shop/shared/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markDelivered, type OnStepChange, shipOrder } from '../../fulfilment/service';
import { errorResponse, HttpError } from '../../lib/http-error';
import { listQuery, pageOf } from '../../lib/list-query';
import { localeOf } from '../../lib/locale';
import type { OrderRow } from '../../orders/access';
import {
  afterStaffMove,
  childPictures,
  isStaffTransition,
  listOrdersForStaff,
  lockedOrder,
  ORDER_EMAIL_RESENDS,
  orderDetail,
  orderForStaff,
  redrawCharacters,
  resendOrderEmail,
} from '../../orders/back-office';
import { eraseOnRequest } from '../../orders/erasure';
import { invalidTransition, transition } from '../../orders/transitions';
import { refundOrder } from '../../payments/refunds';
import { recordAudit } from '../../staff/audit';
import { currentStaff, requireStaff, staffActor } from '../../staff/auth';
import { guardResponses, idParams } from '../../staff/schemas';

const { invalid: INVALID } = VALIDATION_MESSAGES;
const day = z.iso.date({ error: INVALID });

/** The orders list's filters, which its CSV (routes/admin/exports.ts) takes as well. */
export const orderFilterQuery = {
  q: z.string().trim().max(200, { error: INVALID }).optional(),
  status: z.enum(ORDER_STATUSES, { error: INVALID }).optional(),
  from: day.optional(),
  to: day.optional(),
  ambassador: z.uuid({ error: INVALID }).optional(),
  referral_code: z.string().trim().max(64, { error: INVALID }).optional(),
  book: z
    .string()
    .trim()
    .max(120, { error: INVALID })
    .regex(/^[a-z0-9-]+$/, { error: INVALID })
    .optional()
    .describe("A catalogue book's slug, or 'custom'"),
  version: z.enum(BOOK_VERSIONS, { error: INVALID }).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: INVALID })
    .optional()
    .describe('Where the book goes (ISO code)'),
  language: z.enum(STORY_LANGUAGES, { error: INVALID }).optional().describe("The story's language"),
};

const stepAnswer = {
  200: staffOrderDetailSchema,
  400: errorResponse,
  404: errorResponse,
  409: errorResponse,
  ...guardResponses,
};

const orderSnapshot = (order: OrderRow) => ({ status: order.status, characters_status: order.charactersStatus });

const orders: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const admin = requireStaff('admin');

  async function answer(id: string) {
    return orderDetail(app, await orderForStaff(db, id));
  }

  /** The audit hook the fulfilment service calls inside its own transaction when a step changed the order. */
  const audited =
    (request: FastifyRequest, action: string, extra: () => unknown = () => undefined): OnStepChange =>
    async (tx, before, after) =>
      recordAudit(tx, request, {
        action,
        targetType: 'order',
        targetId: after.id,
        before: orderSnapshot(before),
        after: { ...orderSnapshot(after), ...(extra() ?? {}) },
      });

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        querystring: listQuery(['created_at', 'total', 'status']).extend(orderFilterQuery),
        response: { 200: listOf(staffOrderItemSchema), 400: errorResponse, ...guardResponses },
      },
    },
    async (request) => {
      return pageOf(request.query, await listOrdersForStaff(app, request.query, localeOf(request)));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        response: { 200: staffOrderDetailSchema, 404: errorResponse, ...guardResponses },
      },
    },
    async (request) => answer(request.params.id),
  );

  app.post(
    '/:id/child_pictures',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: childPicturesReasonSchema,
        response: {
          200: staffChildPicturesSchema,
          400: errorResponse,
          404: errorResponse,
          409: errorResponse,
          ...guardResponses,
        },
      },
    },
    async (request) => {
      const { reason, note } = request.body;
      // The entry commits with the answer: no link leaves without it.
      return db.transaction(async (tx) => {
        const order = await orderForStaff(tx, request.params.id);
        const pictures = await childPictures(app, order);
        await recordAudit(tx, request, {
          action: 'order.view_child_pictures',
          targetType: 'order',
          targetId: order.id,
          after: {
            order_number: order.orderNumber,
            reason,
            note: note ?? null,
            shown: {
              photo: pictures.photo_url !== null,
              portraits: pictures.characters.length,
              book_pdf: pictures.book_pdf_url !== null,
            },
          },
        });
        return pictures;
      });
    },
  );

  app.post(
    '/:id/transition',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: z.object({
          to: z.enum(ORDER_STATUSES, { error: INVALID }),
          note: z.string().trim().max(500, { error: INVALID }).optional(),
        }),
        response: stepAnswer,
      },
    },
    async (request) => {
      const { to, note } = request.body;
      await db.transaction(async (tx) => {
        const order = await lockedOrder(tx, request.params.id);
        // A repeated click finds the order already there: nothing to do, nothing to audit.
        if (order.status === to) return;
        if (!isStaffTransition(order, to)) throw invalidTransition(order.status, to);
        const moved = await transition(tx, order, to, staffActor(currentStaff(request)), note);
        await afterStaffMove(app, tx, moved);
        await recordAudit(tx, request, {
          action: 'order.transition',
          targetType: 'order',
          targetId: order.id,
          before: orderSnapshot(order),
          after: { ...orderSnapshot(moved), note: note ?? null },
        });
      });
      return answer(request.params.id);
    },
  );

  app.post(
    '/:id/ship',
    { schema: { tags: ['admin'], params: idParams, body: shipmentSchema, response: stepAnswer } },
    async (request) => {
      const actor = staffActor(currentStaff(request));
      await shipOrder(
        app,
        request.params.id,
        request.body,
        actor,
        audited(request, 'order.ship', () => ({
          carrier: request.body.carrier,
          tracking_number: request.body.tracking_number,
          estimated_delivery: request.body.estimated_delivery ?? null,
        })),
      );
      return answer(request.params.id);
    },
  );

  app.post(
    '/:id/deliver',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: z.object({ delivered_at: z.iso.datetime({ error: INVALID, offset: true }).optional() }).optional(),
        response: stepAnswer,
      },
    },
    async (request) => {
      const at = request.body?.delivered_at ? new Date(request.body.delivered_at) : undefined;
      await markDelivered(
        app,
        request.params.id,
        staffActor(currentStaff(request)),
        at,
        audited(request, 'order.deliver'),
      );
      return answer(request.params.id);
    },
  );

  app.post(
    '/:id/refund',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        description:
          'Gives money back through the payment provider: `amount` in minor units (unset: all that is left). ' +
          'Everything given back moves the order to refunded; a part leaves it where it is. The parent is e-mailed.',
        params: idParams,
        body: refundSchema,
        response: {
          ...stepAnswer,
          422: errorResponse.describe("'refund_amount_invalid': above zero and at most what is left"),
          502: errorResponse.describe("'refund_pending': the provider did not answer; it is sent again automatically"),
        },
      },
    },
    async (request) => {
      const refund = await refundOrder(app, request.params.id, {
        amount: request.body.amount,
        reason: request.body.reason,
        actor: staffActor(currentStaff(request)),
        onRequested: (tx, order, requested) =>
          recordAudit(tx, request, {
            action: 'order.refund',
            targetType: 'order',
            targetId: order.id,
            before: orderSnapshot(order),
            after: {
              ...orderSnapshot(order),
              refund: requested.id,
              amount: requested.amount,
              reason: requested.reason,
            },
          }),
      });
      if (refund.status === 'failed') {
        throw new HttpError(409, 'refund_declined', 'common.error.refundDeclined', {
          refund: refund.id,
          code: refund.failureCode ?? 'failed',
        });
      }
      return answer(request.params.id);
    },
  );

  app.post(
    '/:id/erase',
    { preHandler: admin, schema: { tags: ['admin'], params: idParams, response: stepAnswer } },
    async (request) => {
      // Deleting what a parent gave us cannot be undone, so it is an admin's, like a refund.
      await eraseOnRequest(app, request.params.id, 'team', staffActor(currentStaff(request)), (tx, before, erased) =>
        recordAudit(tx, request, {
          action: 'order.erase_data',
          targetType: 'order',
          targetId: before.id,
          before: orderSnapshot(before),
          after: { ...orderSnapshot(erased.order), erased: erased.erasure.items },
        }),
      );
      return answer(request.params.id);
    },
  );

  app.post(
    '/:id/regenerate_characters',
    { schema: { tags: ['admin'], params: idParams, response: stepAnswer } },
    async (request) => {
      await db.transaction(async (tx) => {
        const order = await lockedOrder(tx, request.params.id);
        const redrawn = await redrawCharacters(app, tx, order);
        if (!redrawn) return;
        await recordAudit(tx, request, {
          action: 'order.regenerate_characters',
          targetType: 'order',
          targetId: order.id,
          before: orderSnapshot(order),
          after: orderSnapshot(redrawn),
        });
      });
      return answer(request.params.id);
    },
  );

  app.post(
    '/:id/resend_email',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: z.object({ kind: z.enum(ORDER_EMAIL_RESENDS, { error: INVALID }) }),
        response: stepAnswer,
      },
    },
    async (request) => {
      const order = await orderForStaff(db, request.params.id);
      const outcome = await resendOrderEmail(app, order, request.body.kind);
      if (outcome !== 'sent') throw new HttpError(409, 'email_not_sent', 'common.error.emailNotDue', { outcome });
      // Sending cannot share a transaction with the entry; the entry follows the message that left.
      await recordAudit(db, request, {
        action: 'order.resend_email',
        targetType: 'order',
        targetId: order.id,
        after: { kind: request.body.kind, to: order.email },
      });
      return answer(request.params.id);
    },
  );
};

export default orders;
