import type { OrderJson } from '@shop/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, ORDER_ID, orderReadyFor, storeDraft, TOKEN } from '../test/orders';
import { meta, renderPage, stubApi } from '../test/render';
import { redirectToPayment } from '../wizard/redirect';
import { DRAFT_KEY, loadReceipt } from '../wizard/storage';
import { OrderErrorPage } from './OrderErrorPage';
import { OrderSuccessPage, RECHECK_MS } from './OrderSuccessPage';

vi.mock('../wizard/redirect', () => ({ redirectToPayment: vi.fn() }));

const COMPLETE = `POST /orders/${ORDER_ID}/complete_payment`;
const paid = (version: 'pdf' | 'hardcover' = 'hardcover') => {
  const order = orderReadyFor('confirm');
  return { ...order, status: 'paid' as const, version, price: order.version_prices[version] };
};

describe('the order success page', () => {
  it('completes the payment, shows the order and what happens next, and clears the wizard', async () => {
    storeDraft({ step: 'confirm' });
    let token: string | null = null;
    let body: unknown;
    stubApi({
      [COMPLETE]: async (request) => {
        token = request.headers.get('X-Order-Token');
        body = await request.json();
        return json({ order: paid() });
      },
    });
    renderPage(<OrderSuccessPage />, { path: `/order-success?order=${ORDER_ID}&session_id=s1` });
    expect(await screen.findByText('SB-000123')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Thank you for your order!');
    const next = screen.getByRole('heading', { name: 'What happens next' }).parentElement;
    expect(next?.textContent).toContain('Delivery usually takes 5-7 business days.');
    expect(screen.getByText('$62.98')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Track your order' }).getAttribute('href')).toBe(
      '/track-order?order_number=SB-000123',
    );
    expect(meta('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(token).toBe(TOKEN);
    expect(body).toEqual({ session_id: 's1' });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(loadReceipt()).toEqual({ id: ORDER_ID, token: TOKEN });
  });

  it("shows the book's cover beside the child's character, and the address line by line", async () => {
    storeDraft({ step: 'confirm' });
    const order = paid();
    stubApi({
      [COMPLETE]: () =>
        json({
          order: {
            ...order,
            story_type: 'ready',
            book: { slug: 'space', name: 'The Little Astronaut', cover_url: '/media/covers/space.jpg', page_count: 24 },
            contact: { ...order.contact, shipping_address: '12 Nizami Street\nBaku', delivery_country: 'AZ' },
            character: { url: '/api/v1/files/orders/3dPixar.png?exp=1&sig=x', width: 512, height: 512 },
            cover: null,
          },
        }),
    });
    renderPage(<OrderSuccessPage />, { path: `/order-success?order=${ORDER_ID}` });
    const cover = await screen.findByRole('img', { name: 'The cover of “The Little Astronaut”' });
    expect(cover.getAttribute('src')).toBe('/media/covers/space.jpg');
    const character = screen.getByRole('img', { name: 'Leyla drawn in the “3D animation” style' });
    expect(character.getAttribute('src')).toBe('/api/v1/files/orders/3dPixar.png?exp=1&sig=x');
    expect(screen.getByText(/^12 Nizami Street/).textContent).toBe('12 Nizami Street\nBaku');
    expect(screen.getByText('Azerbaijan')).toBeDefined();
  });

  it("deletes the child's data after a confirm step, then says what was deleted and when", async () => {
    storeDraft({ step: 'confirm' });
    const order = { ...paid('pdf'), status: 'completed' as const };
    let erased = 0;
    stubApi({
      [COMPLETE]: () => json({ order }),
      [`POST /orders/${ORDER_ID}/erase`]: (request) => {
        erased += 1;
        expect(request.headers.get('X-Order-Token')).toBe(TOKEN);
        return json({
          order: {
            ...order,
            child: { ...order.child, name: '', age: 0 },
            contact: { ...order.contact, full_name: null, email: null, shipping_address: null },
            erasures: [
              {
                at: '2026-11-28T10:00:00.000Z',
                reason: 'request',
                items: ['photo', 'face_box', 'features', 'portraits', 'preview', 'book', 'child', 'contact'],
              },
            ],
          },
        });
      },
    });
    renderPage(<OrderSuccessPage />, { path: `/order-success?order=${ORDER_ID}` });
    const section = (await screen.findByRole('heading', { name: "Your child's data" })).parentElement;
    expect(section?.textContent).toContain('30 days after your order is completed');
    fireEvent.click(screen.getByRole('button', { name: "Delete my child's data" }));
    expect(erased).toBe(0);
    expect(screen.getByText(/at once and for good/)).toBeDefined();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it all' }));
    });
    expect(erased).toBe(1);
    const line = await screen.findByText((_content, element) => element?.className === 'co-data__erased');
    expect(line.textContent).toMatch(
      /^Deleted on November 28, 2026: your child's photo, the outline of the face, .* your child's name and age, and your contact details\.$/,
    );
    expect(screen.queryByRole('button', { name: "Delete my child's data" })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'What happens next' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Track your order' })).toBeNull();
  });

  it('says why the data cannot be deleted while the book is being made', async () => {
    storeDraft({ step: 'confirm' });
    stubApi({
      [COMPLETE]: () => json({ order: paid() }),
      [`POST /orders/${ORDER_ID}/erase`]: () =>
        json({ error: 'order_in_production', message: 'Your book is being made or is on its way.' }, 409),
    });
    renderPage(<OrderSuccessPage />, { path: `/order-success?order=${ORDER_ID}` });
    fireEvent.click(await screen.findByRole('button', { name: "Delete my child's data" }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it all' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Your book is being made or is on its way.');
  });

  it("shows a custom story's drawn cover, and no picture where the order has none", async () => {
    storeDraft({ step: 'confirm' });
    const cover = { url: '/api/v1/files/orders/preview/page-01.jpg?exp=1&sig=x', width: 480, height: 640 };
    stubApi({ [COMPLETE]: () => json({ order: { ...paid('pdf'), cover, character: null } }) });
    renderPage(<OrderSuccessPage />, { path: `/order-success?order=${ORDER_ID}` });
    const image = await screen.findByRole('img', { name: /^The cover of “A custom story where Leyla is the heroine”/ });
    expect(image.getAttribute('src')).toBe(cover.url);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('says a PDF comes by e-mail, in the page language', async () => {
    storeDraft({});
    stubApi({ [COMPLETE]: () => json({ order: paid('pdf') }) });
    renderPage(<OrderSuccessPage />, { path: `/order-success?order=${ORDER_ID}`, locale: 'tr' });
    expect(await screen.findByText('PDF hazır olur olmaz aysel@example.com adresine göndereceğiz.')).toBeDefined();
  });

  it('waits while the payment is still being decided and checks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeDraft({});
    let answer: OrderJson = { ...orderReadyFor('confirm'), status: 'waiting_for_payment' };
    const complete = vi.fn(() => json({ order: answer }));
    stubApi({ [COMPLETE]: complete });
    renderPage(<OrderSuccessPage />, { path: `/order-success?order=${ORDER_ID}` });
    expect(await screen.findByText('Waiting for the payment to be confirmed…')).toBeDefined();
    answer = paid();
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_MS));
    expect(await screen.findByText('SB-000123')).toBeDefined();
    expect(complete).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it("shows the server's message, or 'Failed to complete payment', with Retry", async () => {
    storeDraft({});
    let reply = json({ error: 'gateway_unavailable' }, 502);
    stubApi({ [COMPLETE]: () => reply });
    renderPage(<OrderSuccessPage />, { path: `/order-success?order=${ORDER_ID}` });
    expect((await screen.findByRole('alert')).textContent).toMatch('gateway_unavailable');
    reply = new Response('', { status: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Failed to complete payment')).toBeDefined();
  });

  it('without the order in this browser points to order tracking', () => {
    const { calls } = stubApi({});
    renderPage(<OrderSuccessPage />, { path: `/order-success?order=${ORDER_ID}` });
    expect(screen.getByText(/track your order with its number/)).toBeDefined();
    expect(calls).toEqual([]);
  });
});

describe('the order error page', () => {
  it("shows the spec's message and Try Again pays again", async () => {
    storeDraft({});
    stubApi({
      [`GET /orders/${ORDER_ID}`]: () => json({ order: { ...orderReadyFor('confirm'), status: 'payment_failed' } }),
      [`PATCH /orders/${ORDER_ID}/pay_again`]: () =>
        json({ order: orderReadyFor('confirm'), payment_url: '/api/v1/sandbox/pay/s2' }),
    });
    renderPage(<OrderErrorPage />, { path: `/order-error?order=${ORDER_ID}` });
    expect(screen.getByRole('alert').textContent).toBe(
      "We couldn't process your payment. Please try again or contact our support team if the problem persists.",
    );
    expect(await screen.findByText('SB-000123')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await vi.waitFor(() => expect(redirectToPayment).toHaveBeenCalledWith('/api/v1/sandbox/pay/s2'));
  });

  it('in Russian', () => {
    stubApi({});
    renderPage(<OrderErrorPage />, { path: `/order-error?order=${ORDER_ID}`, locale: 'ru' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Оплата не прошла');
    expect(screen.getByRole('link', { name: 'Попробовать снова' }).getAttribute('href')).toBe('/ru/create-story');
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/ru');
  });
});
