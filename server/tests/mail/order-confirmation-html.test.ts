/**
 * The order confirmation as a parent receives it: an order placed and paid through the API (the gateway's
 * signed webhook), the confirmation job's work, and the message as the real SMTP sink got it. It is
 * multipart/alternative with a text and an HTML part; the HTML shows the child's cover (a JPEG in the
 * same message) with its alt text, the title, the hero, the version in the catalogue's words, the amounts
 * the order stored, the address with its line breaks, and the tracking link; everything typed is escaped.
 */
import { randomBytes } from 'node:crypto';
import { formatPrice } from '@shop/shared/money';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderConfirmationEmail } from '../../src/mail/order-confirmation';
import { sendOrderConfirmation } from '../../src/orders/confirmation-email';
import { completeSession } from '../../src/payments/sandbox/sessions';
import { signatureHeader } from '../../src/payments/sandbox/signature';
import { parseMail } from '../fulfilment-mail';
import { buildTestApp } from '../helpers';
import { child, completeOrder, orderCall, READY_BOOK } from '../orders-fixtures';
import { type SmtpSink, startSmtpSink } from '../smtp-sink';

const SECRET = randomBytes(32).toString('hex');
const PUBLIC_URL = 'https://shop.example';

let app: FastifyInstance;
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
  app = await buildTestApp({ env: { PAYMENT_WEBHOOK_SECRET: SECRET, PUBLIC_URL, SMTP_URL: sink.url } });
});
afterAll(async () => {
  await app.close();
  await sink.close();
});

interface Placed {
  order: {
    order_number: string;
    status: string;
    price: Record<'base_price' | 'version_price' | 'shipping' | 'total' | 'discount', number> & { currency: string };
  };
  raw: string;
}

/**
 * Places an order in `locale`, pays it as the gateway does (the session ends, its signed webhook arrives),
 * runs what the confirmation job runs and returns the order and the message the sink received.
 */
async function placeAndPay(
  locale: 'en' | 'ru' | 'tr' | 'az',
  options: { child?: Record<string, unknown>; version?: string; contact?: Record<string, unknown> } = {},
): Promise<Placed> {
  const created = await completeOrder(
    app,
    { book_slug: READY_BOOK, child: child(options.child) },
    { version: options.version ?? 'hardcover', contact: options.contact, headers: { 'accept-language': locale } },
  );
  const confirmed = await orderCall(app, created, 'PATCH', 'confirm_and_pay');
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const sessionId = new URL(confirmed.json().payment_url).pathname.split('/').pop() ?? '';
  const done = await completeSession(app.database.db, sessionId, {
    status: 'succeeded',
    failureCode: null,
    cardLast4: '4242',
  });
  if (!done) throw new Error(`session ${sessionId} was not open`);
  const body = JSON.stringify(done.event);
  const webhook = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signatureHeader(SECRET, Buffer.from(body)) },
    payload: body,
  });
  expect(webhook.statusCode, webhook.body).toBeLessThan(300);
  const order = (await orderCall(app, created, 'GET')).json().order;
  expect(order.status).toBe('paid');
  expect(await sendOrderConfirmation(app, created.id)).toBe('sent');
  const mail = await sink.next();
  expect(mail.raw).toContain(order.order_number);
  return { order, raw: mail.raw };
}

/** The message's own headers, unfolded. */
const topHeaders = (raw: string) => {
  const unix = raw.replace(/\r\n/g, '\n');
  return unix.slice(0, unix.indexOf('\n\n')).replace(/\n[ \t]+/g, ' ');
};

