import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CreateStoryPage } from '../pages/CreateStoryPage';
import { charactersJson, json, ORDER_ID, orderReadyFor, orderRoutes, price, storeDraft } from '../test/orders';
import { renderPage, stubApi } from '../test/render';
import { redirectToPayment } from '../wizard/redirect';

vi.mock('../wizard/redirect', () => ({ redirectToPayment: vi.fn() }));

const CHARACTERS = { [`GET /orders/${ORDER_ID}/characters`]: () => json(charactersJson()) };

describe('the version step', () => {
  it("shows each version's price summary from the order: PDF shipping included, totals in AZN", async () => {
    storeDraft({ step: 'version' });
    const order = orderReadyFor('version');
    order.version_prices.hardcover = price(2500, 799, { discount: 500, total: 5798, total_azn: 9857 });
    stubApi({ ...orderRoutes(order), ...CHARACTERS });
    renderPage(<CreateStoryPage />, { path: '/create-story' });

    const pdf = (await screen.findByLabelText(/^PDF/)).closest('.co-version') as HTMLElement;
    // Shipping is priced for the visitor's country until the next step chooses where the book goes.
    expect(screen.getByText(/^Shipping is shown for United States;/)).toBeDefined();
    expect(within(pdf).getByText('Shipping').nextElementSibling?.textContent).toBe('included');
    expect(within(pdf).getByText('Total').nextElementSibling?.textContent).toBe('$29.99');
    // The server's amounts as they are (money/pricing.ts rounds them), never re-rounded here.
    expect(within(pdf).getByText('Total in AZN').nextElementSibling?.textContent).toBe('₼50.98');
    const hardcover = screen.getByLabelText(/^Hardcover/).closest('.co-version') as HTMLElement;
    expect(within(hardcover).getByText('Base price').nextElementSibling?.textContent).toBe('$29.99');
    expect(within(hardcover).getByText('Version price').nextElementSibling?.textContent).toBe('$25.00');
    expect(within(hardcover).getByText('Shipping').nextElementSibling?.textContent).toBe('$7.99');
    expect(within(hardcover).getByText('Subtotal').nextElementSibling?.textContent).toBe('$62.98');
    expect(within(hardcover).getByText('Discount').nextElementSibling?.textContent).toBe('−$5.00');
    expect(within(hardcover).getByText('Total').nextElementSibling?.textContent).toBe('$57.98');
    expect(within(hardcover).getByText('Total in AZN').nextElementSibling?.textContent).toBe('₼98.57');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please choose a version')).toBeDefined();
  });

  it('saves the chosen version', async () => {
    storeDraft({ step: 'version' });
    let patch: unknown;
    stubApi({
      ...orderRoutes(orderReadyFor('version')),
      ...CHARACTERS,
      [`PATCH /orders/${ORDER_ID}`]: async (request) => {
        patch = await request.json();
        return json({ order: orderReadyFor('contact') });
      },
    });
    renderPage(<CreateStoryPage />, { path: '/create-story' });
    fireEvent.click(await screen.findByLabelText(/^Hardcover/));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Your contact details' })).toBeDefined();
    expect(patch).toEqual({ order: { version: 'hardcover' } });
  });
});

