/**
 * `npm run ambassador:activate -- --email someone@example.com` (or `--id <uuid>`): the team's way to
 * activate an ambassador until the back office does it. Uses the same service as the server, so the
 * activation e-mail goes out exactly as it would from there (SMTP_URL, or the shop's outbox in its storage:
 * `npm run outbox` shows it).
 *
 * The database: DATABASE_URL, or else the embedded PostgreSQL of a running `npm start`
 * (EMBEDDED_PG_PORT, default 54329). Exits 1 with a message when nothing was activated.
 */
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { cliDatabase, runCli } from '../server/scripts/cli';
import { ActivationError, activateAmbassador } from '../server/src/ambassadors/activation';
import { findByEmail, findById } from '../server/src/ambassadors/repository';
import { loadConfig } from '../server/src/config/env';
import { createMailer } from '../server/src/mail';
import { createStorage } from '../server/src/storage';

const USAGE = 'Usage: npm run ambassador:activate -- --email <address> | --id <uuid>';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, id: { type: 'string' } } });
  if (!values.email === !values.id) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await cliDatabase(config);
  // The mailer logs like the server does; a bare Fastify instance gives the same pino logger.
  const { log } = Fastify({ logger: { level: config.logLevel === 'info' ? 'warn' : config.logLevel } });
  const mailer = createMailer({ ...config.mail, storage: await createStorage(config, log), log });
  try {
    const ambassador = values.email
      ? await findByEmail(database.db, values.email)
      : await findById(database.db, values.id ?? '');
    if (!ambassador) {
      console.error(`No ambassador with ${values.email ? `e-mail ${values.email}` : `id ${values.id}`}`);
      return 1;
    }
    const result = await activateAmbassador({ db: database.db, mailer, config }, ambassador.id);
    if (result.outcome === 'already_active') {
      console.info(`${ambassador.email} is already active (referral code ${ambassador.referralCode}); no e-mail sent`);
      return 0;
    }
    const where =
      result.delivery.via === 'smtp'
        ? `sent by SMTP (${result.delivery.messageId})`
        : `kept in the outbox as ${result.delivery.file} (npm run outbox)`;
    console.info(`Activated ${ambassador.email} (referral code ${ambassador.referralCode}); e-mail ${where}`);
    return 0;
  } catch (error) {
    if (!(error instanceof ActivationError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    mailer.close();
    await database.pool.end();
  }
}

runCli(main);
