import { loadEveryLanguage, pageRenderer, stubApi } from '@shop/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import App from '../App';
import { catalogue } from '../intl';
import { messages } from '../messages';

beforeAll(() => loadEveryLanguage(catalogue));

const renderPage = pageRenderer(messages);
const admin = {
  staff: { id: '00000000-0000-4000-8000-0000000000a1', email: 'ann@storybook.test', name: 'Ann', role: 'admin' },
};
describe('internal notes on an ambassador', () => {
  it('lists the team’s notes with author and sends a new one', async () => {
    const id = '5d0c7a2e-3f9b-4c2d-9e1f-000000000009';
    const notes = [
      {
        id: '6d0c7a2e-3f9b-4c2d-9e1f-000000000001',
        author: 'Sam Support',
        staff_id: '00000000-0000-4000-8000-0000000000b1',
        text: 'Runs a parents’ club in Baku',
        created_at: '2026-11-27T10:00:00Z',
      },
    ];
    const { calls } = stubApi({
      'GET /admin/auth/me': { body: admin },
      'GET /admin/ambassadors/5d0c7a2e-3f9b-4c2d-9e1f-000000000009': {
        body: {
          ambassador: {
            id,
            name: 'Leyla',
            email: 'leyla@example.com',
            phone: '+994501234567',
            country: 'AZ',
            country_typed: null,
            locale: 'az',
            referral_code: 'LEYLA',
            status: 'active',
            status_reason: null,
            about: null,
            website: null,
            instagram: null,
            tiktok: null,
            youtube: null,
            facebook: null,
            pinterest: null,
            recruiter_id: null,
            created_at: '2026-11-01T10:00:00Z',
            activated_at: '2026-11-02T10:00:00Z',
          },
          balances: { currency: 'USD', earned: 0, available: 0, on_hold: 0, paid_out: 0 },
          referrals: [],
          ledger: [],
          payouts: [],
        },
      },
      [`GET /admin/ambassadors/${id}/notes`]: { body: { items: notes } },
      [`POST /admin/ambassadors/${id}/notes`]: {
        status: 201,
        body: { ...notes[0], id: '6d0c7a2e-3f9b-4c2d-9e1f-000000000002', text: 'Asked for flyers' },
      },
    });
    renderPage(<App routeId="backoffice" />, { path: `/backoffice/ambassadors/${id}`, route: '/backoffice/*' });
    const list = await screen.findByRole('list', { name: 'Internal notes' }, { timeout: 5000 });
    expect(within(list).getByText('Sam Support')).toBeDefined();
    expect(within(list).getByText('Runs a parents’ club in Baku')).toBeDefined();
    fireEvent.change(screen.getByLabelText('New note'), { target: { value: '  Asked for flyers ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = calls.find((call) => call.method === 'POST');
    expect(await sent?.json()).toEqual({ text: 'Asked for flyers' });
  });
});
