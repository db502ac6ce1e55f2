/**
 * The ambassador programme's e-mails through the real API on PostgreSQL: each event queues its e-mail in
 * its own transaction, the job sends it once however often it runs, in the ambassador's language, as text
 * and HTML; a referred order's e-mail never names the customer.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRewardsForPaidOrder, reverseRewardsForRefund } from '../../src/ambassadors/ledger';
import {
  AMBASSADOR_EMAIL_JOB,
  announceAvailableRewards,
  sendAmbassadorEmail,
} from '../../src/ambassadors/notifications';
import { findByEmail } from '../../src/ambassadors/repository';
import { ledgerEntries, sentEmails } from '../../src/db/schema';
import type { MailMessage } from '../../src/mail/types';
import { asStaff, signedInStaff, type TestStaff } from '../admin-helpers';
import {
  activeAmbassador,
  buildAmbassadorApp,
  GERMAN_BANK_DETAIL,
  insertPaidOrder,
  PASSWORD,
  send,
  signUp,
  signUpPayload,
} from '../ambassadors-helpers';

let app: FastifyInstance;
let admin: TestStaff;
let outbox: MailMessage[] = [];

beforeAll(async () => {
  app = await buildAmbassadorApp({ env: { PUBLIC_URL: 'https://shop.example', CONTACT_TO: 'team@shop.example' } });
  admin = await signedInStaff(app, 'admin');
  const send = app.mailer.send.bind(app.mailer);
  vi.spyOn(app.mailer, 'send').mockImplementation(async (message) => {
    outbox.push(message);
    return send(message);
  });
});
afterAll(() => app.close());
beforeEach(() => {
  outbox = [];
});

/** Runs the e-mail jobs that are due, twice: the second run must find nothing left to send. */
async function runEmailJobs() {
  await app.jobs.runOnce({ tasks: [AMBASSADOR_EMAIL_JOB] });
  await app.jobs.runOnce({ tasks: [AMBASSADOR_EMAIL_JOB] });
}

const to = (address: string) => outbox.filter((message) => message.to === address);

async function recorded(ambassadorId: string, kind: string) {
  return app.database.db
    .select()
    .from(sentEmails)
    .where(and(eq(sentEmails.ambassadorId, ambassadorId), eq(sentEmails.kind, `ambassador-${kind}`)));
}

