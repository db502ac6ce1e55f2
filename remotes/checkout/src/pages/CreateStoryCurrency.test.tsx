/** The header's currency switcher while an order is open: the order is priced again in the chosen currency. */
import { adoptCurrency, chooseCurrency } from '@shop/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, ORDER_ID, orderReadyFor, orderRoutes, storeDraft } from '../test/orders';
import { renderPage, stubApi } from '../test/render';
import { CreateStoryPage } from './CreateStoryPage';

function stubOrder(status?: string) {
  const order = { ...orderReadyFor('version'), currency: 'USD', ...(status ? { status } : {}) };
  const patches: unknown[] = [];
  stubApi({
    ...orderRoutes(order as ReturnType<typeof orderReadyFor>),
    [`PATCH /orders/${ORDER_ID}`]: async (request: Request) => {
      patches.push(await request.json());
      return json({ order });
    },
  });
  return patches;
}

afterEach(() => adoptCurrency(undefined));

describe('the currency chosen in the header during checkout', () => {
  it('prices the open order in it, once per choice', async () => {
    const patches = stubOrder();
    storeDraft({ step: 'version' });
    renderPage(<CreateStoryPage />, { path: '/create-story?step=version' });
    expect(await screen.findByRole('heading', { name: 'Choose a version' })).toBeDefined();
    // The visitor's currency (from the country, US) is the order's: nothing to ask.
    expect(patches).toEqual([]);

    act(() => chooseCurrency('AZN'));
    await waitFor(() => expect(patches).toEqual([{ order: { currency: 'AZN' } }]));
  });

  it('leaves an order alone once it is paid', async () => {
    const patches = stubOrder('paid');
    storeDraft({ step: 'version' });
    const { store } = renderPage(<CreateStoryPage />, { path: '/create-story?step=version' });
    // The order is in: before it, a choice is not looked at yet.
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).some(
          (query) => query?.endpointName === 'getCheckoutOrder' && query.status === 'fulfilled',
        ),
      ).toBe(true),
    );
    act(() => chooseCurrency('TRY'));
    // act ran the effect that would reprice, and a mutation enters the store as it starts: none did.
    expect(store.getState().api.mutations).toEqual({});
    expect(patches).toEqual([]);
  });
});
