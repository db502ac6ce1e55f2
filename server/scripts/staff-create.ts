/**
 * `npm run staff:create -- --email ann@example.com --name "Ann" --role admin [--password …]`: adds a
 * back-office account; the way to create the first admin (or set STAFF_ADMIN_EMAIL/PASSWORD before the
 * first start). Without --password the password is read from standard input (typed without echo on a
 * terminal, or piped), so it need not sit in the shell history. Validated with the same schema as the back
 * office's form; written to the audit log as the command's doing.
 *
 * The database: DATABASE_URL, or else the embedded PostgreSQL of a running `npm start`
 * (EMBEDDED_PG_PORT, default 54329). Exits 1 when refused (e.g. the e-mail has an account), 2 on bad usage.
 */

import { userInfo } from 'node:os';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { staffAccountSchema } from '@shop/shared/validation';
import { loadConfig } from '../src/config/env';
import { translateMessage } from '../src/lib/messages';
import { createStaff, staffView } from '../src/staff/accounts';
import { recordSystemAudit } from '../src/staff/audit';
import { cliDatabase, runCli } from './cli';

const USAGE =
  'Usage: npm run staff:create -- --email <address> --name <name> --role admin|support [--password <password>]';

/** One line from stdin; on a terminal the typed characters are not echoed. */
async function readPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (process.stdin.isTTY) {
    process.stdout.write('Password: ');
    // readline echoes through _writeToOutput; muting it hides the password as it is typed.
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
  }
  const line = await new Promise<string>((resolve) => rl.once('line', resolve).once('close', () => resolve('')));
  rl.close();
  if (process.stdin.isTTY) process.stdout.write('\n');
  return line;
}

async function main(): Promise<number> {
  let values: { email?: string; name?: string; role?: string; password?: string };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        password: { type: 'string' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (!values.email || !values.name || !values.role) {
    console.error(USAGE);
    return 2;
  }
  const parsed = staffAccountSchema.safeParse({ ...values, password: values.password ?? (await readPassword()) });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      console.error(`--${issue.path.join('.')}: ${translateMessage(issue.message, 'en')}`);
    }
    return 2;
  }
  const config = loadConfig();
  const database = await cliDatabase(config);
  try {
    const user = await database.db.transaction(async (tx) => {
      const created = await createStaff(tx, parsed.data);
      await recordSystemAudit(tx, `cli:${userInfo().username}`, {
        action: 'staff.create',
        targetType: 'staff',
        targetId: created.id,
        after: staffView(created),
      });
      return created;
    });
    console.info(`Created ${user.role} ${user.email} (${user.id}); sign in at ${config.publicUrl}/backoffice`);
    return 0;
  } finally {
    await database.pool.end();
  }
}

runCli(main);
