import { loadEveryLanguage, pageRenderer, stubApi } from '@shop/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import App from './App';
import { catalogue } from './intl';
import { messages } from './messages';

// As the server preloads a page's language: the App's catalogue is in before it renders.
beforeAll(() => loadEveryLanguage(catalogue));

const renderPage = pageRenderer(messages);
const ORDER_ID = '6f1c1e0a-7d8e-4a43-9f3e-0a1b2c3d4e5f';
const admin = {
  staff: { id: '00000000-0000-4000-8000-0000000000a1', email: 'ann@storybook.test', name: 'Ann', role: 'admin' },
};
const support = {
  staff: { id: '00000000-0000-4000-8000-0000000000b1', email: 'sam@storybook.test', name: 'Sam', role: 'support' },
};

function orderDetail(overrides: Record<string, unknown> = {}) {
  return {
    order: {
      id: ORDER_ID,
      order_number: 'SB-001234',
      status: 'ready_for_shipping',
      locale: 'az',
      email: 'parent@example.com',
      full_name: 'Aysel Məmmədova',
      phone: '+994 50 123 45 67',
      shipping_address: '12 Nizami Street',
      postal_code: 'AZ1000',
      country: 'AZ',
      notes: null,
      child: {
        name: 'Murad',
        gender: 'boy',
        age: 6,
        story_language: 'az',
        illustration_style: 'watercolor',
        favourite_hero: null,
      },
      book_name: 'The Little Astronaut',
      story_type: 'ready',
      version: 'hardcover',
      price: {
        currency: 'USD',
        base_price: 2999,
        version_price: 2500,
        shipping: 500,
        subtotal: 5499,
        discount: 0,
        total: 5999,
        total_azn: 10198,
      },
      photo_url: null,
      characters_status: 'ready',
      characters: [],
      child_pictures: { photo: true, portraits: true, book_pdf: false },
      referral_code: null,
      referral_ambassador: null,
      book_pdf_url: null,
      created_at: '2026-11-20T10:00:00Z',
      paid_at: '2026-11-20T10:05:00Z',
      erasures: [],
    },
    history: [
      {
        from: 'printing',
        status: 'ready_for_shipping',
        at: '2026-11-21T09:00:00Z',
        actor: 'staff:s1',
        staff: 'Sam <sam@storybook.test>',
        note: null,
      },
    ],
    emails: [],
    shipment: null,
    refunds: [],
    refund_left: 0,
    allowed_transitions: ['failed', 'refund_requested'],
    actions: {
      ship: true,
      deliver: false,
      refund: true,
      regenerate_characters: false,
      erase_data: false,
      resend_emails: [],
    },
    ...overrides,
  };
}

