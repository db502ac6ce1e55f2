import { loadEveryLanguage, pageRenderer, stubApi } from '@shop/shared/testing';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import App from '../App';
import type { AuditEntry } from '../api';
import { catalogue } from '../intl';
import { messages } from '../messages';

beforeAll(() => loadEveryLanguage(catalogue));

const renderPage = pageRenderer(messages);
const admin = { staff: { id: 'a1', email: 'ann@storybook.test', name: 'Ann', role: 'admin' } };
const ORDER_ID = '0b6a5c1e-2f4d-4e8a-9b7c-1d2e3f4a5b6c';

const look = (id: string, after: Record<string, unknown>): AuditEntry => ({
  id,
  staff_id: 's1',
  staff_email: 'sam@storybook.test',
  staff_name: 'Sam',
  action: 'order.view_child_pictures',
  target_type: 'order',
  target_id: ORDER_ID,
  target_label: 'SB-7K4Q-2M9X',
  before: null,
  after: { order_number: 'SB-7K4Q-2M9X', shown: { photo: true, portraits: 4, book_pdf: false }, ...after },
  ip: '10.0.0.1',
  created_at: '2026-11-28T09:30:00Z',
});

describe('the audit log', () => {
  it('says in the reader’s language who looked at which child’s pictures and why', async () => {
    stubApi({
      'GET /admin/auth/me': { body: admin },
      'GET /admin/audit': {
        body: {
          items: [
            look('11111111-1111-4111-8111-111111111111', { reason: 'quality_check', note: 'Yüz bulanık' }),
            look('22222222-2222-4222-8222-222222222222', { reason: 'customer_request', note: null }),
          ],
          total: 2,
          page: 1,
          per_page: 20,
        },
      },
    });
    renderPage(<App routeId="backoffice" />, { path: '/backoffice/audit', route: '/backoffice/*', locale: 'tr' });
    const table = await screen.findByRole('table', undefined, { timeout: 5000 });
    expect(await within(table).findAllByText('Çocuğun resimleri görüntülendi')).toHaveLength(2);
    const links = within(table).getAllByRole('link', { name: 'SB-7K4Q-2M9X numaralı sipariş' });
    expect(links[0]?.getAttribute('href')).toBe(`/tr/backoffice/orders/${ORDER_ID}`);
    expect(within(table).getByText('Gerekçe: Kalite kontrolü. “Yüz bulanık”')).toBeDefined();
    expect(within(table).getByText('Gerekçe: Ebeveynin isteği')).toBeDefined();
    expect(within(table).queryByText(/order\.view_child_pictures|quality_check/)).toBeNull();
  });
});