describe('an application', () => {
  it('is acknowledged once in the applicant language, and the team is told with the link to review it', async () => {
    const fields = signUpPayload({ name: 'Elif Yılmaz' });
    expect((await signUp(app, fields, { language: 'tr' })).statusCode).toBe(201);
    const row = await findByEmail(app.database.db, String(fields.email));
    if (!row) throw new Error('not created');
    await runEmailJobs();

    const [mine, ...more] = to(row.email);
    expect(more).toEqual([]);
    expect(mine?.subject).toBe(
      'Storybook marka elçisi programına başvurunuzu aldık'.replace('Storybook', app.config.siteName),
    );
    expect(mine?.text).toContain('Merhaba Elif Yılmaz,');
    expect(mine?.html).toContain('<html lang="tr">');

    const [team, ...moreTeam] = outbox.filter(
      (message) => message.to === 'team@shop.example' && message.replyTo?.address === row.email,
    );
    expect(moreTeam).toEqual([]);
    expect(team?.subject).toBe('New ambassador application: Elif Yılmaz');
    expect(team?.text).toContain(`https://shop.example/backoffice/ambassadors/${row.id}`);
    expect(team?.replyTo).toEqual({ name: 'Elif Yılmaz', address: row.email });

    expect(await recorded(row.id, 'application-received')).toHaveLength(1);
    // A job run again for the same event (a retry after a crash) sends nothing.
    expect(await sendAmbassadorEmail(app, { kind: 'application-received', ambassadorId: row.id })).toBe('already_sent');
    expect(to(row.email)).toHaveLength(1);
  });

  it('rejected: the reason, in Azerbaijani; suspended: in Russian', async () => {
    const fields = signUpPayload();
    await signUp(app, fields, { language: 'az' });
    const rejected = await findByEmail(app.database.db, String(fields.email));
    if (!rejected) throw new Error('not created');
    const active = await activeAmbassador(app, {}, { language: 'ru' });
    // The applications' own e-mails out of the way.
    await runEmailJobs();
    outbox = [];
    const reason = 'Profilinizdə uşaq kitabları haqqında paylaşım yoxdur';
    expect((await asStaff(app, admin, 'POST', `/ambassadors/${rejected.id}/reject`, { reason })).statusCode).toBe(200);
    // Rejecting again changes nothing and queues nothing.
    expect((await asStaff(app, admin, 'POST', `/ambassadors/${rejected.id}/reject`, { reason })).statusCode).toBe(200);

    expect(
      (await asStaff(app, admin, 'POST', `/ambassadors/${active.id}/suspend`, { reason: 'Спам в комментариях' }))
        .statusCode,
    ).toBe(200);
    await runEmailJobs();

    const [rejection, ...moreRejections] = to(rejected.email);
    expect(moreRejections).toEqual([]);
    expect(rejection?.subject).toBe(`${app.config.siteName} brend səfirləri proqramına müraciətiniz`);
    expect(rejection?.text).toContain(`Səbəb: ${reason}`);
    const [suspension, ...moreSuspensions] = to(active.email);
    expect(moreSuspensions).toEqual([]);
    expect(suspension?.subject).toBe(`Ваш аккаунт амбассадора «${app.config.siteName}» приостановлен`);
    expect(suspension?.text).toContain('Причина: Спам в комментариях');
  });
});

/** As if the refund window had passed for the ambassador's rewards. */
const holdOver = (ambassadorId: string) =>
  app.database.db
    .update(ledgerEntries)
    .set({ availableAt: sql`now() - interval '1 hour'` })
    .where(eq(ledgerEntries.ambassadorId, ambassadorId));

