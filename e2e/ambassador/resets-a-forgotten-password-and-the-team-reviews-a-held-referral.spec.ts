/**
 * Account safety and fraud review as people meet them. An ambassador who forgot her password asks for a link on
 * the sign-in page, gets the e-mail (the run's SMTP sink), sets a new password on the page it opens, and signs in
 * with it; the same link then no longer works. The team's console lists a referral the fraud checks held, with
 * its reasons in words, and an admin approves it. The held referral is written straight into the run's database
 * (the checks themselves are tested through the API in server/tests/ambassadors/fraud.test.ts).
 *
 * SHOTS_DIR=<folder> keeps screenshots of the reset page and the review list.
 */
import type { APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { e2eDatabaseUrl, expect, test } from '../fixtures';
import { SMTP_SINK } from '../playwright.config';
import { shot } from '../screenshots';
import { sinkMessages } from '../smtp-sink';

test.describe.configure({ timeout: 240_000 });
const ADMIN = { email: 'admin@storybook.test', password: 'Admin-pass-2026' };
const PASSWORD = 'storybooks for everyone';
const NEW_PASSWORD = 'a brand new passphrase';

async function post(request: APIRequestContext, url: string, data: unknown, headers: Record<string, string> = {}) {
  const origin = new URL(url, test.info().project.use.baseURL).origin;
  const response = await request.post(url, { data, headers: { Origin: origin, ...headers } });
  expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

/** An ambassador as the team leaves her: applied through the API and approved by the admin. */
async function approvedAmbassador(request: APIRequestContext, team: APIRequestContext, name: string, email: string) {
  // Applied in Turkish: the programme's e-mails are written in it.
  const applied = await post(
    request,
    '/api/v1/referrals/auth/sign_up',
    {
      brand_ambassador: {
        name,
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        country: 'TR',
        phone: '+90 532 123 45 67',
        instagram: `https://instagram.com/${email.split('@')[0]}`,
      },
    },
    { 'Accept-Language': 'tr' },
  );
  const { id } = ((await applied.json()) as { brand_ambassador: { id: string } }).brand_ambassador;
  await post(team, `/api/v1/admin/ambassadors/${id}/approve`, {});
  return id;
}

test('an ambassador resets a forgotten password from the e-mailed link', async ({ page, playwright, baseURL }) => {
  const email = `elif-${Date.now()}@example.com`;
  const api = await playwright.request.newContext({ baseURL });
  const team = await playwright.request.newContext({ baseURL });
  try {
    await post(team, '/api/v1/admin/auth/sign_in', ADMIN);
    await approvedAmbassador(api, team, 'Elif Demir', email);
  } finally {
    await Promise.all([api.dispose(), team.dispose()]);
  }

  await page.goto('/tr/auth/sign-in');
  await page.getByRole('link', { name: 'Şifrenizi mi unuttunuz?' }).click();
  await expect(page.getByRole('heading', { name: 'Şifrenizi mi unuttunuz?' })).toBeVisible();
  await page.getByLabel('E-posta adresi').fill(email);
  await page.getByRole('button', { name: 'Bağlantıyı gönder' }).click();
  await expect(page.getByRole('status')).toContainText('yeni şifre bağlantısı yola çıktı');

  // The e-mail goes out after the answer: wait for it at the run's SMTP sink.
  const resetLink = async () => {
    const mails = await sinkMessages(SMTP_SINK.http, email);
    const mail = mails.find((message) => message.subject.includes('şifrenizi sıfırlayın'));
    return /https?:\/\/\S+\/tr\/auth\/reset-password\?token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
  };
  await expect.poll(resetLink).toMatch(/token=/);
  const link = await resetLink();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Yeni şifre belirleyin' })).toBeVisible();
  await page.getByLabel('Yeni şifre', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Yeni şifreyi tekrar girin').fill(NEW_PASSWORD);
  await shot(page, 'reset-password-tr');
  await page.getByRole('button', { name: 'Yeni şifreyi kaydet' }).click();
  await expect(page.getByRole('status')).toContainText('Şifreniz değiştirildi');
  await shot(page, 'reset-password-done-tr');

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('Yeni şifre', { exact: true }).fill('yet another passphrase');
  await page.getByLabel('Yeni şifreyi tekrar girin').fill('yet another passphrase');
  await page.getByRole('button', { name: 'Yeni şifreyi kaydet' }).click();
  await expect(page.getByRole('alert')).toContainText('geçersiz veya süresi dolmuş');
  await expect(page.getByRole('link', { name: 'Yeni bağlantı iste' })).toBeVisible();

  await page.goto('/tr/auth/sign-in');
  await page.getByLabel('E-posta adresi').fill(email);
  await page.getByLabel('Şifre', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page).toHaveURL(/\/tr\/dashboard$/);
});

test('the team approves a referral the fraud checks held', async ({ page, playwright, baseURL }) => {
  const stamp = Date.now();
  const api = await playwright.request.newContext({ baseURL });
  const team = await playwright.request.newContext({ baseURL });
  let ambassadorId = '';
  try {
    await post(team, '/api/v1/admin/auth/sign_in', ADMIN);
    ambassadorId = await approvedAmbassador(api, team, 'Aylin Kaya', `aylin-${stamp}@example.com`);
  } finally {
    await Promise.all([api.dispose(), team.dispose()]);
  }
  // The ambassador bought through her own link with a +tag and from the browser she signs in with.
  const orderNumber = `SB-E2E${String(stamp).slice(-1)}-${String(stamp).slice(-4)}`;
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into orders (order_number, access_token_hash, status, child, full_name, email, currency, price, referral_code, paid_at)
       select $1, md5($1), 'paid', '{"gender":"girl","name":"Defne","age":5}'::jsonb, 'Aylin Kaya', $2, 'TRY',
              '{"currency":"TRY","basePrice":189900,"versionPrice":0,"shipping":0,"subtotal":189900,"discount":0,"total":189900,"totalAzn":0}'::jsonb,
              referral_code, now()
       from brand_ambassadors where id = $3
       returning id`,
      [orderNumber, `aylin-${stamp}+kitap@example.com`, ambassadorId],
    );
    await client.query(
      `insert into referrals (ambassador_id, referred_type, order_id, name, status, review_status, review_reasons)
       values ($1, 'order', $2, 'Aylin K.', 'pending', 'in_review', '{same_email,same_device}')`,
      [ambassadorId, rows[0]?.id],
    );
  } finally {
    await client.end();
  }

  await page.goto('/backoffice');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Referral reviews' }).click();
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('Aylin Kaya');
  await expect(row).toContainText("The buyer's e-mail is the ambassador's");
  await expect(row).toContainText('Ordered from a browser the ambassador signs in with');
  await page.setViewportSize({ width: 1366, height: 800 });
  await shot(page, 'backoffice-referral-reviews');

  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved: the reward is written and pending as usual.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toHaveCount(0);
  await page.getByText('Approved', { exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: orderNumber })).toBeVisible();
});
