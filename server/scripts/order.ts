/**
 * `npm run order -- <command> <order number or id> [options]`: the team's fulfilment steps until the back
 * office has buttons for them. The same service as the server, so statuses move through the transition
 * table with history, and e-mails are queued exactly as they would be from there (the server's worker
 * sends them: SMTP_URL, or the outbox in DATA_DIR).
 *
 *   print SB-001001 [--out file.pdf] [--cover cover.pdf]
 *                                      do the 'fulfil-order' job's work now if it is not done yet (render the book;
 *                                      a PDF order is then e-mailed and completed), and save the PDF; for a printed
 *                                      book that is the printer's interior, and its cover sheet is saved too,
 *                                      by default beside the interior (--out dir/f.pdf → dir/f-cover.pdf;
 *                                      without --out, <number>.pdf and <number>-cover.pdf)
 *   printed SB-001001                  printing → ready for shipping
 *   ship SB-001001 --carrier DHL --tracking JD0123 [--eta 2026-12-01]
 *                                      → shipped (again with other data: corrects the shipment)
 *   delivered SB-001001 [--at 2026-12-01T10:00:00Z]
 *   complete SB-001001                 delivered → completed (otherwise automatic after ORDER_AUTO_COMPLETE_DAYS)
 *   show SB-001001                     status, history and shipment
 * Every command takes --by <staff id> (default: the login name); the history records `staff:<id>`.
 *
 * The database: DATABASE_URL, or else the embedded PostgreSQL of a running `npm start`
 * (EMBEDDED_PG_PORT, default 54329). Exits 1 with a message when the step was refused, 2 on bad usage.
 */
import { writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { coverKey, fulfilOrder } from '../src/fulfilment/fulfil';
import {
  completeOrder,
  type FulfilmentActor,
  markDelivered,
  markPrinted,
  resolveOrderId,
  type StepResult,
  shipOrder,
} from '../src/fulfilment/service';
import { trackOrderJson } from '../src/fulfilment/track';
import { findOrder } from '../src/orders/repository';
import { cliDatabase, runCli } from './cli';

const USAGE = `Usage: npm run order -- <command> <order number or id> [options]
  print      [--out <file.pdf>] [--cover <file.pdf>]
  printed
  ship       --carrier <name> --tracking <number> [--eta <yyyy-mm-dd>]
  delivered  [--at <ISO date and time>]
  complete
  show
  every command: [--by <staff id>]`;

const COMMANDS = ['print', 'printed', 'ship', 'delivered', 'complete', 'show'] as const;
type Command = (typeof COMMANDS)[number];

class UsageError extends Error {}

const isCommand = (value: string | undefined): value is Command =>
  value !== undefined && (COMMANDS as readonly string[]).includes(value);

function parse() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      carrier: { type: 'string' },
      tracking: { type: 'string' },
      eta: { type: 'string' },
      at: { type: 'string' },
      out: { type: 'string' },
      cover: { type: 'string' },
      by: { type: 'string' },
    },
  });
  const [command, ref, ...rest] = positionals;
  if (!isCommand(command) || !ref || rest.length > 0) throw new UsageError(USAGE);
  const by = (values.by ?? userInfo().username ?? 'cli').trim();
  if (!/^[\w.@-]{1,64}$/.test(by)) throw new UsageError('--by: letters, digits, . _ @ - only');
  return { command, ref, values, actor: `staff:${by}` as FulfilmentActor };
}

