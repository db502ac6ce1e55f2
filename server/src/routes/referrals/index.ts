/**
 * The ambassador programme's API under /referrals (spec section 7): public sign-up, sign-in and visit
 * recording; everything else behind the bearer-token hook of account.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ambassadorKeys } from '../../ambassadors/secrets';
import account from './account';
import analytics from './analytics';
import auth from './auth';
import statements from './statements';
import visits from './visits';

const referrals: FastifyPluginAsync = async (app) => {
  // Resolved on first use, so apps that never touch the programme never create key files.
  const keys = () => ambassadorKeys(app.config, app.log);
  await app.register(auth, { prefix: '/auth', keys });
  await app.register(visits, { prefix: '/visits' });
  await app.register(account, { keys });
  await app.register(analytics, { keys });
  await app.register(statements, { keys });
};

export default referrals;
