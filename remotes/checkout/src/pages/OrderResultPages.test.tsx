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
    const { fetchMock } = stubApi({});
    renderPage(<OrderSuccessPage />, { path: `/order-success?order=${ORDER_ID}` });
    expect(screen.getByText(/track your order with its number/)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
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