const bookTitle = async (locale: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/v1/books/${READY_BOOK}`, headers: { 'accept-language': locale } })
  ).json().name as string;

describe('the order confirmation e-mail', () => {
  it('is multipart/alternative with the cover, the title, the hero, the amounts, the address and the link', async () => {
    const { order, raw } = await placeAndPay('en', {
      contact: {
        full_name: "Leyla O'Neil",
        shipping_address: '28 May street 1\nApartment 5 & 6\nBaku <centre>',
        postal_code: 'AZ1000',
      },
    });
    expect(topHeaders(raw)).toMatch(/^Content-Type: multipart\/alternative;/im);
    const mail = parseMail(raw);
    expect(mail.subject).toBe(`Your order ${order.order_number} is confirmed`);
    expect(mail.text).not.toBe('');
    expect(mail.html).toContain('<html lang="en">');

    // The cover: a JPEG of this message, shown inline by its Content-ID, with an alt text.
    const [cover] = mail.attachments;
    expect(cover?.contentType).toBe('image/jpeg');
    expect(cover?.content.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(cover?.content.length).toBeGreaterThan(10_000);
    expect(raw).toMatch(/^Content-ID: <cover@storybook-shop>$/im);
    expect(raw).toMatch(/^Content-Type: multipart\/related;/im);
    expect(mail.html).toMatch(
      /<img src="cid:cover@storybook-shop" alt="The cover of your book: Aylin, the Brave Little Explorer" width="552" height="\d+" style="display:block;width:100%;/,
    );

    const title = await bookTitle('en');
    expect(title).toBe('The Brave Little Explorer');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(title);
      expect(part).toContain('Starring Aylin');
      expect(part).toContain(order.order_number);
      expect(part).toContain('Hardcover');
    }

    // The amounts the order stored, formatted as the shop formats them.
    const money = (amount: number) => formatPrice(amount, 'USD');
    expect(order.price.currency).toBe('USD');
    expect(order.price.shipping).toBeGreaterThan(0);
    expect(mail.text).toContain(
      [
        `Base price: ${money(order.price.base_price)}`,
        `Version price: ${money(order.price.version_price)}`,
        `Shipping: ${money(order.price.shipping)}`,
        `Total paid: ${money(order.price.total)}`,
      ].join('\n'),
    );
    for (const amount of [order.price.base_price, order.price.version_price, order.price.shipping]) {
      expect(mail.html).toMatch(new RegExp(`text-align:right;white-space:nowrap">\\${money(amount)}</td>`));
    }
    expect(mail.html).toMatch(/>Total paid<\/td><td [^>]*font-weight:bold;font-size:18px">\$\d+\.\d\d<\/td>/);
    expect(mail.html).toContain(`${money(order.price.total)}</td>`);

    // The address line by line, escaped; nothing typed reaches the HTML as markup.
    expect(mail.html).toContain(
      'Leyla O&#39;Neil<br>28 May street 1<br>Apartment 5 &#38; 6<br>Baku &#60;centre&#62;<br>AZ1000</p>',
    );
    expect(mail.html).not.toContain('<centre>');
    expect(mail.text).toContain(
      "Delivery address:\nLeyla O'Neil\n28 May street 1\nApartment 5 & 6\nBaku <centre>\nAZ1000",
    );
    expect(mail.html).toContain('Hello Leyla O&#39;Neil,');

    const link = `${PUBLIC_URL}/track-order?order_number=${order.order_number}&email=leyla%40example.com`;
    expect(mail.text).toContain(`Track your order: ${link}`);
    expect(mail.html).toContain(`<a href="${link.replace('&', '&#38;')}"`);
    expect(mail.html).toContain('>Track your order</a>');
    expect(mail.text).toContain('Delivery usually takes 5-7 business days');
  });

  it('confirms a PDF with the shipping included, no address, and the e-mail the book goes to', async () => {
    const { order, raw } = await placeAndPay('en', { version: 'pdf' });
    const mail = parseMail(raw);
    expect(order.price.shipping).toBe(0);
    expect(mail.text).toContain('Version: PDF\n');
    expect(mail.text).toContain('Shipping: included\n');
    expect(mail.text).not.toContain('Delivery address');
    expect(mail.html).not.toContain('Delivery address');
    expect(mail.text).toContain('the PDF will be sent by e-mail to leyla@example.com.');
  });

  it('is written in Russian and agrees with a girl', async () => {
    const { order, raw } = await placeAndPay('ru', { child: { name: 'Айлин', gender: 'girl', story_language: 'ru' } });
    const mail = parseMail(raw);
    expect(mail.subject).toBe(`Ваш заказ ${order.order_number} подтверждён`);
    expect(mail.html).toContain('<html lang="ru">');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Главная героиня\u00a0— Айлин');
      expect(part).not.toContain('Главный герой');
      expect(part).toContain(await bookTitle('ru'));
      expect(part).toContain('Твёрдая обложка');
      expect(part).toContain('Здравствуйте, Leyla Aliyeva!');
    }
    // The cover's title is the printed one: the story is in Russian too.
    expect(mail.html).toMatch(/alt="Обложка вашей книги: Айлин [^"]+"/);
    expect(mail.text).toContain('Вариант книги: Твёрдая обложка');
    expect(mail.text).toContain(`Оплачено: ${formatPrice(order.price.total, 'USD', { locale: 'ru' })}`);
    expect(mail.text).toContain('Адрес доставки:\nLeyla Aliyeva\n28 May street 1, Baku\nAZ1000');
    expect(mail.text).toContain(`${PUBLIC_URL}/ru/track-order?order_number=${order.order_number}`);
  });

  it('agrees with a boy in Russian', async () => {
    const { raw } = await placeAndPay('ru', { child: { name: 'Мурад', gender: 'boy' }, version: 'softcover' });
    const mail = parseMail(raw);
    expect(mail.text).toContain('Главный герой\u00a0— Мурад');
    expect(mail.text).toContain('Вариант книги: Мягкая обложка');
  });

  it('is written in Turkish', async () => {
    const { order, raw } = await placeAndPay('tr', { child: { name: 'Murad', gender: 'boy' }, version: 'softcover' });
    const mail = parseMail(raw);
    expect(mail.subject).toBe(`${order.order_number} numaralı siparişiniz onaylandı`);
    expect(mail.text).toContain('Kitabın kahramanı: Murad');
    expect(mail.text).toContain('Sürüm: Karton kapak');
    expect(mail.text).toContain(await bookTitle('tr'));
    expect(mail.text).toContain(`Ödenen tutar: ${formatPrice(order.price.total, 'USD', { locale: 'tr' })}`);
    expect(mail.html).toContain('<html lang="tr">');
    expect(mail.html).toContain('>Siparişinizi takip edin</a>');
  });

  it('is written in Azerbaijani', async () => {
    const { order, raw } = await placeAndPay('az');
    const mail = parseMail(raw);
    expect(mail.subject).toBe(`${order.order_number} nömrəli sifarişiniz təsdiqləndi`);
    expect(mail.text).toContain('Kitabın qəhrəmanı: Aylin');
    expect(mail.text).toContain('Kitabın növü: Sərt üzlük');
    // Amounts written the Azerbaijani way: '62,98 $'.
    expect(mail.text).toContain(formatPrice(order.price.total, 'USD', { locale: 'az' }));
    expect(formatPrice(order.price.total, 'USD', { locale: 'az' })).toMatch(/^\d+,\d\d\u00a0\$$/);
    expect(mail.text).toContain(await bookTitle('az'));
    expect(mail.text).toContain('Çatdırılma ünvanı:\nLeyla Aliyeva');
    expect(mail.html).toContain('<html lang="az">');
    expect(mail.html).toContain('>Sifarişinizi izləyin</a>');
  });
});

