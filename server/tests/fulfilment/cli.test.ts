/**
 * `npm run order -- …` as the team (and the e2e tests) run it: a separate process on the same database and
 * data directory, moving a paid hardcover to shipped so that tracking shows the carrier and number, and
 * saving a printed book's two files where --out says.
 */
import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config/env';
import { coverKey } from '../../src/fulfilment/fulfil';
import {
  buildFulfilmentApp,
  history,
  PUBLIC_URL,
  payFor,
  smallPdf,
  tempDataDir,
  toPrinting,
} from '../fulfilment-fixtures';
import { testDatabaseUrl } from '../helpers';

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  dataDir = await tempDataDir();
  app = await buildFulfilmentApp({ DATA_DIR: dataDir });
});
afterAll(() => app.close());

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function orderCli(...args: string[]): Promise<CliResult> {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DATABASE_URL: testDatabaseUrl(),
    DATA_DIR: dataDir,
    PUBLIC_URL,
    LOG_LEVEL: 'warn',
    CBAR_URL: 'off',
  };
  return new Promise((resolve) => {
    execFile(
      join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
      [join(REPO_ROOT, 'server', 'scripts', 'order.ts'), ...args],
      { env, cwd: dataDir, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() });
      },
    );
  });
}

describe('npm run order', { timeout: 180_000 }, () => {
  it('takes a paid hardcover from printing to delivered, as tracking then shows', async () => {
    const paid = await payFor(app, { version: 'hardcover' });
    const number = paid.order.orderNumber;
    await toPrinting(app, paid.id);

    const print = await orderCli('print', number, '--out', 'for-the-printer.pdf');
    expect(print, print.stderr).toMatchObject({ code: 0 });
    expect(print.stdout).toContain(`PDF saved to ${join(dataDir, 'for-the-printer.pdf')}`);
    expect((await readFile(join(dataDir, 'for-the-printer.pdf'))).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const early = await orderCli('ship', number, '--carrier', 'DHL', '--tracking', 'JD0123');
    expect(early).toMatchObject({
      code: 1,
      stderr: 'invalid_transition: This order cannot be moved to that status {"from":"printing","to":"shipped"}',
    });

    const printed = await orderCli('printed', number.toLowerCase(), '--by', 'anna');
    expect(printed).toMatchObject({ code: 0, stdout: `${number}: printed; now ready_for_shipping` });

    const shipped = await orderCli(
      'ship',
      number,
      '--carrier',
      'DHL',
      '--tracking',
      'JD0123',
      '--eta',
      '2026-12-01',
      '--by',
      'anna',
    );
    expect(shipped).toMatchObject({ code: 0, stdout: `${number}: shipped; now shipped (DHL JD0123, e-mail queued)` });

    const tracked = await app.inject({
      url: `/api/v1/orders/track?${new URLSearchParams({ order_number: number, email: paid.email })}`,
    });
    expect(tracked.json()).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'DHL', tracking_number: 'JD0123', estimated_delivery: '2026-12-01', delivered_at: null },
    });

    const delivered = await orderCli('delivered', paid.id, '--by', 'anna');
    expect(delivered).toMatchObject({ code: 0, stdout: `${number}: delivered, e-mail queued; now delivered` });
    expect(await history(app, paid.id)).toEqual([
      'pending:visitor',
      'waiting_for_payment:visitor',
      'paid:payment',
      'story_writing:system',
      'printing:system',
      'ready_for_shipping:staff:anna',
      'shipped:staff:anna',
      'delivered:staff:anna',
    ]);
  });

  it('saves a printed book’s cover beside the interior --out names, not in the current folder', async () => {
    const paid = await payFor(app, { version: 'softcover' });
    const number = paid.order.orderNumber;
    await toPrinting(app, paid.id);
    const cover = await smallPdf();
    await app.storage.put(coverKey(paid.order), cover, 'application/pdf');
    await mkdir(join(dataDir, 'for-the-printer'));

    const print = await orderCli('print', number, '--out', join('for-the-printer', `${number}.pdf`));
    expect(print, print.stderr).toMatchObject({ code: 0 });
    const interior = join(dataDir, 'for-the-printer', `${number}.pdf`);
    const beside = join(dataDir, 'for-the-printer', `${number}-cover.pdf`);
    expect(print.stdout).toContain(`interior saved to ${interior}, cover to ${beside}`);
    expect(await readFile(beside)).toEqual(cover);
    // The current folder (the CLI runs in dataDir) gets nothing.
    expect(await readdir(dataDir)).not.toContain(`${number}-cover.pdf`);

    // --cover still puts it anywhere else.
    const elsewhere = await orderCli('print', number, '--out', interior, '--cover', 'cover-only.pdf');
    expect(elsewhere.stdout).toContain(`cover to ${join(dataDir, 'cover-only.pdf')}`);
  });

  it('explains its usage and unknown orders', async () => {
    const usage = await orderCli('frobnicate', 'SB-000001');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run order -- <command> <order number or id>');
    const missing = await orderCli('printed', 'SB-999999999', '--by', 'anna');
    expect(missing).toMatchObject({ code: 1, stderr: 'not_found: Order not found' });
  });
});
