/**
 * Account safety through the real API on PostgreSQL: the password reset by e-mail (same answer for any
 * e-mail, a token that works once and for an hour, every session ended), the current password that a new
 * password, e-mail or bank detail needs (a wrong one is a translated 422 and changes nothing), and the
 * e-mail after each change, sent once in the ambassador's language (an e-mail change to both addresses).
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ambassadorPasswordResets, bankDetails, brandAmbassadors } from '../../src/db/schema';
import type { MailMessage } from '../../src/mail/types';
import {
  activeAmbassador,
  buildAmbassadorApp,
  PASSWORD,
  send,
  signIn,
  type TestAmbassador,
  tokenOf,
  uniqueEmail,
} from '../ambassadors-helpers';

let app: FastifyInstance;
const mails: MailMessage[] = [];
beforeAll(async () => {
  app = await buildAmbassadorApp();
  const deliver = app.mailer.send.bind(app.mailer);
  vi.spyOn(app.mailer, 'send').mockImplementation(async (message) => {
    mails.push(message);
    return deliver(message);
  });
});
afterAll(() => app.close());
beforeEach(() => {
  mails.length = 0;
});

const NEW_PASSWORD = 'a brand new passphrase';
let ipCounter = 0;
/** Each test asks from its own address, clear of the per-address limit. */
const freshIp = () => {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
};

/** An active, signed-in ambassador; the activation e-mail is not what these tests look at. */
async function newAmbassador(overrides: Record<string, unknown> = {}, options: { language?: string } = {}) {
  const ambassador = await activeAmbassador(app, overrides, options);
  mails.length = 0;
  return ambassador;
}

const askReset = (email: string, options: { language?: string; ip?: string } = {}) =>
  send(app, 'POST', '/auth/password', { brand_ambassador: { email } }, { ip: freshIp(), ...options });
const reset = (token: string, password = NEW_PASSWORD, ip = freshIp()) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/referrals/auth/password',
    payload: { brand_ambassador: { reset_password_token: token, password, password_confirmation: password } },
    remoteAddress: ip,
  });
const me = (who: { token: string }) => send(app, 'GET', '/me', undefined, { token: who.token });

