/**
 * The bank file of the payout desk never carries a formula: an ambassador whose name a spreadsheet would run
 * (`=HYPERLINK(…)` beside full bank numbers) is written as plain text (lib/csv.ts), through the real API.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRewardsForPaidOrder } from '../../src/ambassadors/ledger';
import { ledgerEntries } from '../../src/db/schema';
import { asStaff, signedInStaff, type TestStaff } from '../admin-helpers';
import { activeAmbassador, buildAmbassadorApp, insertPaidOrder, send } from '../ambassadors-helpers';

let app: FastifyInstance;
let admin: TestStaff;
beforeAll(async () => {
  app = await buildAmbassadorApp();
  admin = await signedInStaff(app, 'admin');
});
afterAll(() => app.close());

/** An ambassador called `name` with a payout of their payable rewards requested to a German IBAN. */
async function requestedPayout(name: string): Promise<string> {
  const ambassador = await activeAmbassador(app, { name, country: 'AZ' });
  const order = await insertPaidOrder(app, { referralCode: ambassador.referralCode, total: 10_000 });
  await app.database.db.transaction((tx) => recordRewardsForPaidOrder(tx, order, app.config.ambassadors));
  await app.database.db
    .update(ledgerEntries)
    .set({ availableAt: sql`now() - interval '1 second'` })
    .where(eq(ledgerEntries.ambassadorId, ambassador.id));
  const bankDetail = { payment_method: 'bank_transfer', iban: 'DE89 3704 0044 0532 0130 00', swift_bic: 'COBADEFFXXX' };
  const detail = await send(app, 'POST', '/bank_details', { bank_detail: bankDetail }, { token: ambassador.token });
  if (detail.statusCode !== 201) throw new Error(detail.body);
  const payout = await send(
    app,
    'POST',
    '/reward_payouts',
    { reward_payout: { brand_ambassador_bank_detail_id: detail.json().bank_detail.id } },
    { token: ambassador.token },
  );
  if (payout.statusCode !== 201) throw new Error(payout.body);
  return payout.json().reward_payout.id;
}

describe('the bank CSV', () => {
  it('writes names a spreadsheet would run as formulas as plain text', async () => {
    const names = ['=HYPERLINK("http://evil.example","x")', '+994 Aysel', '-Leyla', '@Murad'];
    const ids: string[] = [];
    for (const name of names) ids.push(await requestedPayout(name));
    for (const id of ids) {
      const moved = await asStaff(app, admin, 'POST', `/payouts/${id}/process`);
      expect(moved.statusCode, moved.body).toBe(200);
    }

    const response = await asStaff(app, admin, 'GET', `/payouts/export.csv?ids=${ids.join(',')}`);
    expect(response.statusCode).toBe(200);
    const rows = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .slice(1);
    expect(rows.map((row) => row.split(',DE89')[0]?.replace(/,[^,]*,bank_transfer$/, ''))).toEqual([
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
      "'+994 Aysel",
      "'-Leyla",
      "'@Murad",
    ]);
    // The full bank number is still there for the bank; only the formula is gone.
    for (const row of rows) expect(row).toContain(',DE89370400440532013000,');
  });
});