describe('the order confirmation without a cover', () => {
  it('still names the book and the hero when the book could not be drawn, and attaches nothing', () => {
    const message = orderConfirmationEmail({
      locale: 'ru',
      to: 'parent@example.com',
      fullName: null,
      orderNumber: 'SB-000042',
      bookName: 'Айлин и <Человек-паук>: Замок доброты',
      childName: 'Айлин',
      gender: 'girl',
      version: 'pdf',
      price: { basePrice: 199000, versionPrice: 0, shipping: 0, subtotal: 199000, discount: 0, total: 199000 },
      currency: 'RUB',
      region: 'russia',
      address: null,
      cover: null,
      trackingUrl: 'https://shop.example/ru/track-order?order_number=SB-000042',
      siteName: 'Storybook Shop',
    });
    expect(message.attachments).toBeUndefined();
    expect(message.html).not.toContain('<img');
    expect(message.html).toContain('Айлин и &#60;Человек-паук&#62;: Замок доброты');
    expect(message.text).toContain('Айлин и <Человек-паук>: Замок доброты\nГлавная героиня\u00a0— Айлин');
    expect(message.text).toContain('Здравствуйте!');
    // Region russia: the symbol after the amount, as the shop shows it.
    expect(message.text).toContain(`Оплачено: ${formatPrice(199000, 'RUB', { locale: 'ru', region: 'russia' })}`);
    // Written the Russian way: a no-break space between thousands, a decimal comma, the symbol after.
    expect(message.text).toContain('Базовая цена: 1\u00a0990,00\u00a0₽');
  });
});
