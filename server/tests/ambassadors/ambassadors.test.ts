/**
 * Ambassador accounts and sessions through the real API on PostgreSQL: sign-up and its validation,
 * activation and its e-mail, sign-in, tokens (signature, algorithm, expiry, revocation), sign-out,
 * password change and the sign-in rate limits.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivationError, activateAmbassador } from '../../src/ambassadors/activation';
import { findByEmail, setStatus } from '../../src/ambassadors/repository';
import { ambassadorSessions, brandAmbassadors, referrals } from '../../src/db/schema';
import {
  activeAmbassador,
  buildAmbassadorApp,
  PASSWORD,
  send,
  signIn,
  signUp,
  signUpPayload,
  TOKEN_SECRET,
  tokenOf,
} from '../ambassadors-helpers';
import { type SmtpSink, startSmtpSink } from '../smtp-sink';

let app: FastifyInstance;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await buildAmbassadorApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://shop.example' } });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

const activate = (id: string) =>
  activateAmbassador({ db: app.database.db, mailer: app.mailer, config: app.config }, id);

/** The message with header lines unfolded and its quoted-printable body decoded, so the text can be searched. */
function readable(raw: string): string {
  const text = raw
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .replace(/=\n/g, '');
  const bytes = text.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('POST /referrals/auth/sign_up', () => {
  it('files an application: status submitted, e-mail lower-cased, argon2id hash, no token', async () => {
    const fields = signUpPayload({ email: `New.${Date.now()}@Example.com` });
    const response = await signUp(app, fields, { language: 'ru' });
    expect(response.statusCode).toBe(201);
    expect(response.headers.authorization).toBeUndefined();
    const { brand_ambassador: created } = response.json();
    expect(created).toMatchObject({
      name: fields.name,
      email: String(fields.email).toLowerCase(),
      status: 'submitted',
      locale: 'ru',
      instagram: fields.instagram,
      website: null,
      referral_code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
    });
    expect(created).not.toHaveProperty('password_hash');
    const row = await findByEmail(app.database.db, String(fields.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('refuses a second account for the same e-mail, in any case, with a clear 409', async () => {
    const fields = signUpPayload();
    expect((await signUp(app, fields)).statusCode).toBe(201);
    const again = await signUp(app, { ...fields, email: String(fields.email).toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'email_taken',
      message: 'An account with this email address already exists',
    });
  });

  it('needs at least one link or website and matching passwords, told in the visitor language', async () => {
    const response = await signUp(
      app,
      signUpPayload({ instagram: '', password_confirmation: 'something else', email: 'not-an-email' }),
      { language: 'ru' },
    );
    expect(response.statusCode).toBe(400);
    const details = response.json().details as Array<{ path: string[]; message: string; message_id: string }>;
    const byField = Object.fromEntries(details.map((detail) => [detail.path.at(-1), detail]));
    expect(byField.website).toMatchObject({
      message_id: 'common.validation.socialRequired',
      message: 'Пожалуйста, укажите хотя бы один профиль в социальных сетях или веб-сайт',
    });
    expect(byField.passwordConfirmation?.message_id).toBe('common.validation.passwordMismatch');
    expect(byField.email?.message_id).toBe('common.validation.email');
  });

  it('stores the country as an ISO code of the list, and refuses a name, in the visitor language', async () => {
    const named = await signUp(app, signUpPayload({ country: 'Россия' }), { language: 'tr' });
    expect(named.statusCode).toBe(400);
    expect(named.json().details).toEqual([
      expect.objectContaining({
        path: ['brand_ambassador', 'country'],
        message_id: 'common.validation.country',
        message: 'Lütfen listeden bir ülke seçin',
      }),
    ]);
    const fields = signUpPayload({ country: 'ru' });
    const coded = await signUp(app, fields, { language: 'tr' });
    expect(coded.statusCode, coded.body).toBe(201);
    expect(coded.json().brand_ambassador.country).toBe('RU');
    const row = await findByEmail(app.database.db, String(fields.email));
    expect(row).toMatchObject({ countryCode: 'RU', countryAsTyped: null });
  });

  it('stores the phone in international form, and refuses what is no phone number, in the visitor language', async () => {
    // No + and country code: read as a number of the visitor's country (here the default, US).
    const national = await signUp(app, signUpPayload({ phone: '(201) 555-0123' }));
    expect(national.statusCode, national.body).toBe(201);
    expect(national.json().brand_ambassador.phone).toBe('+1 201 555 0123');
    const international = await signUp(app, signUpPayload({ phone: '+994501234567' }));
    expect(international.json().brand_ambassador.phone).toBe('+994 50 123 45 67');

    for (const phone of ['12345', 'call me', '+994 50 123']) {
      const refused = await signUp(app, signUpPayload({ phone }), { language: 'ru' });
      expect(refused.statusCode, phone).toBe(400);
      expect(refused.json().details, phone).toEqual([
        expect.objectContaining({
          path: ['brand_ambassador', 'phone'],
          message_id: 'common.validation.phone',
          message: 'Пожалуйста, введите корректный номер телефона. Номер другой страны начните с + и кода страны.',
        }),
      ]);
    }
  });

  it('in English the social-link rule reads as the spec words it', async () => {
    const response = await signUp(app, signUpPayload({ instagram: '   ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please provide at least one social media profile or website');
  });
});

describe('activation and sign-in', () => {
  it('only active accounts sign in; activation e-mails the sign-in link in the ambassador language', async () => {
    const fields = signUpPayload({ name: 'Aygün Əliyeva' });
    await signUp(app, fields, { language: 'az' });
    const row = await findByEmail(app.database.db, String(fields.email));
    if (!row) throw new Error('not created');

    const early = await signIn(app, row.email);
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toBe('account_pending');
    expect(early.headers.authorization).toBeUndefined();

    const result = await activate(row.id);
    expect(result.outcome).toBe('activated');
    const mail = await sink.next();
    expect(mail.to).toEqual([row.email]);
    const text = readable(mail.raw);
    expect(text).toContain('https://shop.example/az/auth/sign-in');
    expect(text).toContain(`https://shop.example/az/referrals/${row.referralCode}`);
    expect(text).toContain('Salam, Aygün Əliyeva!');
    expect(text).toContain('10% komissiya');

    // Activating again changes nothing and sends nothing.
    expect((await activate(row.id)).outcome).toBe('already_active');

    const response = await signIn(app, row.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const token = tokenOf(response);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'HS256' });
    expect(payload).toMatchObject({ sub: row.id, tv: 0, jti: expect.any(String), exp: expect.any(Number) });
    expect(payload.exp - payload.iat).toBe(24 * 3600);

    const me = await send(app, 'GET', '/me', undefined, { token });
    expect(me.statusCode).toBe(200);
    expect(me.json().brand_ambassador).toMatchObject({ id: row.id, status: 'active', name: 'Aygün Əliyeva' });
  });

  it('refuses to activate a rejected application', async () => {
    const fields = signUpPayload();
    await signUp(app, fields);
    const row = await findByEmail(app.database.db, String(fields.email));
    if (!row) throw new Error('not created');
    await setStatus(app.database.db, row.id, 'rejected');
    await expect(activate(row.id)).rejects.toBeInstanceOf(ActivationError);
    expect((await signIn(app, row.email)).json().error).toBe('account_inactive');
  });

  it('answers a wrong password and an unknown e-mail alike, in about the same time', async () => {
    const ambassador = await activeAmbassador(app);
    const time = async (email: string) => {
      const started = performance.now();
      const response = await signIn(app, email, 'wrong password!', {
        ip: `198.51.100.${Math.floor(Math.random() * 200)}`,
      });
      return { response, ms: performance.now() - started };
    };
    const wrong = [await time(ambassador.email), await time(ambassador.email)];
    const unknown = [await time(`nobody-${ambassador.email}`), await time(`nobody-${ambassador.email}`)];
    for (const { response } of [...wrong, ...unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'invalid_credentials', message: 'Invalid email or password' });
    }
    // Both verify one argon2id hash; without the dummy hash an unknown e-mail answers in about a millisecond.
    const fastest = (runs: Array<{ ms: number }>) => Math.min(...runs.map((run) => run.ms));
    expect(fastest(unknown)).toBeGreaterThan(fastest(wrong) * 0.4);
  });
});

describe('tokens', () => {
  let ambassador: Awaited<ReturnType<typeof activeAmbassador>>;
  beforeAll(async () => {
    ambassador = await activeAmbassador(app);
  });

  const me = (token: string) => send(app, 'GET', '/me', undefined, { token });
  const secret = new TextEncoder().encode(TOKEN_SECRET);
  const claims = async () => {
    const [session] = await app.database.db
      .select()
      .from(ambassadorSessions)
      .where(eq(ambassadorSessions.ambassadorId, ambassador.id));
    if (!session) throw new Error('no session');
    return { tv: 0, sub: ambassador.id, jti: session.id };
  };
  const forge = async (alg: string, expiresIn: string | number, key: Uint8Array = secret) => {
    const { tv, sub, jti } = await claims();
    return new SignJWT({ tv })
      .setProtectedHeader({ alg })
      .setSubject(sub)
      .setJti(jti)
      .setIssuer('storybook-shop')
      .setAudience('ambassador')
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);
  };

  it('accepts a well-formed token of a live session (the forging helper is sound)', async () => {
    expect((await me(await forge('HS256', '1h'))).statusCode).toBe(200);
  });

  it("refuses 'alg: none', other algorithms, other keys, expired tokens and garbage with 401", async () => {
    const { tv, sub, jti } = await claims();
    const unsigned = new UnsecuredJWT({ tv })
      .setSubject(sub)
      .setJti(jti)
      .setIssuer('storybook-shop')
      .setAudience('ambassador')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    const refused = [
      unsigned,
      await forge('HS512', '1h'),
      await forge('HS256', '1h', new TextEncoder().encode('another-secret-of-at-least-thirty-two-chars')),
      await forge('HS256', Math.floor(Date.now() / 1000) - 60),
      'not.a.token',
      `${ambassador.token.slice(0, -2)}xx`,
    ];
    for (const token of refused) {
      const response = await me(token);
      expect(response.statusCode, token).toBe(401);
      expect(response.json()).toEqual({
        error: 'unauthorized',
        message: 'Your session has expired. Please sign in again.',
      });
    }
  });

  it('without a token answers like the client: No authentication token found', async () => {
    const response = await send(app, 'GET', '/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', message: 'No authentication token found' });
  });

  it('a raised token version (suspension) or a suspended account ends every session', async () => {
    const other = await activeAmbassador(app);
    await app.database.db.update(brandAmbassadors).set({ tokenVersion: 1 }).where(eq(brandAmbassadors.id, other.id));
    expect((await me(other.token)).statusCode).toBe(401);
    const third = await activeAmbassador(app);
    await setStatus(app.database.db, third.id, 'suspended');
    expect((await me(third.token)).statusCode).toBe(401);
  });
});

describe('sign-out and password change', () => {
  it('sign-out revokes the token on the server', async () => {
    const ambassador = await activeAmbassador(app);
    const out = await send(app, 'DELETE', '/auth/sign_out', undefined, { token: ambassador.token });
    expect(out.statusCode).toBe(204);
    expect((await send(app, 'GET', '/me', undefined, { token: ambassador.token })).statusCode).toBe(401);
    expect((await send(app, 'DELETE', '/auth/sign_out', undefined, { token: ambassador.token })).statusCode).toBe(401);
  });

  it('a new password signs out the other sessions, keeps this one, and replaces the old password', async () => {
    const ambassador = await activeAmbassador(app);
    const laptop = ambassador.token;
    const phone = tokenOf(await signIn(app, ambassador.email));
    const newPassword = 'a brand new passphrase';
    const changed = await send(
      app,
      'PATCH',
      '/me',
      { brand_ambassador: { password: newPassword, password_confirmation: newPassword }, current_password: PASSWORD },
      { token: laptop },
    );
    expect(changed.statusCode).toBe(200);
    expect((await send(app, 'GET', '/me', undefined, { token: laptop })).statusCode).toBe(200);
    expect((await send(app, 'GET', '/me', undefined, { token: phone })).statusCode).toBe(401);
    expect((await signIn(app, ambassador.email)).statusCode).toBe(401);
    expect((await signIn(app, ambassador.email, newPassword)).statusCode).toBe(200);
  });

  it('a password change needs a matching confirmation', async () => {
    const ambassador = await activeAmbassador(app);
    const response = await send(
      app,
      'PATCH',
      '/me',
      { brand_ambassador: { password: 'long enough one', password_confirmation: 'long enough two' } },
      { token: ambassador.token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Passwords do not match');
  });
});

describe('PATCH /referrals/me', () => {
  it('checks a changed phone as sign-up does, and stores it in international form', async () => {
    const ambassador = await activeAmbassador(app);
    const change = (phone: string) =>
      send(app, 'PATCH', '/me', { brand_ambassador: { phone } }, { token: ambassador.token });
    const refused = await change('0000');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0]).toMatchObject({
      path: ['brand_ambassador', 'phone'],
      message_id: 'common.validation.phone',
    });
    const changed = await change('+90 532 123 45 67');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().brand_ambassador.phone).toBe('+90 532 123 45 67');
  });

  it('updates the profile, and keeps at least one link', async () => {
    const ambassador = await activeAmbassador(app);
    const update = (fields: Record<string, unknown>) =>
      send(app, 'PATCH', '/me', { brand_ambassador: fields }, { token: ambassador.token, language: 'tr' });

    const renamed = await update({ name: 'Zeynep Kaya', website: 'https://zeynep.example', country: 'TR' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().brand_ambassador).toMatchObject({
      name: 'Zeynep Kaya',
      website: 'https://zeynep.example',
      instagram: 'https://instagram.com/leyla.reads',
      country: 'TR',
      email: ambassador.email,
    });

    const bare = await update({ website: '', instagram: '' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      error: 'validation_error',
      message: 'Lütfen en az bir sosyal medya profili veya web sitesi belirtin',
      details: [{ path: ['brand_ambassador', 'website'], message_id: 'common.validation.socialRequired' }],
    });
  });
});

describe('an account from before the country list', () => {
  it('shows the country as typed until one is picked, and changes everything else without it', async () => {
    const ambassador = await activeAmbassador(app);
    // As migration 0009 leaves a typed country that names no country: the text kept, no code.
    await app.database.db
      .update(brandAmbassadors)
      .set({ countryCode: null, countryAsTyped: 'Atlantis' })
      .where(eq(brandAmbassadors.id, ambassador.id));
    const update = (fields: Record<string, unknown>) =>
      send(app, 'PATCH', '/me', { brand_ambassador: fields }, { token: ambassador.token });

    const me = await send(app, 'GET', '/me', undefined, { token: ambassador.token });
    expect(me.json().brand_ambassador.country).toBe('Atlantis');
    const renamed = await update({ name: 'Aysel Quliyeva' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().brand_ambassador).toMatchObject({ name: 'Aysel Quliyeva', country: 'Atlantis' });
    expect((await update({ country: 'Atlantis' })).json().details[0].message_id).toBe('common.validation.country');

    const picked = await update({ country: 'AZ' });
    expect(picked.json().brand_ambassador.country).toBe('AZ');
    const [row] = await app.database.db.select().from(brandAmbassadors).where(eq(brandAmbassadors.id, ambassador.id));
    expect(row).toMatchObject({ countryCode: 'AZ', countryAsTyped: 'Atlantis' });
  });
});

describe('sign-up through a referral link', () => {
  it('makes the link owner the recruiter, with a brandambassador referral that activates with the recruit', async () => {
    const recruiter = await activeAmbassador(app);
    const fields = signUpPayload({ name: 'Recruit Rəşad' });
    const response = await signUp(app, fields, {
      cookie: `theme=dark; shop_ref=${recruiter.referralCode.toLowerCase()}`,
    });
    expect(response.statusCode).toBe(201);
    const recruit = await findByEmail(app.database.db, String(fields.email));
    expect(recruit?.recruiterId).toBe(recruiter.id);
    const referral = async () =>
      (
        await app.database.db
          .select()
          .from(referrals)
          .where(eq(referrals.referredAmbassadorId, recruit?.id ?? ''))
      )[0];
    expect(await referral()).toMatchObject({
      ambassadorId: recruiter.id,
      referredType: 'brandambassador',
      status: 'pending',
      name: 'Recruit Rəşad',
    });
    await activate(recruit?.id ?? '');
    await sink.next();
    expect((await referral())?.status).toBe('active');

    const list = await send(app, 'GET', '/referrals', undefined, { token: recruiter.token });
    expect(list.json().referrals).toEqual([
      expect.objectContaining({
        name: 'Recruit Rəşad',
        referred_type: 'brandambassador',
        status: 'active',
        rewards: 0,
      }),
    ]);
  });

  it('ignores a code that belongs to nobody active', async () => {
    const fields = signUpPayload();
    expect((await signUp(app, fields, { cookie: 'shop_ref=NOBODY99' })).statusCode).toBe(201);
    expect((await findByEmail(app.database.db, String(fields.email)))?.recruiterId).toBeNull();
  });
});

describe('sign-in limits', () => {
  const deviceCookieOf = (response: { headers: Record<string, unknown> }) => {
    const match = /(ambassador_device=[^;]+)/.exec(String(response.headers['set-cookie'] ?? ''));
    if (!match?.[1]) throw new Error('no device cookie');
    return match[1];
  };

  it('slow a guesser down without locking the owner out', async () => {
    const limited = await buildAmbassadorApp({
      env: { SIGN_IN_LIMIT_PER_ACCOUNT: '3', SIGN_IN_LIMIT_PER_IP: '5', SIGN_IN_LIMIT_WINDOW_MINUTES: '10' },
    });
    try {
      const ambassador = await activeAmbassador(limited, {}, { ip: '192.0.2.1' });
      // Successes cost nothing: the owner signs in again and again from home and gets a device cookie.
      let atHome = await signIn(limited, ambassador.email, PASSWORD, { ip: '192.0.2.1' });
      for (let time = 0; time < 5; time += 1)
        atHome = await signIn(limited, ambassador.email, PASSWORD, { ip: '192.0.2.1' });
      expect(atHome.statusCode).toBe(200);
      const device = deviceCookieOf(atHome);
      expect(String(atHome.headers['set-cookie'])).toContain('HttpOnly; SameSite=Strict');

      // A guesser from another address: three failures guard the account...
      for (let guess = 0; guess < 3; guess += 1) {
        expect((await signIn(limited, ambassador.email, `guess ${guess}!`, { ip: '198.51.100.7' })).statusCode).toBe(
          401,
        );
      }
      // ...after which the account takes one try a minute from all addresses together, and says when.
      expect((await signIn(limited, ambassador.email, 'guess 3!', { ip: '198.51.100.7' })).statusCode).toBe(401);
      const slowed = await signIn(limited, ambassador.email, 'guess 4!', { ip: '198.51.100.8' });
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json()).toEqual({ error: 'rate_limited', message: 'Too many requests. Please try again later.' });
      expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(50);

      // The owner's browser, trusted by its cookie, signs in as usual, from anywhere.
      const owner = await signIn(limited, ambassador.email, PASSWORD, { ip: '192.0.2.99', cookie: device });
      expect(owner.statusCode).toBe(200);
      expect(owner.headers.authorization).toMatch(/^Bearer /);
      // Any other browser waits its turn in that minute, the owner's new phone too: guessing cannot go faster.
      expect((await signIn(limited, ambassador.email, PASSWORD, { ip: '192.0.2.50' })).statusCode).toBe(429);
      // A cookie made for another account proves nothing here.
      const other = await activeAmbassador(limited, {}, { ip: '192.0.2.60' });
      const otherDevice = deviceCookieOf(await signIn(limited, other.email, PASSWORD, { ip: '192.0.2.60' }));
      expect(
        (await signIn(limited, ambassador.email, PASSWORD, { ip: '192.0.2.61', cookie: otherDevice })).statusCode,
      ).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('refuse an address with too many failures, whatever the account, before reading the body', async () => {
    const limited = await buildAmbassadorApp({
      env: { SIGN_IN_LIMIT_PER_ACCOUNT: '3', SIGN_IN_LIMIT_PER_IP: '5', SIGN_IN_LIMIT_WINDOW_MINUTES: '10' },
    });
    try {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await signIn(limited, `guess-${attempt}@example.com`, 'password1', { ip: '203.0.113.9' });
        expect(response.statusCode).toBe(401);
      }
      expect((await signIn(limited, 'guess-6@example.com', 'password1', { ip: '203.0.113.9' })).statusCode).toBe(429);
      // Another address is not affected.
      expect((await signIn(limited, 'guess-6@example.com', 'password1', { ip: '203.0.113.10' })).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