describe('the back office console', () => {
  it('asks for a sign-in without a session, and keeps what was typed when it is refused', async () => {
    stubApi({
      'GET /admin/auth/me': { status: 401, body: { error: 'unauthorized', message: 'Please sign in' } },
      'POST /admin/auth/sign_in': {
        status: 401,
        body: { error: 'invalid_credentials', message: 'Invalid email or password' },
      },
    });
    renderPage(<App routeId="backoffice" />, { path: '/backoffice/orders', route: '/backoffice/*' });
    expect(await screen.findByRole('heading', { name: 'Sign in to the back office' })).toBeDefined();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ann@storybook.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email or password')).toBeDefined();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ann@storybook.test');
  });

  it('shows an order with its moves; refunds only to admins', async () => {
    stubApi({ 'GET /admin/auth/me': { body: support }, [`GET /admin/orders/${ORDER_ID}`]: { body: orderDetail() } });
    const view = renderPage(<App routeId="backoffice" />, {
      path: `/backoffice/orders/${ORDER_ID}`,
      route: '/backoffice/*',
    });
    expect(await screen.findByRole('heading', { name: 'Order SB-001234' }, { timeout: 5000 })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Ship' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.getByText('Watercolour')).toBeDefined();
    expect(screen.getByText(/Sam <sam@storybook.test>/)).toBeDefined();
    // The child's pictures wait for a reason (components/ChildPictures.test.tsx).
    expect(screen.queryByRole('img', { name: /Murad/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show the child’s photo' })).toBeDefined();
    // Support sees no admin sections in the menu.
    const menu = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(menu).queryByRole('link', { name: 'Staff' })).toBeNull();
    view.unmount();

    stubApi({ 'GET /admin/auth/me': { body: admin }, [`GET /admin/orders/${ORDER_ID}`]: { body: orderDetail() } });
    renderPage(<App routeId="backoffice" />, { path: `/backoffice/orders/${ORDER_ID}`, route: '/backoffice/*' });
    expect(await screen.findByRole('button', { name: 'Refund' }, { timeout: 5000 })).toBeDefined();
    expect(
      within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Staff' }),
    ).toBeDefined();
  });

  it("lets an admin delete a child's data after a confirm, and says what was deleted and when", async () => {
    const delivered = orderDetail({
      actions: {
        ship: false,
        deliver: false,
        refund: true,
        regenerate_characters: false,
        erase_data: true,
        resend_emails: [],
      },
    });
    const erased = orderDetail({
      order: {
        ...delivered.order,
        status: 'delivered',
        email: null,
        full_name: null,
        erasures: [{ at: '2026-12-01T09:30:00Z', reason: 'team', items: ['photo', 'portraits', 'child', 'contact'] }],
      },
    });
    let posted = 0;
    stubApi({
      'GET /admin/auth/me': { body: admin },
      [`GET /admin/orders/${ORDER_ID}`]: () =>
        new Response(JSON.stringify(posted ? erased : delivered), { headers: { 'Content-Type': 'application/json' } }),
      [`POST /admin/orders/${ORDER_ID}/erase`]: () => {
        posted += 1;
        return new Response(JSON.stringify(erased), { headers: { 'Content-Type': 'application/json' } });
      },
    });
    renderPage(<App routeId="backoffice" />, { path: `/backoffice/orders/${ORDER_ID}`, route: '/backoffice/*' });
    fireEvent.click(await screen.findByRole('button', { name: "Delete child's data" }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/This cannot be undone/)).toBeDefined();
    expect(posted).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: "Delete child's data" }));
    await waitFor(() => expect(posted).toBe(1));
    expect(await screen.findByText(/the team: photo, portraits, child's details, and contact details$/)).toBeDefined();
  });

  it('names an ambassador’s country in the reader’s language, and one typed before the list as it was', async () => {
    const ambassador = (id: string, country: string) => ({
      id,
      name: `Applicant ${id.slice(0, 4)}`,
      email: `${id.slice(0, 4)}@example.com`,
      country,
      status: 'submitted',
      referral_code: 'ABCD2345',
      created_at: '2026-11-20T10:00:00Z',
    });
    const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'] as const;
    stubApi({
      'GET /admin/auth/me': { body: support },
      'GET /admin/ambassadors': {
        body: {
          items: [
            { ...ambassador(ids[0], 'RU'), referrals_count: 0, earned: 0 },
            { ...ambassador(ids[1], 'Atlantis'), referrals_count: 0, earned: 0 },
          ],
          total: 2,
          page: 1,
          per_page: 20,
        },
      },
      [`GET /admin/ambassadors/${ids[0]}`]: {
        body: {
          ambassador: {
            ...ambassador(ids[0], 'RU'),
            phone: '+7 912 345 67 89',
            about: null,
            website: null,
            instagram: 'https://instagram.com/olga.reads',
            tiktok: null,
            youtube: null,
            facebook: null,
            pinterest: null,
            locale: 'ru',
            status_reason: null,
            recruiter_id: null,
            activated_at: null,
          },
          balances: { currency: 'USD', earned: 0, available: 0, on_hold: 0, paid_out: 0 },
          referrals: [],
          ledger: [],
          payouts: [],
        },
      },
    });
    const list = renderPage(<App routeId="backoffice" />, {
      path: '/backoffice/ambassadors',
      route: '/backoffice/*',
      locale: 'tr',
    });
    const table = await screen.findByRole('table', undefined, { timeout: 5000 });
    expect(await within(table).findByText('Rusya')).toBeDefined();
    expect(within(table).getByText('Atlantis')).toBeDefined();
    expect(within(table).queryByText('RU')).toBeNull();
    list.unmount();

    renderPage(<App routeId="backoffice" />, {
      path: `/backoffice/ambassadors/${ids[0]}`,
      route: '/backoffice/*',
      locale: 'tr',
    });
    expect(await screen.findByText('Rusya', undefined, { timeout: 5000 })).toBeDefined();
  });

  it('checks the shipment form with the shared schema before sending it', async () => {
    const { calls } = stubApi({
      'GET /admin/auth/me': { body: support },
      [`GET /admin/orders/${ORDER_ID}`]: { body: orderDetail() },
    });
    renderPage(<App routeId="backoffice" />, { path: `/backoffice/orders/${ORDER_ID}`, route: '/backoffice/*' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ship' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(within(dialog).getAllByText('This field is required')).toHaveLength(2));
    expect(calls.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