/** The mails to `to` so far (the reset mail goes out after the answer, so wait for it a moment). */
async function mailsTo(to: string, count = 1): Promise<MailMessage[]> {
  for (let wait = 0; wait < 50; wait += 1) {
    const found = mails.filter((mail) => mail.to === to);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return mails.filter((mail) => mail.to === to);
}

const tokenIn = (mail: MailMessage | undefined) => {
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no reset link in ${mail?.text}`);
  return match[1];
};

describe('password reset by e-mail', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the account, in its language', async () => {
    const ambassador = await newAmbassador({}, { language: 'tr' });
    const known = await askReset(ambassador.email.toUpperCase(), { language: 'ru' });
    const unknown = await askReset(uniqueEmail('nobody'), { language: 'ru' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const [mail, ...more] = await mailsTo(ambassador.email);
    expect(more).toEqual([]);
    // The ambassador signed up in Turkish: the e-mail is Turkish whatever the request's language.
    expect(mail?.subject).toContain('şifrenizi sıfırlayın');
    expect(mail?.text).toContain('/tr/auth/reset-password?token=');
    expect(mails).toHaveLength(1);
    // Only the token's hash is stored.
    const [row] = await app.database.db
      .select()
      .from(ambassadorPasswordResets)
      .where(eq(ambassadorPasswordResets.ambassadorId, ambassador.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(tokenIn(mail));
  });

  it('sets the new password once, ends every session and tells the ambassador', async () => {
    const ambassador = await newAmbassador();
    const otherDevice = { token: tokenOf(await signIn(app, ambassador.email)) };
    await askReset(ambassador.email);
    const token = tokenIn((await mailsTo(ambassador.email))[0]);

    const done = await reset(token);
    expect(done.statusCode).toBe(204);
    // Every token issued before, on every device, stops working.
    expect((await me(ambassador)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await signIn(app, ambassador.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(app, ambassador.email, NEW_PASSWORD)).statusCode).toBe(200);

    // The link works once.
    const again = await app.inject({
      method: 'PUT',
      url: '/api/v1/referrals/auth/password',
      headers: { 'accept-language': 'az' },
      payload: {
        brand_ambassador: {
          reset_password_token: token,
          password: 'yet another pass',
          password_confirmation: 'yet another pass',
        },
      },
      remoteAddress: freshIp(),
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      error: 'reset_token_invalid',
      message: 'Bu şifrə sıfırlama keçidi etibarsızdır və ya vaxtı bitib. Zəhmət olmasa, yeni keçid istəyin.',
    });
    expect((await signIn(app, ambassador.email, NEW_PASSWORD)).statusCode).toBe(200);

    const notices = (await mailsTo(ambassador.email, 2)).slice(1);
    expect(notices.map((mail) => mail.subject)).toEqual(['Your Storybook Shop ambassador password has been changed']);
  });

  it('refuses an expired link, and a link replaced by a newer one', async () => {
    const ambassador = await newAmbassador();
    await askReset(ambassador.email);
    const first = tokenIn((await mailsTo(ambassador.email))[0]);
    await askReset(ambassador.email);
    const second = tokenIn((await mailsTo(ambassador.email, 2))[1]);
    expect((await reset(first)).statusCode).toBe(422);

    await app.database.db
      .update(ambassadorPasswordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(ambassadorPasswordResets.ambassadorId, ambassador.id));
    expect((await reset(second)).statusCode).toBe(422);
    expect((await signIn(app, ambassador.email, PASSWORD)).statusCode).toBe(200);
  });

  it('expires after an hour', async () => {
    const ambassador = await newAmbassador();
    const before = Date.now();
    await askReset(ambassador.email);
    const [row] = await app.database.db
      .select()
      .from(ambassadorPasswordResets)
      .where(eq(ambassadorPasswordResets.ambassadorId, ambassador.id));
    const lifetime = (row?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 5_000);
  });

  it('is rate-limited per e-mail like sign-in', async () => {
    const limited = await buildAmbassadorApp({
      env: { SIGN_IN_LIMIT_PER_ACCOUNT: '3', SIGN_IN_LIMIT_PER_IP: '50', SIGN_IN_LIMIT_WINDOW_MINUTES: '10' },
    });
    try {
      const email = uniqueEmail('target');
      const answers = [];
      for (let time = 0; time < 5; time += 1) {
        const response = await send(
          limited,
          'POST',
          '/auth/password',
          { brand_ambassador: { email } },
          { ip: `192.0.2.${time + 1}` },
        );
        answers.push(response.statusCode);
      }
      expect(answers.slice(0, 3)).toEqual([202, 202, 202]);
      expect(answers.slice(3)).toContain(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the current password guards the password, the e-mail and the bank details', () => {
  const patchMe = (who: TestAmbassador, body: Record<string, unknown>, language = 'en') =>
    send(app, 'PATCH', '/me', body, { token: who.token, language });

  it('a new password needs the current one: wrong is a translated 422 and changes nothing', async () => {
    const ambassador = await newAmbassador({}, { language: 'ru' });
    const change = { brand_ambassador: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } };
    const missing = await patchMe(ambassador, change, 'tr');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ error: 'current_password_invalid', message: 'Mevcut şifre yanlış' });
    const wrong = await patchMe(ambassador, { ...change, current_password: 'not my password' }, 'ru');
    expect(wrong.json().message).toBe('Текущий пароль указан неверно');
    expect((await signIn(app, ambassador.email, PASSWORD)).statusCode).toBe(200);
    expect(mails).toEqual([]);

    const otherDevice = { token: tokenOf(await signIn(app, ambassador.email)) };
    const right = await patchMe(ambassador, { ...change, current_password: PASSWORD });
    expect(right.statusCode).toBe(200);
    // This device stays signed in; every other one is signed out.
    expect((await me(ambassador)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await signIn(app, ambassador.email, NEW_PASSWORD)).statusCode).toBe(200);
    const notices = await mailsTo(ambassador.email);
    expect(notices.map((mail) => mail.subject)).toEqual(['Пароль амбассадора «Storybook Shop» изменён']);
  });

  it('other profile fields change without it, and send nothing', async () => {
    const ambassador = await newAmbassador();
    const response = await patchMe(ambassador, { brand_ambassador: { about: 'Stories at bedtime.' } });
    expect(response.statusCode).toBe(200);
    expect(mails).toEqual([]);
  });

  it('a new e-mail needs it, and both the old and the new address are told', async () => {
    const ambassador = await newAmbassador({}, { language: 'az' });
    const newEmail = uniqueEmail('moved');
    const wrong = await patchMe(ambassador, { brand_ambassador: { email: newEmail }, current_password: 'nope nope' });
    expect(wrong.statusCode).toBe(422);
    const right = await patchMe(ambassador, {
      brand_ambassador: { email: newEmail.toUpperCase() },
      current_password: PASSWORD,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().brand_ambassador.email).toBe(newEmail);
    expect((await signIn(app, newEmail, PASSWORD)).statusCode).toBe(200);
    const told = mails.map((mail) => [mail.to, mail.subject]);
    const subject = 'Storybook Shop brend səfiri hesabınızın e-poçt ünvanı dəyişdirildi';
    expect(told).toEqual([
      [ambassador.email, subject],
      [newEmail, subject],
    ]);
    expect(mails[0]?.text).toContain(newEmail);

    // Another account's e-mail is refused, with nothing changed.
    const other = await newAmbassador();
    const taken = await patchMe(other, { brand_ambassador: { email: newEmail }, current_password: PASSWORD });
    expect(taken.statusCode).toBe(409);
  });

  it('a bank detail needs it, and the ambassador is told of the new destination', async () => {
    const ambassador = await newAmbassador({}, { language: 'tr' });
    const detail = {
      payment_method: 'bank_transfer',
      iban: 'DE89 3704 0044 0532 0130 00',
      swift_bic: 'COBADEFFXXX',
      account_holder_name: 'Elif Demir',
    };
    const add = (body: Record<string, unknown>) =>
      send(app, 'POST', '/bank_details', body, { token: ambassador.token, language: 'tr' });
    const missing = await add({ bank_detail: detail });
    expect(missing.statusCode).toBe(400);
    const wrong = await add({ bank_detail: detail, current_password: 'not my password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Mevcut şifre yanlış');
    expect(await app.database.db.select().from(bankDetails).where(eq(bankDetails.ambassadorId, ambassador.id))).toEqual(
      [],
    );

    const right = await add({ bank_detail: detail, current_password: PASSWORD });
    expect(right.statusCode).toBe(201);
    const [notice, ...more] = await mailsTo(ambassador.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('Storybook Shop marka elçisi hesabınıza yeni ödeme bilgileri eklendi');
    expect(notice?.text).toContain('Banka havalesi');
    // Masked: the full IBAN never travels by e-mail.
    expect(notice?.text).not.toContain('3704 0044 0532');
    expect(notice?.text).not.toContain('370400440532');
  });

  it('a suspended account asks for a reset and gets nothing', async () => {
    const ambassador = await newAmbassador();
    await app.database.db
      .update(brandAmbassadors)
      .set({ status: 'suspended' })
      .where(eq(brandAmbassadors.id, ambassador.id));
    expect((await askReset(ambassador.email)).statusCode).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mails).toEqual([]);
  });
});
