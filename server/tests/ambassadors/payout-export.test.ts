import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asStaff, signedInStaff, type TestStaff } from '../admin-helpers';
import { buildAmbassadorApp, requestedPayout } from '../ambassadors-helpers';

let app: FastifyInstance;
let admin: TestStaff;
beforeAll(async () => {
  app = await buildAmbassadorApp();
  admin = await signedInStaff(app, 'admin');
});
afterAll(() => app.close());

describe('the bank CSV', () => {
  it('writes names a spreadsheet would run as formulas as plain text', async () => {
    const names = ['=HYPERLINK("http://evil.example","x")', '+994 Aysel', '-Leyla', '@Murad'];
    const ids: string[] = [];
    for (const name of names) ids.push((await requestedPayout(app, name, 10_000)).payoutId);
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