describe('rewards and payouts', () => {
  it('a referred order: the reward and the order amount and currency, never the customer', async () => {
    const ambassador = await activeAmbassador(app, { name: 'Ольга' }, { language: 'ru' });
    await runEmailJobs();
    const order = await insertPaidOrder(app, {
      referralCode: ambassador.referralCode,
      total: 3000,
      currency: 'TRY',
      fullName: 'Aysel Məmmədova',
      email: 'aysel.parent@example.com',
    });
    // The payment's webhook delivered twice: one reward, one e-mail.
    await app.database.db.transaction((tx) => recordRewardsForPaidOrder(tx, order, app.config.ambassadors));
    await app.database.db.transaction((tx) => recordRewardsForPaidOrder(tx, order, app.config.ambassadors));
    outbox = [];
    await runEmailJobs();

    const [mail, ...more] = to(ambassador.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Новый заказ по вашей ссылке: вознаграждение \d+,\d\d\u00a0\$$/);
    expect(mail?.text).toContain('Сумма заказа: 30,00\u00a0₺');
    expect(mail?.text).toContain('Здравствуйте, Ольга!');
    for (const part of [mail?.text, mail?.html]) {
      expect(part).not.toContain('Məmmədova');
      expect(part).not.toContain('Aysel');
      expect(part).not.toContain('aysel.parent');
    }
  });

  it('rewards available: one e-mail per ambassador listing them, however often the daily job runs', async () => {
    const ambassador = await activeAmbassador(app, {}, { language: 'tr' });
    for (const total of [10_000, 20_000]) {
      const order = await insertPaidOrder(app, { referralCode: ambassador.referralCode, total });
      await app.database.db.transaction((tx) => recordRewardsForPaidOrder(tx, order, app.config.ambassadors));
    }
    await holdOver(ambassador.id);
    expect(await announceAvailableRewards(app.database.db)).toBeGreaterThanOrEqual(1);
    expect(await announceAvailableRewards(app.database.db)).toBe(0);
    outbox = [];
    await runEmailJobs();
    const available = to(ambassador.email).filter((message) => message.subject.includes('ödenebilir'));
    expect(available).toHaveLength(1);
    expect(available[0]?.subject).toBe('2 kazancınız artık ödenebilir');
    expect(available[0]?.text).toContain('$100,00 tutarındaki sipariş için kazanç: $10,00');
    expect(available[0]?.text).toContain('Kullanılabilir bakiye: $30,00');
  });

  it('payout requested, then paid with the bank reference, each e-mailed once', async () => {
    const ambassador = await activeAmbassador(app, {}, { language: 'az' });
    const order = await insertPaidOrder(app, { referralCode: ambassador.referralCode, total: 50_000 });
    await app.database.db.transaction((tx) => recordRewardsForPaidOrder(tx, order, app.config.ambassadors));
    await holdOver(ambassador.id);
    const detail = await send(
      app,
      'POST',
      '/bank_details',
      { bank_detail: { ...GERMAN_BANK_DETAIL, account_holder_name: 'Aygün Əliyeva' }, current_password: PASSWORD },
      { token: ambassador.token },
    );
    expect(detail.statusCode, detail.body).toBe(201);
    const requested = await send(
      app,
      'POST',
      '/reward_payouts',
      { reward_payout: { brand_ambassador_bank_detail_id: detail.json().bank_detail.id } },
      { token: ambassador.token },
    );
    expect(requested.statusCode, requested.body).toBe(201);
    const payoutId = requested.json().reward_payout.id;
    expect((await asStaff(app, admin, 'POST', `/payouts/${payoutId}/process`)).statusCode).toBe(200);
    const paid = await asStaff(app, admin, 'POST', `/payouts/${payoutId}/pay`, { bank_reference: 'TRX-2026-0042' });
    expect(paid.statusCode, paid.body).toBe(200);
    // A second click on "paid" changes nothing.
    await asStaff(app, admin, 'POST', `/payouts/${payoutId}/pay`, { bank_reference: 'TRX-2026-0042' });
    outbox = [];
    await runEmailJobs();

    const mails = to(ambassador.email);
    const request = mails.filter((message) => message.subject.includes('ödəniş tələbinizi aldıq'));
    const sent = mails.filter((message) => message.subject.includes('ödənişiniz göndərildi'));
    expect(request).toHaveLength(1);
    expect(request[0]?.subject).toBe('50,00\u00a0$ məbləğində ödəniş tələbinizi aldıq');
    expect(request[0]?.text).toContain('Aygün Əliyeva, DE');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('Bank referansı: TRX-2026-0042');
    expect(sent[0]?.html).toContain('TRX-2026-0042');
  });

  it('reward reversed: why (a partial refund, with the amounts), once per refund', async () => {
    const ambassador = await activeAmbassador(app, {}, { language: 'en' });
    const order = await insertPaidOrder(app, { referralCode: ambassador.referralCode, total: 3000 });
    await app.database.db.transaction((tx) => recordRewardsForPaidOrder(tx, order, app.config.ambassadors));
    const share = { refundId: '00000000-0000-4000-8000-0000000000a1', amount: 1000, paid: 3000, full: false };
    await app.database.db.transaction((tx) => reverseRewardsForRefund(tx, order.id, share));
    await app.database.db.transaction((tx) => reverseRewardsForRefund(tx, order.id, share));
    outbox = [];
    await runEmailJobs();

    const reversed = to(ambassador.email).filter((message) => message.subject.includes('refunded order'));
    expect(reversed).toHaveLength(1);
    expect(reversed[0]?.subject).toBe('A refunded order reduced your reward by $1.00');
    expect(reversed[0]?.text).toContain('($10.00 of $30.00)');
    expect(reversed[0]?.text).toContain('its reward of $3.00 has been reduced');
  });
});
