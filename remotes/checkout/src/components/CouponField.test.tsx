import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CreateStoryPage } from '../pages/CreateStoryPage';
import { charactersJson, json, ORDER_ID, orderReadyFor, orderRoutes, price, storeDraft } from '../test/orders';
import { renderPage, stubApi } from '../test/render';
import { redirectToPayment } from '../wizard/redirect';

vi.mock('../wizard/redirect', () => ({ redirectToPayment: vi.fn() }));

const CHARACTERS = { [`GET /orders/${ORDER_ID}/characters`]: () => json(charactersJson()) };

/** The confirm step's order with the code the server accepted: $54.99 book, 5% off is $2.75. */
function withCode(code: string) {
  const order = orderReadyFor('confirm');
  return { ...order, coupon_code: code, price: price(2500, 799, { discount: 275, total: 6023, total_azn: 10239 }) };
}

const discountLine = () => screen.getByText('Discount').nextElementSibling?.textContent;

describe('the coupon code at the confirm step', () => {
  it('applies a code, shows the server’s discount, and removes it again', async () => {
    storeDraft({ step: 'confirm' });
    const patches: unknown[] = [];
    stubApi({
      ...orderRoutes(orderReadyFor('confirm')),
      ...CHARACTERS,
      [`PATCH /orders/${ORDER_ID}`]: async (request) => {
        const body = (await request.json()) as { order: { coupon_code: string | null } };
        patches.push(body);
        return json({ order: body.order.coupon_code ? withCode('AYLIN27') : orderReadyFor('confirm') });
      },
    });
    renderPage(<CreateStoryPage />, { path: '/create-story' });
    const field = await screen.findByLabelText('Coupon code');
    expect(discountLine()).toBe('$0.00');

    // Apply with nothing typed asks for a code and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Please enter a code')).toBeDefined();
    expect(patches).toEqual([]);

    fireEvent.change(field, { target: { value: ' aylin27 ' } });
    // Enter in the field applies the code; it never pays.
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('AYLIN27')).toBeDefined();
    expect(patches).toEqual([{ order: { coupon_code: 'aylin27' } }]);
    expect(redirectToPayment).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Code AYLIN27 applied: $2.75 off the book.');
    // The server's lines as they are: the discount and the new total, on Pay too.
    expect(discountLine()).toBe('−$2.75');
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('$60.23');
    expect(screen.getByRole('button', { name: 'Pay $60.23' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(await screen.findByLabelText('Coupon code')).toBeDefined();
    expect(patches.at(-1)).toEqual({ order: { coupon_code: null } });
    expect(discountLine()).toBe('$0.00');
    expect(screen.getByRole('button', { name: 'Pay $62.98' })).toBeDefined();
  });

  it('shows the server’s refusal under the field and keeps the price', async () => {
    storeDraft({ step: 'confirm' });
    stubApi({
      ...orderRoutes(orderReadyFor('confirm')),
      ...CHARACTERS,
      [`PATCH /orders/${ORDER_ID}`]: () =>
        json(
          {
            error: 'coupon_own',
            message: "You can't use your own code: it is for your friends",
            details: [
              {
                path: ['order', 'coupon_code'],
                message_id: 'common.error.couponOwn',
                message: "You can't use your own code: it is for your friends",
                code: 'coupon_own',
              },
            ],
          },
          422,
        ),
    });
    renderPage(<CreateStoryPage />, { path: '/create-story' });
    const field = await screen.findByLabelText('Coupon code');
    fireEvent.change(field, { target: { value: 'LEYLA42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

    const error = await screen.findByText("You can't use your own code: it is for your friends");
    expect(error.closest('.co-coupon')).not.toBeNull();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(discountLine()).toBe('$0.00');
    // Only the field says so: the payment's error area stays empty.
    expect(document.querySelector('.co-pay-error')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay $62.98' })).toBeDefined();

    // Typing again clears the refusal.
    fireEvent.change(field, { target: { value: 'LEYLA4' } });
    expect(screen.queryByText("You can't use your own code: it is for your friends")).toBeNull();
  });
});