describe('the contact step', () => {
  it('asks a printed book for its address, counts the notes and saves the details', async () => {
    storeDraft({ step: 'contact' });
    let patch: unknown;
    stubApi({
      ...orderRoutes(orderReadyFor('contact')),
      ...CHARACTERS,
      [`PATCH /orders/${ORDER_ID}`]: async (request) => {
        patch = await request.json();
        return json({ order: orderReadyFor('confirm') });
      },
    });
    renderPage(<CreateStoryPage />, { path: '/create-story' });
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'aysel@' } });
    fireEvent.change(screen.getByLabelText('Additional notes (optional)'), { target: { value: 'Hello' } });
    expect(screen.getByText('5 of 500 characters')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeDefined();
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));

    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Full name', 'Aysel Mammadova');
    fill('E-mail address', 'aysel@example.com');
    fill('Phone number', '+994 50 123 45 67');
    fill('Shipping address', '12 Nizami Street, Baku');
    fill('Postal code', 'AZ1000');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Confirm and pay' })).toBeDefined();
    expect(patch).toEqual({
      order: {
        contact: {
          full_name: 'Aysel Mammadova',
          email: 'aysel@example.com',
          phone: '+994 50 123 45 67',
          shipping_address: '12 Nizami Street, Baku',
          postal_code: 'AZ1000',
          // Where the visitor is (the order's country) until another one is chosen.
          delivery_country: 'US',
          notes: 'Hello',
          newsletter: false,
          // Accepted once, with the child's details: this step has no box of its own.
          terms: true,
        },
      },
    });
  });

  it('sends a printed book to the chosen country, reads the phone as one of its numbers and keeps the address lines', async () => {
    storeDraft({ step: 'contact' });
    let patch: { order: { contact: Record<string, unknown> } } | undefined;
    stubApi({
      ...orderRoutes(orderReadyFor('contact')),
      ...CHARACTERS,
      [`PATCH /orders/${ORDER_ID}`]: async (request) => {
        patch = await request.json();
        return json({ order: orderReadyFor('confirm') });
      },
    });
    renderPage(<CreateStoryPage />, { path: '/create-story' });
    const country = (await screen.findByLabelText('Delivery country')) as HTMLSelectElement;
    // The visitor's detected country is chosen to begin with; the list fills once the phone rules loaded.
    expect(country.value).toBe('US');
    await vi.waitFor(() => expect(country.options.length).toBeGreaterThan(200));
    expect(screen.queryByLabelText(/I agree to the/)).toBeNull();

    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Full name', 'Aysel Məmmədova');
    fill('E-mail address', 'aysel@example.com');
    fill('Phone number', '050 123 45 67');
    fill('Shipping address', '12 Nizami Street\nApartment 5\nBaku');
    fill('Postal code', 'AZ1000');
    // A national Azerbaijani number is no US number.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const phone = screen.getByLabelText('Phone number');
    await vi.waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/^Please enter a valid phone number\./)).toBeDefined();
    expect(patch).toBeUndefined();

    fireEvent.change(country, { target: { value: 'AZ' } });
    expect(country.selectedOptions[0]?.textContent).toBe('Azerbaijan');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Confirm and pay' })).toBeDefined();
    expect(patch?.order.contact).toMatchObject({
      full_name: 'Aysel Məmmədova',
      phone: '+994 50 123 45 67',
      delivery_country: 'AZ',
      shipping_address: '12 Nizami Street\nApartment 5\nBaku',
    });
  });

  it('refuses a name with digits, and words what the server refuses on the field', async () => {
    storeDraft({ step: 'contact', contact: { email: 'aysel@example.com', phone: '+994 50 123 45 67' } });
    const order = { ...orderReadyFor('contact'), version: 'pdf' as const };
    stubApi({
      ...orderRoutes(order),
      ...CHARACTERS,
      [`PATCH /orders/${ORDER_ID}`]: () =>
        json(
          {
            error: 'validation_error',
            message: 'Please enter a valid value',
            details: [
              {
                path: ['order', 'contact', 'phone'],
                message: 'Please enter a valid value',
                message_id: 'common.validation.phone',
              },
            ],
          },
          422,
        ),
    });
    renderPage(<CreateStoryPage />, { path: '/create-story' });
    fireEvent.change(await screen.findByLabelText('Full name'), { target: { value: 'Aysel 2' } });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const name = screen.getByLabelText('Full name');
    // The first problem is brought into view and focused.
    await vi.waitFor(() => expect(document.activeElement).toBe(name));
    expect(scrolled.mock.contexts).toEqual([name]);
    expect(screen.getByText('Please use only letters, spaces, hyphens and apostrophes')).toBeDefined();

    fireEvent.change(name, { target: { value: 'Aysel Mammadova' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const phone = screen.getByLabelText('Phone number');
    await vi.waitFor(() => expect(document.activeElement).toBe(phone));
    expect(screen.getByText(/^Please enter a valid phone number\./)).toBeDefined();
  });

  it('needs no address for a PDF', async () => {
    storeDraft({ step: 'contact' });
    const order = orderReadyFor('contact');
    stubApi({ ...orderRoutes({ ...order, version: 'pdf' }), ...CHARACTERS });
    renderPage(<CreateStoryPage />, { path: '/create-story' });
    await screen.findByLabelText('E-mail address');
    expect(screen.queryByLabelText('Shipping address')).toBeNull();
    expect(screen.queryByLabelText('Postal code')).toBeNull();
  });
});

describe('the confirm step', () => {
  it('sums everything up with Edit links and sends the visitor to the payment page', async () => {
    storeDraft({ step: 'confirm' });
    const order = orderReadyFor('confirm');
    const contact = { ...order.contact, shipping_address: '12 Nizami Street\nBaku', delivery_country: 'AZ' };
    stubApi({
      ...orderRoutes({ ...order, contact }),
      ...CHARACTERS,
      [`PATCH /orders/${ORDER_ID}/confirm_and_pay`]: () =>
        json({
          order: { ...orderReadyFor('confirm'), status: 'waiting_for_payment' },
          payment_url: '/api/v1/sandbox/pay/s1',
        }),
    });
    renderPage(<CreateStoryPage />, { path: '/create-story' });
    expect(await screen.findByText('aysel@example.com')).toBeDefined();
    // The address as typed, line by line, and the country it goes to.
    const address = screen.getByText(/^12 Nizami Street/);
    expect(address.textContent).toBe('12 Nizami Street\nBaku');
    expect(address.className).toBe('co-address');
    expect(screen.getByText('Azerbaijan')).toBeDefined();
    expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $62.98' }));
    await vi.waitFor(() => expect(redirectToPayment).toHaveBeenCalledWith('/api/v1/sandbox/pay/s1'));

    fireEvent.click(screen.getAllByRole('button', { name: /^Edit/ })[0]!);
    expect(await screen.findByLabelText("Child's name")).toBeDefined();
  });

  it('lists what the server says is still missing, each with a way to fix it', async () => {
    storeDraft({ step: 'confirm' });
    stubApi({
      ...orderRoutes(orderReadyFor('confirm')),
      ...CHARACTERS,
      [`PATCH /orders/${ORDER_ID}/confirm_and_pay`]: () =>
        json(
          {
            error: 'order_incomplete',
            message: 'The order is not complete yet',
            details: [
              { path: ['contact', 'postal_code'], code: 'missing', message_id: 'common.validation.required' },
              { path: ['characters'], code: 'not_ready', message_id: 'checkout.unknown.id', message: 'Not ready yet' },
            ],
          },
          422,
        ),
    });
    renderPage(<CreateStoryPage />, { path: '/create-story' });
    fireEvent.click(await screen.findByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText('The order is not complete yet')).toBeDefined();
    expect(screen.getByText(/Postal code: This field is required/)).toBeDefined();
    expect(screen.getByText(/Character: Not ready yet/)).toBeDefined();
    fireEvent.click(screen.getAllByRole('button', { name: 'Fix' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Your contact details' })).toBeDefined();
  });
});
