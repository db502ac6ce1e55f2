/**
 * A brand ambassador's coupon code at the checkout: a friend who never followed the ambassador's link
 * types the code at the confirm step, sees 5% off the book on the discount line and pays the lower total.
 * The ambassador is signed up through the API and activated with the team's CLI, on this run's database.
 */
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { e2eDatabaseUrl, expect, test } from '../fixtures';
import { CheckoutWizard } from '../pages/checkout-wizard';
import { OrderSuccessPage } from '../pages/order-result';
import { CARDS, PaymentGateway } from '../pages/payment-gateway';
import { shot } from '../screenshots';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PASSWORD = 'storybooks for everyone';

test('a friend types an ambassador’s coupon code at the confirm step and pays 5% less for the book', async ({
  page,
  request,
  baseURL,
}) => {
  // Generates characters from a real photo and pays through the sandbox gateway.
  test.setTimeout(180_000);
  const email = `coupon.${Date.now()}@example.com`;

  const code = await test.step('an ambassador is approved and has a code', async () => {
    const signUp = await request.post('/api/v1/referrals/auth/sign_up', {
      data: {
        brand_ambassador: {
          name: 'Aylin Kaya',
          email,
          password: PASSWORD,
          password_confirmation: PASSWORD,
          country: 'TR',
          phone: '+90 532 123 45 67',
          about: 'Çocuk kitapları üzerine yazıyorum.',
          instagram: 'https://instagram.com/aylin.okuyor',
        },
      },
    });
    expect(signUp.status(), await signUp.text()).toBe(201);
    const env = {
      ...process.env,
      DATABASE_URL: await e2eDatabaseUrl(),
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'shop-e2e-coupon-')),
      PUBLIC_URL: baseURL ?? '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    };
    await promisify(execFile)('npm', ['run', '-s', 'ambassador:activate', '--', '--email', email], { cwd: root, env });
    const signIn = await request.post('/api/v1/referrals/auth/sign_in', {
      data: { brand_ambassador: { email, password: PASSWORD } },
    });
    const token = signIn.headers().authorization ?? '';
    expect(token).toMatch(/^Bearer /);
    const coupon = await request.get('/api/v1/referrals/coupon_code', { headers: { Authorization: token } });
    const body = (await coupon.json()) as { coupon_code: { code: string; discount_percent: number } };
    expect(body.coupon_code).toMatchObject({ code: expect.stringMatching(/^AYLIN\d{2,4}$/), discount_percent: 5 });
    return body.coupon_code.code;
  });

  const wizard = new CheckoutWizard(page, 'en');
  const order = {
    child: 'Deniz',
    book: 'the-little-astronaut',
    version: 'pdf',
    email: 'deniz.parent@example.com',
  } as const;
  await wizard.fillWizard(order);
  await expect(wizard.confirmHeading).toBeVisible();

  const version = page.getByRole('region', { name: 'Version', exact: true });
  const line = (label: string) => version.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  await expect(line('Discount')).toHaveText('$0.00');
  await expect(line('Total')).toHaveText('$29.99');

  const field = page.getByLabel('Coupon code');
  await field.fill('nosuchcode1');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('There is no such code. Please check it and try again')).toBeVisible();
  await expect(line('Discount')).toHaveText('$0.00');
  // With SHOTS_DIR set, the refusal under the field as the parent sees it.
  const shots = process.env.SHOTS_DIR;
  if (shots) await version.screenshot({ path: path.join(shots, 'confirm-coupon-refused.png') });

  // Typed in lower case, as a friend copies it from a video.
  await field.fill(code.toLowerCase());
  await field.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Code ${code} applied` })).toHaveText(
    `Code ${code} applied: $1.50 off the book.`,
  );
  // 5% of $29.99 is 149.95 cents, rounded half away from zero to $1.50.
  await expect(line('Discount')).toHaveText('−$1.50');
  await expect(line('Total')).toHaveText('$28.49');
  await expect(wizard.payButton).toHaveText('Pay $28.49');
  await page.setViewportSize({ width: 1366, height: 900 });
  await shot(page, 'confirm-with-coupon-1366');
  await page.setViewportSize({ width: 390, height: 900 });
  await shot(page, 'confirm-with-coupon-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  await wizard.pay();
  await new PaymentGateway(page, 'en').pay(CARDS.success);
  await new OrderSuccessPage(page, 'en').expectPaid(order);
});
