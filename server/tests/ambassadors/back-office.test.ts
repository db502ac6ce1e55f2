/**
 * The back office's ambassador review and payout desk through the API, on the real database: steps and
 * their refusals, the activation e-mail, roles, audit entries, and the bank file with full numbers.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRewardsForPaidOrder } from '../../src/ambassadors/ledger';
import { findByEmail } from '../../src/ambassadors/repository';
import { auditLog, ledgerEntries, referrals, sentEmails } from '../../src/db/schema';
import { asStaff, signedInStaff, type TestStaff } from '../admin-helpers';
import {
  activeAmbassador,
  buildAmbassadorApp,
  insertPaidOrder,
  requestedPayout,
  send,
  signIn,
  signUp,
  signUpPayload,
} from '../ambassadors-helpers';

let app: FastifyInstance;
let admin: TestStaff;
let support: TestStaff;
beforeAll(async () => {
  app = await buildAmbassadorApp();
  [admin, support] = await Promise.all([signedInStaff(app, 'admin'), signedInStaff(app, 'support')]);
});
afterAll(() => app.close());

async function applicant(overrides: Record<string, unknown> = {}) {
  const fields = signUpPayload(overrides);
  const created = await signUp(app, fields);
  if (created.statusCode !== 201) throw new Error(created.body);
  const row = await findByEmail(app.database.db, String(fields.email));
  if (!row) throw new Error('no ambassador row');
  return row;
}

const auditOf = (targetId: string, action: string) =>
  app.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)));

describe('ambassador review', () => {
  it('lists applications by status and search, with what each brought in', async () => {
    const leyla = await applicant({ name: `Leyla ${randomUUID().slice(0, 8)}` });
    const list = await asStaff(
      app,
      support,
      'GET',
      `/ambassadors?status=submitted&q=${encodeURIComponent(leyla.name)}`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      items: [
        {
          id: leyla.id,
          name: leyla.name,
          email: leyla.email,
          country: 'AZ',
          status: 'submitted',
          referral_code: leyla.referralCode,
          created_at: leyla.createdAt.toISOString(),
          referrals_count: 0,
          earned: 0,
        },
      ],
      total: 1,
      page: 1,
      per_page: 20,
    });
    // A % in the search is a character, not a wildcard.
    expect((await asStaff(app, support, 'GET', '/ambassadors?q=%25%25%25')).json().total).toBe(0);
  });

  it('takes an application into review (support), then approves it (admin) with the activation e-mail', async () => {
    const row = await applicant({ locale: undefined });
    const review = await asStaff(app, support, 'POST', `/ambassadors/${row.id}/review`);
    expect(review.statusCode).toBe(200);
    expect(review.json().ambassador).toMatchObject({ status: 'under_review' });

    expect((await asStaff(app, support, 'POST', `/ambassadors/${row.id}/approve`)).statusCode).toBe(403);
    const approved = await asStaff(app, admin, 'POST', `/ambassadors/${row.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().ambassador).toMatchObject({ status: 'active', activated_at: expect.any(String) });
    const mails = await app.database.db
      .select()
      .from(sentEmails)
      .where(and(eq(sentEmails.to, row.email), eq(sentEmails.kind, 'ambassador-activation')));
    expect(mails).toHaveLength(1);
    expect((await signIn(app, row.email)).statusCode).toBe(200);

    // Again: nothing changes, no second e-mail, no second audit entry.
    expect((await asStaff(app, admin, 'POST', `/ambassadors/${row.id}/approve`)).statusCode).toBe(200);
    expect(await app.database.db.select().from(sentEmails).where(eq(sentEmails.to, row.email))).toHaveLength(1);
    const [entry] = await auditOf(row.id, 'ambassador.approve');
    expect(entry).toMatchObject({
      staffId: admin.id,
      before: { status: 'under_review' },
      after: { status: 'active' },
    });
    expect(await auditOf(row.id, 'ambassador.approve')).toHaveLength(1);
    expect(await auditOf(row.id, 'ambassador.review')).toHaveLength(1);
  });

  it('rejects with a reason, and refuses steps that do not follow', async () => {
    const row = await applicant();
    const noReason = await asStaff(app, admin, 'POST', `/ambassadors/${row.id}/reject`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await asStaff(app, admin, 'POST', `/ambassadors/${row.id}/reject`, {
      reason: 'No audience of parents yet',
    });
    expect(rejected.json().ambassador).toMatchObject({
      status: 'rejected',
      status_reason: 'No audience of parents yet',
    });
    expect((await signIn(app, row.email)).statusCode).toBe(403);

    for (const [path, body] of [
      ['approve', undefined],
      ['suspend', { reason: 'x' }],
      ['review', undefined],
    ] as const) {
      const refused = await asStaff(app, admin, 'POST', `/ambassadors/${row.id}/${path}`, body);
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json()).toMatchObject({
        error: 'invalid_transition',
        message: 'This account cannot be moved to that status',
      });
    }
    expect((await asStaff(app, admin, 'POST', `/ambassadors/${randomUUID()}/reject`, { reason: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('suspends an active ambassador, ending their sessions at once', async () => {
    const ambassador = await activeAmbassador(app);
    expect((await send(app, 'GET', '/me', undefined, { token: ambassador.token })).statusCode).toBe(200);
    expect(
      (await asStaff(app, support, 'POST', `/ambassadors/${ambassador.id}/suspend`, { reason: 'Spam' })).statusCode,
    ).toBe(403);
    const suspended = await asStaff(app, admin, 'POST', `/ambassadors/${ambassador.id}/suspend`, {
      reason: 'Spam links',
    });
    expect(suspended.json().ambassador.status).toBe('suspended');
    expect((await send(app, 'GET', '/me', undefined, { token: ambassador.token })).statusCode).toBe(401);
    const [entry] = await auditOf(ambassador.id, 'ambassador.suspend');
    expect(entry).toMatchObject({
      before: { status: 'active' },
      after: { status: 'suspended', status_reason: 'Spam links' },
    });
  });

  it('shows one account with referrals, ledger, payouts and balances, and no password', async () => {
    const ambassador = await activeAmbassador(app);
    const order = await insertPaidOrder(app, { referralCode: ambassador.referralCode, total: 5000 });
    await app.database.db.transaction((tx) => recordRewardsForPaidOrder(tx, order, app.config.ambassadors));
    const response = await asStaff(app, support, 'GET', `/ambassadors/${ambassador.id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.ambassador).toMatchObject({ id: ambassador.id, email: ambassador.email, phone: '+994 50 123 45 67' });
    expect(body.referrals).toHaveLength(1);
    expect(body.ledger).toEqual([expect.objectContaining({ kind: 'reward_direct', amount: 500, status: 'pending' })]);
    expect(body.balances).toEqual({ currency: 'USD', earned: 500, available: 0, on_hold: 500, paid_out: 0 });
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it('shows each referral with the status the ambassador sees (completed once its refund window is over)', async () => {
    const ambassador = await activeAmbassador(app);
    const order = await insertPaidOrder(app, { referralCode: ambassador.referralCode });
    await app.database.db.transaction((tx) => recordRewardsForPaidOrder(tx, order, app.config.ambassadors));
    await app.database.db
      .update(referrals)
      .set({ completesAt: sql`now() - interval '1 second'` })
      .where(eq(referrals.ambassadorId, ambassador.id));
    const own = await send(app, 'GET', '/referrals', undefined, { token: ambassador.token });
    expect(own.json().referrals.map((referral: { status: string }) => referral.status)).toEqual(['completed']);
    const detail = await asStaff(app, support, 'GET', `/ambassadors/${ambassador.id}`);
    expect(detail.json().referrals.map((referral: { status: string }) => referral.status)).toEqual(['completed']);
  });
});

describe('payout desk', () => {
  it('moves a payout pending → processing → paid with the bank reference, and the ledger follows', async () => {
    const { ambassador, payoutId } = await requestedPayout(app, 'Aysel Paid', 12_340);
    const queue = await asStaff(app, support, 'GET', `/payouts?status=pending&ambassador_id=${ambassador.id}`);
    expect(queue.json().items).toEqual([
      expect.objectContaining({
        id: payoutId,
        amount: 1234,
        currency: 'USD',
        status: 'pending',
        destination: 'DE•• •••• 3000',
        ambassador: { id: ambassador.id, name: 'Aysel Paid', email: ambassador.email },
      }),
    ]);
    expect(queue.body).not.toContain('370400440532013000');

    expect((await asStaff(app, support, 'POST', `/payouts/${payoutId}/process`)).statusCode).toBe(403);
    const early = await asStaff(app, admin, 'POST', `/payouts/${payoutId}/pay`, { bank_reference: 'X' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This payout cannot be moved to that status');

    const processing = await asStaff(app, admin, 'POST', `/payouts/${payoutId}/process`);
    expect(processing.json().payout).toMatchObject({ status: 'processing', processed_at: expect.any(String) });
    expect((await asStaff(app, admin, 'POST', `/payouts/${payoutId}/pay`, { bank_reference: '' })).statusCode).toBe(
      400,
    );
    const paid = await asStaff(app, admin, 'POST', `/payouts/${payoutId}/pay`, { bank_reference: 'BANK-REF-77' });
    expect(paid.json().payout).toMatchObject({
      status: 'paid',
      bank_reference: 'BANK-REF-77',
      paid_at: expect.any(String),
    });
    // A second click changes nothing.
    expect(
      (await asStaff(app, admin, 'POST', `/payouts/${payoutId}/pay`, { bank_reference: 'OTHER' })).json().payout
        .bank_reference,
    ).toBe('BANK-REF-77');

    const entries = await app.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.ambassadorId, ambassador.id));
    expect(entries.map((entry) => entry.status)).toEqual(['paid', 'paid']);
    expect(
      (await send(app, 'GET', '/reward_payouts', undefined, { token: ambassador.token })).json().reward_payouts[0],
    ).toMatchObject({ status: 'paid' });
    expect((await auditOf(payoutId, 'payout.process')).length).toBe(1);
    const [pay] = await auditOf(payoutId, 'payout.pay');
    expect(pay).toMatchObject({
      before: { status: 'processing' },
      after: { status: 'paid', bank_reference: 'BANK-REF-77' },
    });
  });

  it('exports a batch for the bank with full IBANs, for admins only, audited', async () => {
    const first = await requestedPayout(app, 'Нигяр Əliyeva, "Jr."', 10_000);
    const second = await requestedPayout(app, 'Second Payee', 20_050);
    const ids = `${first.payoutId},${second.payoutId}`;
    expect((await asStaff(app, support, 'GET', `/payouts/export.csv?ids=${ids}`)).statusCode).toBe(403);
    const response = await asStaff(app, admin, 'GET', `/payouts/export.csv?ids=${ids}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="payouts-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'beneficiary_name,beneficiary_email,payment_method,iban,swift_bic,account_number,routing_number,amount,currency,reference,account_holder_name,tax_id',
    );
    expect(lines[1]).toBe(
      `"Нигяр Əliyeva, ""Jr.""",${first.ambassador.email},bank_transfer,DE89370400440532013000,COBADEFFXXX,,,10.00,USD,SB-PAYOUT-${first.payoutId.slice(0, 8).toUpperCase()},Leyla Həsənova,`,
    );
    expect(lines[2]).toContain(',20.05,USD,');

    const [entry] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout.export'), eq(auditLog.staffId, admin.id)));
    expect(entry?.after).toEqual({ payouts: [first.payoutId, second.payoutId] });
    expect((await asStaff(app, admin, 'GET', '/payouts/export.csv?ids=nope')).statusCode).toBe(400);
    // A card payout: the sheet shows only the card's last four digits, never the number.
    const card = await requestedPayout(app, 'Card Payee', 5_000, {
      payment_method: 'card',
      account_holder_name: 'Card Payee',
      account_number: '4111 1111 1111 1111',
    });
    const withCard = await asStaff(app, admin, 'GET', `/payouts/export.csv?ids=${card.payoutId}`);
    expect(withCard.body).toContain(',card,,,**** 1111,,5.00,USD,');
    expect(withCard.body).not.toMatch(/4111\s?1111/);
  });
});
