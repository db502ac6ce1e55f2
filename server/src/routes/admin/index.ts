/**
 * The back office's API under /api/v1/admin. Only sign-in is open; every other route sits in the scope
 * whose hook needs a staff session (support or above), and admin-only routes add requireStaff('admin').
 * To add a resource: write routes/admin/<resource>.ts (a FastifyPluginAsyncZod) and register it below.
 * Answers are never cached (routes/index.ts puts /admin among the private answers).
 */
import type { FastifyPluginAsync } from 'fastify';
import { sameOriginOnly } from '../../plugins/same-origin';
import { authenticateStaff } from '../../staff/auth';
import ambassadors from './ambassadors';
import audit from './audit';
import auth from './auth';
import content from './content';
import exportsRoutes from './exports';
import jobs from './jobs';
import notes from './notes';
import orders from './orders';
import outbox from './outbox';
import payouts from './payouts';
import referralReviews from './referral-reviews';
import reports from './reports';
import staff from './staff';
import summary from './summary';

const admin: FastifyPluginAsync = async (app) => {
  app.decorateRequest('staff', null);
  // The session cookie goes along with any request the browser makes, so changes come only from our pages.
  sameOriginOnly(app);
  await app.register(auth, { prefix: '/auth' });
  await app.register(async (scope) => {
    authenticateStaff(scope);
    await scope.register(summary, { prefix: '/summary' });
    await scope.register(reports, { prefix: '/reports' });
    await scope.register(exportsRoutes);
    await scope.register(staff, { prefix: '/staff' });
    await scope.register(audit, { prefix: '/audit' });
    await scope.register(ambassadors, { prefix: '/ambassadors' });
    await scope.register(payouts, { prefix: '/payouts' });
    await scope.register(referralReviews, { prefix: '/referral-reviews' });
    await scope.register(orders, { prefix: '/orders' });
    await scope.register(outbox, { prefix: '/outbox' });
    await scope.register(jobs, { prefix: '/jobs' });
    await scope.register(content, { prefix: '/content' });
    await scope.register(notes);
  });
};

export default admin;
