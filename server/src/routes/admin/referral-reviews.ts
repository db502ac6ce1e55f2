/**
 * Referrals held by the fraud checks (ambassadors/fraud.ts): everyone on the team sees the list; approving
 * (the reward is written) and declining (nothing is paid) move money and are admin-only, each audited in
 * the decision's transaction.
 */
import {
  listOf,
  pageQuerySchema,
  REFERRAL_REVIEW_STATUSES,
  REVIEW_DECISIONS,
  staffReferralReviewSchema,
} from '@shop/shared/contracts';
import { VALIDATION_MESSAGES } from '@shop/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decideReferralReview, listReferralReviews } from '../../ambassadors/referral-review';
import { errorResponse, notFound } from '../../lib/http-error';
import { pageOf } from '../../lib/list-query';
import { recordAudit } from '../../staff/audit';
import { currentStaff, requireStaff } from '../../staff/auth';
import { guardResponses, idParams, stepResponses } from '../../staff/schemas';

const { invalid: INVALID } = VALIDATION_MESSAGES;

const decisionAnswer = stepResponses(z.object({ id: z.uuid(), review_status: z.enum(REFERRAL_REVIEW_STATUSES) }));

const referralReviews: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const admin = requireStaff('admin');

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        querystring: pageQuerySchema.extend({
          status: z.enum(REFERRAL_REVIEW_STATUSES, { error: INVALID }).default('in_review'),
        }),
        response: { 200: listOf(staffReferralReviewSchema), 400: errorResponse, ...guardResponses },
      },
    },
    async (request) => pageOf(request.query, await listReferralReviews(db, request.query)),
  );

  app.post(
    '/:id/:decision',
    {
      preHandler: admin,
      schema: {
        tags: ['admin'],
        params: idParams.extend({ decision: z.enum(REVIEW_DECISIONS, { error: INVALID }) }),
        response: decisionAnswer,
      },
    },
    async (request) => {
      const { id, decision } = request.params;
      const after = await db.transaction(async (tx) => {
        const decided = await decideReferralReview(tx, id, decision, currentStaff(request).id, app.config.ambassadors);
        if (!decided) throw notFound();
        await recordAudit(tx, request, {
          action: decision === 'approve' ? 'referral.approve' : 'referral.decline',
          targetType: 'referral',
          targetId: id,
          before: { review_status: decided.before.reviewStatus, status: decided.before.status },
          after: {
            review_status: decided.after.reviewStatus,
            status: decided.after.status,
            reasons: decided.after.reviewReasons,
          },
        });
        return decided.after;
      });
      return { id: after.id, review_status: after.reviewStatus ?? 'in_review' };
    },
  );
};

export default referralReviews;
