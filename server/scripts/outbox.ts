/**
 * `npm run outbox`: the e-mails the shop kept instead of sending (no SMTP_URL, or SMTP refused them), read from its
 * storage the way the back office reads them (mail/back-office.ts). They are encrypted at rest, in DATA_DIR/files or
 * the bucket of STORAGE=s3, so this is how a developer or a script reads one; run it with the shop's DATA_DIR,
 * FILE_ENCRYPTION_KEY and STORAGE settings.
 *
 *   npm run outbox                          the newest messages: id, time, recipient, subject
 *   npm run outbox -- --to <address>        only those to that address
 *   npm run outbox -- --json [--to <addr>]  their summaries as a JSON array (id, from, to, subject, text, html, …)
 *   npm run outbox -- --show <id>           one message exactly as it was written (RFC 822, attachments included)
 *
 * Newest first; `--limit <n>` (default 20). Exits 1 when --show names no kept message, 2 on bad usage.
 */
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { loadConfig } from '../src/config/env';
import { outboxIds, readRaw, readSummary } from '../src/mail/back-office';
import { createStorage } from '../src/storage';
import { runCli } from './cli';

const USAGE = 'Usage: npm run outbox -- [--to <address>] [--json] [--limit <n>] | --show <id>';

async function main(): Promise<number> {
  let values: { to?: string; json?: boolean; show?: string; limit?: string };
  try {
    ({ values } = parseArgs({
      options: {
        to: { type: 'string' },
        json: { type: 'boolean' },
        show: { type: 'string' },
        limit: { type: 'string' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const limit = Number(values.limit ?? 20);
  if (!Number.isInteger(limit) || limit < 1 || (values.show !== undefined && (values.to || values.json))) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const { log } = Fastify({ logger: { level: config.logLevel === 'info' ? 'warn' : config.logLevel } });
  const storage = await createStorage(config, log);

  if (values.show !== undefined) {
    const raw = await readRaw(storage, values.show);
    if (!raw) {
      console.error(`No message ${values.show} in the outbox`);
      return 1;
    }
    process.stdout.write(raw);
    return 0;
  }

  const wanted = values.to?.trim().toLowerCase();
  const found: Array<{ id: string } & NonNullable<Awaited<ReturnType<typeof readSummary>>>> = [];
  for (const id of (await outboxIds(storage)).reverse()) {
    if (found.length >= limit) break;
    const summary = await readSummary(storage, id);
    if (!summary || (wanted && summary.to.toLowerCase() !== wanted)) continue;
    found.push({ id, ...summary });
  }
  if (values.json) {
    console.info(JSON.stringify(found, null, 2));
    return 0;
  }
  if (found.length === 0) console.info('The outbox holds no such message');
  for (const message of found) console.info(`${message.id}  ${message.to}  ${message.subject}`);
  return 0;
}

runCli(main);
