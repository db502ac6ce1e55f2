/**
 * Leaving the newsletter: e-mails to an address that agreed to it carry List-Unsubscribe with one-click POST
 * (RFC 8058) and a visible link to the unsubscribe page; posting to the link deletes the address and withdraws
 * every order's consent; a link made for another address does nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../../src/contact/unsubscribe';
import { orders, sentEmails, subscribers } from '../../src/db/schema';
import { ORDER_CONFIRMATION_KIND } from '../../src/mail/order-confirmation';
import { sendOrderConfirmation } from '../../src/orders/confirmation-email';
import { buildFulfilmentApp, PUBLIC_URL, payFor, uniqueEmail } from '../fulfilment-fixtures';
import { parseMail } from '../fulfilment-mail';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildFulfilmentApp();
});
afterAll(() => app.close());

/** The confirmation e-mail of the order as it was written to the outbox (no SMTP in tests). */
async function confirmationOf(orderId: string): Promise<string> {
  expect(await sendOrderConfirmation(app, orderId)).toBe('sent');
  const [row] = await app.database.db
    .select({ reference: sentEmails.reference })
    .from(sentEmails)
    .where(and(eq(sentEmails.orderId, orderId), eq(sentEmails.kind, ORDER_CONFIRMATION_KIND)));
  if (!row) throw new Error('no confirmation recorded');
  return (await app.storage.get(row.reference))?.data.toString('utf8') ?? '';
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.+)$`, 'mi').exec(raw.slice(0, raw.indexOf('\n\n')).replace(/\n[ \t]+/g, ' '))?.[1];

describe('unsubscribing from the newsletter', () => {
  it('is offered in every e-mail to an address that agreed to the newsletter, and only there', async () => {
    const email = uniqueEmail('news');
    const consented = await payFor(app, { version: 'pdf', email, locale: 'tr' });
    expect(consented.order.newsletter).toBe(true);
    const raw = await confirmationOf(consented.id);
    const token = await unsubscribeToken(app, email);
    const query = new URLSearchParams({ email, token });
    expect(header(raw, 'List-Unsubscribe')).toBe(`<${PUBLIC_URL}/api/v1/unsubscribe?${query}>`);
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const mail = parseMail(raw);
    expect(mail.text).toContain(`Bülten aboneliğinden çıkın: ${PUBLIC_URL}/tr/unsubscribe?${query}`);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/tr/unsubscribe?${query.toString().replace(/&/g, '&#38;')}"`);

    const other = uniqueEmail('no-news');
    const declined = await payFor(app, { version: 'pdf', email: other });
    await app.database.db.update(orders).set({ newsletter: false }).where(eq(orders.id, declined.id));
    const plain = await confirmationOf(declined.id);
    expect(header(plain, 'List-Unsubscribe')).toBeUndefined();
    expect(parseMail(plain).text).not.toContain('unsubscribe');
  });

  it("deletes the address and withdraws the orders' consent with one click; a link for another address fails", async () => {
    const email = uniqueEmail('leaving');
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/subscribe', payload: { subscriber: { email } } })).statusCode,
    ).toBe(201);
    const paid = await payFor(app, { version: 'pdf', email: email.toUpperCase() });
    expect(paid.order.newsletter).toBe(true);

    const forged = await app.inject({
      method: 'POST',
      url: `/api/v1/unsubscribe?${new URLSearchParams({ email, token: await unsubscribeToken(app, 'someone@else.com') })}`,
      payload: {},
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toBe('invalid_link');

    // What a mail client sends for the List-Unsubscribe-Post header.
    const oneClick = await app.inject({
      method: 'POST',
      url: `/api/v1/unsubscribe?${new URLSearchParams({ email, token: await unsubscribeToken(app, email) })}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({ unsubscribed: true });
    const left = await app.database.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(left).toEqual([]);
    const [order] = await app.database.db
      .select({ newsletter: orders.newsletter })
      .from(orders)
      .where(sql`lower(${orders.email}) = ${email}`);
    expect(order?.newsletter).toBe(false);
  });
});
