/**
 * The back office end to end, as the team uses it: an admin signs in, approves a pending ambassador (the
 * activation e-mail arrives at the run's SMTP sink), a visitor buys a hardcover through the new
 * ambassador's link, the team moves the printed book to shipped with a tracking number (the tracking page
 * shows it), the child's photo opens only for a reason that the audit log keeps (in English and Russian), the
 * ambassador asks for the reward, and the team pays the payout and exports the bank file.
 * The e2e server creates the admin on its first start (playwright.config.ts) and pays rewards at once
 * (REFERRAL_HOLD_DAYS=0).
 *
 * SHOTS_DIR=<folder> keeps screenshots of the console for a person to look at.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { CheckoutWizard } from '../pages/checkout-wizard';
import { OrderSuccessPage } from '../pages/order-result';
import { CARDS, PaymentGateway } from '../pages/payment-gateway';
import { TrackOrderPage } from '../pages/track-order-page';
import { shot } from '../screenshots';
import { sinkMessages, sinkPorts } from '../smtp-sink';

const SINK = sinkPorts(Number(process.env.E2E_PORT ?? 3100));
const ADMIN = { email: 'admin@storybook.test', password: 'Admin-pass-2026' };
const PASSWORD = 'storybooks for everyone';

test('the team approves an ambassador, ships a hardcover with its tracking number and pays the payout', async ({
  page,
  browser,
  baseURL,
}) => {
  // Several sections of the console around a whole purchase with character generation and printing.
  test.setTimeout(300_000);
  const stamp = Date.now();
  const applicant = { name: 'Nigar Əliyeva', email: `nigar-${stamp}@example.com` };
  const menu = page.getByRole('navigation', { name: 'Back office' });

  await test.step('an ambassador applies (through the API: the form has its own test)', async () => {
    const response = await page.request.post('/api/v1/referrals/auth/sign_up', {
      data: {
        brand_ambassador: {
          ...applicant,
          password: PASSWORD,
          password_confirmation: PASSWORD,
          country: 'AZ',
          phone: '+994 50 765 43 21',
          instagram: 'https://instagram.com/nigar.reads',
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  });

  await test.step('the admin signs in; a wrong password is refused', async () => {
    await page.goto('/backoffice');
    await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(menu).toBeVisible();
    await shot(page, 'backoffice-overview');
  });

  await test.step('the admin approves the application; the activation e-mail arrives', async () => {
    await menu.getByRole('link', { name: 'Ambassadors' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(applicant.email);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    const row = page.getByRole('row').filter({ hasText: applicant.email });
    await expect(row).toContainText('Submitted');
    // Stored as AZ, named in the back office's language.
    await expect(row).toContainText('Azerbaijan');
    await row.getByRole('link', { name: applicant.name }).click();
    await expect(page.getByRole('heading', { name: applicant.name })).toBeVisible();
    await shot(page, 'backoffice-ambassador');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
    // The application's acknowledgement came first; now the approval with the sign-in link.
    const approved = 'Your Storybook Shop ambassador account is active';
    await expect
      .poll(async () => (await sinkMessages(SINK.http, applicant.email)).map((mail) => mail.subject), {
        timeout: 30_000,
      })
      .toContain(approved);
    const mail = (await sinkMessages(SINK.http, applicant.email)).find((message) => message.subject === approved);
    expect(mail?.text).toMatch(/https?:\/\/\S+\/auth\/sign-in/);
  });

  // The new ambassador signs in (the API is enough here) and learns the referral code.
  const signIn = await page.request.post('/api/v1/referrals/auth/sign_in', {
    data: { brand_ambassador: { email: applicant.email, password: PASSWORD } },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const auth = { Authorization: String(signIn.headers().authorization) };
  const me = (await (await page.request.get('/api/v1/referrals/me', { headers: auth })).json()) as {
    brand_ambassador: { referral_code: string };
  };
  const code = me.brand_ambassador.referral_code;

  const buyer = { email: `hardcover-bo-${stamp}@example.com` };
  const orderNumber = await test.step('a visitor buys a hardcover through the link', async () => {
    const visitor = await browser.newContext({ baseURL });
    try {
      const shopper = await visitor.newPage();
      await shopper.goto(`/referrals/${code}`);
      await expect(shopper.getByText(code, { exact: true })).toBeVisible();
      const wizard = new CheckoutWizard(shopper);
      const success = new OrderSuccessPage(shopper);
      const order = { child: 'Aysel', version: 'hardcover', email: buyer.email } as const;
      await wizard.fillWizard(order);
      await wizard.pay();
      await new PaymentGateway(shopper).pay(CARDS.success);
      await success.expectPaid(order);
      return success.orderNumber();
    } finally {
      await visitor.close();
    }
  });

  await test.step('the team marks the printed book and ships it with a tracking number', async () => {
    await expect
      .poll(() => new TrackOrderPage(page).statusFromApi(orderNumber, buyer.email), {
        timeout: 180_000,
        intervals: [1000],
      })
      .toBe('printing');
    await menu.getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(orderNumber);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await page.getByRole('row').filter({ hasText: orderNumber }).getByRole('link', { name: orderNumber }).click();
    await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByText('Printing', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Move to' }).click();
    await page.getByRole('menuitem', { name: 'Ready for shipping' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Move' }).click();
    await page.getByRole('button', { name: 'Ship' }).click();
    const form = page.getByRole('dialog', { name: 'Ship the order' });
    await form.getByLabel('Carrier').fill('Azerpoçt');
    await form.getByLabel('Tracking number').fill(`RR${stamp}AZ`);
    await form.getByRole('button', { name: 'Ship' }).click();
    await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(`RR${stamp}AZ`).first()).toBeVisible();
    await shot(page, 'backoffice-order');
  });

  await test.step("the child's photo opens only for a reason, which the audit log keeps", async () => {
    const orderPath = new URL(page.url()).pathname;
    const lookAt = async (words: { show: string; form: string; reason: string; submit: string; photo: string }) => {
      await expect(page.getByRole('img', { name: words.photo })).toHaveCount(0);
      await page.getByRole('button', { name: words.show }).click();
      const form = page.getByRole('dialog', { name: words.form });
      // A click during the dialog's opening animation can be lost on a busy machine: check until it holds.
      await expect(async () => {
        await form.getByRole('radio', { name: words.reason }).check({ timeout: 2_000 });
      }).toPass();
      await form.getByRole('button', { name: words.submit }).click();
      await expect(page.getByRole('img', { name: words.photo })).toBeVisible();
    };
    await shot(page, 'backoffice-order-pictures-hidden');
    await lookAt({
      show: 'Show the child’s photo',
      form: 'Why do you need to see the child’s photo?',
      reason: 'Quality check',
      submit: 'Show',
      photo: 'Photo of Aysel uploaded by the parent',
    });
    await expect(page.getByRole('img', { name: /Aysel drawn as a character/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the PDF' })).toBeVisible();
    await shot(page, 'backoffice-order-pictures-shown');

    await page.goto(`/ru${orderPath}`);
    await expect(page.getByRole('heading', { name: `Заказ ${orderNumber}` })).toBeVisible();
    await shot(page, 'backoffice-order-pictures-hidden-ru');
    await lookAt({
      show: 'Показать фото ребёнка',
      form: 'Зачем вам нужно фото ребёнка?',
      reason: 'Просьба родителя',
      submit: 'Показать',
      photo: 'Фотография: Aysel, загружена родителем',
    });
    await shot(page, 'backoffice-order-pictures-shown-ru');

    await page.goto('/backoffice/audit');
    const looks = page.getByRole('row').filter({ hasText: `Order ${orderNumber}` });
    await expect(looks.filter({ hasText: 'Reason: Quality check' })).toHaveCount(1);
    await expect(looks.filter({ hasText: 'Reason: A request from the parent' })).toHaveCount(1);
    // In words: who (the admin's name) did what to which order.
    await expect(looks.first()).toContainText(`Admin viewed the child’s pictures of order ${orderNumber}`);
    await shot(page, 'backoffice-audit-pictures');
  });

  await test.step('the tracking page shows the carrier and tracking number', async () => {
    const visitor = await browser.newPage({ baseURL });
    try {
      const tracking = new TrackOrderPage(visitor);
      await tracking.open(orderNumber, buyer.email);
      await expect(tracking.status('Shipped')).toBeVisible();
      await expect(tracking.shipment).toContainText('Azerpoçt');
      await expect(tracking.shipment).toContainText(`RR${stamp}AZ`);
    } finally {
      await visitor.close();
    }
  });

  await test.step('the ambassador asks for the reward (through the API: the dashboard has its own test)', async () => {
    const bank = await page.request.post('/api/v1/referrals/bank_details', {
      headers: auth,
      data: {
        bank_detail: {
          payment_method: 'bank_transfer',
          iban: 'DE89 3704 0044 0532 0130 00',
          swift_bic: 'COBADEFFXXX',
          account_holder_name: applicant.name,
        },
        current_password: PASSWORD,
      },
    });
    expect(bank.status(), await bank.text()).toBe(201);
    const { bank_detail } = (await bank.json()) as { bank_detail: { id: string } };
    const payout = await page.request.post('/api/v1/referrals/reward_payouts', {
      headers: auth,
      data: { reward_payout: { brand_ambassador_bank_detail_id: bank_detail.id } },
    });
    expect(payout.status(), await payout.text()).toBe(201);
  });

  await test.step('the admin processes and pays the payout and exports the bank file', async () => {
    await menu.getByRole('link', { name: 'Payouts' }).click();
    const row = page.getByRole('row').filter({ hasText: applicant.email });
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: 'Process' }).click();
    await expect(row).toContainText('Processing');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\n')[0]).toMatch(/IBAN.*SWIFT.*amount.*currency.*reference/i);
    expect(csv).toContain('DE89370400440532013000');
    expect(csv).toContain('COBADEFFXXX');

    await row.getByRole('button', { name: 'Mark paid' }).click();
    const form = page.getByRole('dialog', { name: 'Mark the payout paid' });
    await form.getByLabel('Bank reference').fill(`TRX-${stamp}`);
    await form.getByRole('button', { name: 'Mark paid' }).click();
    await expect(row).toContainText('Paid');
    await expect(row).toContainText(`TRX-${stamp}`);
    await shot(page, 'backoffice-payouts');
  });

  await test.step('the admin gives part of the money back; the parent is told by e-mail', async () => {
    await menu.getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(orderNumber);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await page.getByRole('row').filter({ hasText: orderNumber }).getByRole('link', { name: orderNumber }).click();
    await page.getByRole('button', { name: 'Refund' }).click();
    const form = page.getByRole('dialog', { name: `Refund order ${orderNumber}` });
    await form.getByLabel('Amount').fill('12,345');
    await form.getByLabel('Reason').fill('The cover arrived scratched');
    await form.getByRole('button', { name: 'Refund' }).click();
    // Three decimals is not an amount: refused by the field, nothing sent.
    await expect(form.getByText('Please enter a valid value')).toBeVisible();
    await form.getByLabel('Amount').fill('10,00');
    await shot(page, 'backoffice-refund-dialog');
    await form.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('row').filter({ hasText: 'The cover arrived scratched' });
    await expect(refund).toContainText('refunded');
    await expect(refund).toContainText('$10.00');
    await expect(page.getByText('Left to refund: $52.98')).toBeVisible();
    // A part: the order stays shipped.
    await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
    await shot(page, 'backoffice-order-refunded');
    await expect
      .poll(async () => (await sinkMessages(SINK.http, buyer.email)).map((mail) => mail.subject), { timeout: 30_000 })
      .toContain(`Refund for your order ${orderNumber}`);
  });
});