async function show(app: FastifyInstance, ref: string): Promise<string> {
  const order = await findOrder(app.database.db, await resolveOrderId(app.database.db, ref));
  if (!order) return `No order ${ref}`;
  const json = await trackOrderJson(app, order, 'en');
  const lines = [
    `${json.order_number}  ${json.status}  ${json.version ?? '-'}  ${json.book_name}`,
    ...json.status_history.map((entry) => `  ${entry.at}  ${entry.status}`),
  ];
  if (json.shipment) {
    const { carrier, tracking_number, estimated_delivery, delivered_at } = json.shipment;
    lines.push(
      `  shipment: ${carrier} ${tracking_number}, eta ${estimated_delivery ?? '-'}, delivered ${delivered_at ?? '-'}`,
    );
  }
  if (order.bookPdfKey) lines.push(`  book: ${order.bookPdfKey} (${order.bookPdfBytes ?? 0} bytes)`);
  return lines.join('\n');
}

/**
 * Where a printed book's cover goes without --cover: beside the interior, named after it (out/SB-1.pdf →
 * out/SB-1-cover.pdf), so the printer's two files stay together wherever --out puts them.
 */
function coverBeside(interior: string): string {
  const extension = extname(interior);
  return join(dirname(interior), `${basename(interior, extension)}-cover${extension || '.pdf'}`);
}

function summary(result: StepResult, done: string): string {
  const { orderNumber, status } = result.order;
  return result.changed
    ? `${orderNumber}: ${done}; now ${status}`
    : `${orderNumber}: already ${status}; nothing changed`;
}

async function run(app: FastifyInstance, { command, ref, values, actor }: ReturnType<typeof parse>): Promise<string> {
  switch (command) {
    case 'print': {
      const orderId = await resolveOrderId(app.database.db, ref);
      const outcome = await fulfilOrder(app, orderId);
      const order = await findOrder(app.database.db, orderId);
      const file = order?.bookPdfKey ? await app.storage.get(order.bookPdfKey) : undefined;
      if (!order || !file) return `${order?.orderNumber ?? ref}: no book yet (status ${order?.status ?? 'unknown'})`;
      const out = resolve(values.out ?? `${order.orderNumber}.pdf`);
      await writeFile(out, file.data);
      const made = `${order.orderNumber}: ${outcome === 'nothing_to_do' ? 'book already made' : `book made (${outcome})`}; status ${order.status}`;
      const cover = await app.storage.get(coverKey(order));
      if (!cover) return `${made}; PDF saved to ${out}`;
      const coverOut = values.cover === undefined ? coverBeside(out) : resolve(values.cover);
      await writeFile(coverOut, cover.data);
      return `${made}; interior saved to ${out}, cover to ${coverOut}`;
    }
    case 'printed':
      return summary(await markPrinted(app, ref, actor), 'printed');
    case 'ship': {
      if (!values.carrier || !values.tracking) throw new UsageError('ship needs --carrier and --tracking');
      const input = {
        carrier: values.carrier,
        tracking_number: values.tracking,
        ...(values.eta === undefined ? {} : { estimated_delivery: values.eta }),
      };
      const result = await shipOrder(app, ref, input, actor);
      return `${summary(result, 'shipped')} (${result.shipment.carrier} ${result.shipment.trackingNumber}${result.changed ? ', e-mail queued' : ''})`;
    }
    case 'delivered': {
      const at = values.at === undefined ? undefined : new Date(values.at);
      if (at && Number.isNaN(at.getTime()))
        throw new UsageError('--at must be a date and time, e.g. 2026-12-01T10:00:00Z');
      return summary(await markDelivered(app, ref, actor, at), 'delivered, e-mail queued');
    }
    case 'complete':
      return summary(await completeOrder(app, ref, actor), 'completed');
    case 'show':
      return show(app, ref);
  }
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse();
  } catch (error) {
    console.error(error instanceof Error ? error.message : USAGE);
    return 2;
  }
  const config = { ...loadConfig(), jobs: false };
  const database = await cliDatabase(config, 4);
  // The whole app (without its worker): rendering the book needs the catalogue, pictures and storage.
  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel === 'info' ? 'warn' : config.logLevel },
  });
  try {
    console.info(await run(app, args));
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  } finally {
    await app.close();
    await database.pool.end();
  }
}

runCli(main);
