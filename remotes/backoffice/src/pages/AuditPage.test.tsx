import { loadEveryLanguage, pageRenderer, stubApi } from '@shop/shared/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import App from '../App';
import type { AuditEntry } from '../api';
import { catalogue } from '../intl';
import { messages } from '../messages';
import { changesOf } from './AuditPage';

beforeAll(() => loadEveryLanguage(catalogue));
afterEach(() => vi.unstubAllGlobals());

const renderPage = pageRenderer(messages);
const admin = {
  staff: { id: '00000000-0000-4000-8000-0000000000a1', email: 'ann@storybook.test', name: 'Ann', role: 'admin' },
};
const ORDER_ID = '0b6a5c1e-2f4d-4e8a-9b7c-1d2e3f4a5b6c';
const PAYOUT_ID = '1a2b3c4d-2f4d-4e8a-9b7c-1d2e3f4a5b6c';

const entry = (id: string, fields: Partial<AuditEntry>): AuditEntry => ({
  id,
  staff_id: '00000000-0000-4000-8000-0000000000b1',
  staff_email: 'aysel@storybook.test',
  staff_name: 'Aysel Məmmədova',
  action: 'order.view_child_pictures',
  target_type: 'order',
  target_id: ORDER_ID,
  target_label: 'SB-7K4Q-2M9X',
  before: null,
  after: null,
  ip: '10.0.0.1',
  created_at: '2026-11-28T09:30:00Z',
  ...fields,
});

const look = (id: string, after: Record<string, unknown>) =>
  entry(id, {
    after: { order_number: 'SB-7K4Q-2M9X', shown: { photo: true, portraits: 4, book_pdf: false }, ...after },
  });

function stubLog(items: AuditEntry[]) {
  stubApi({
    'GET /admin/auth/me': { body: admin },
    'GET /admin/staff': { body: { items: [], total: 0, page: 1, per_page: 100 } },
    'GET /admin/audit': { body: { items, total: items.length, page: 1, per_page: 20 } },
  });
}

describe('the audit log', () => {
  it('says in the reader’s language who looked at which child’s pictures and why', async () => {
    stubLog([
      look('11111111-1111-4111-8111-111111111111', { reason: 'quality_check', note: 'Yüz bulanık' }),
      look('22222222-2222-4222-8222-222222222222', { reason: 'customer_request', note: null }),
    ]);
    renderPage(<App routeId="backoffice" />, { path: '/backoffice/audit', route: '/backoffice/*', locale: 'tr' });
    const table = await screen.findByRole('table', undefined, { timeout: 5000 });
    const links = await within(table).findAllByRole('link', { name: 'SB-7K4Q-2M9X' });
    expect(links).toHaveLength(2);
    expect(links[0]?.getAttribute('href')).toBe(`/tr/backoffice/orders/${ORDER_ID}`);
    expect(links[0]?.closest('td')?.textContent).toBe(
      'Aysel Məmmədova: SB-7K4Q-2M9X numaralı siparişteki çocuğun resimleri görüntülendi',
    );
    expect(within(table).getByText('Gerekçe: Kalite kontrolü. “Yüz bulanık”')).toBeDefined();
    expect(within(table).getByText('Gerekçe: Ebeveynin isteği')).toBeDefined();
    expect(within(table).queryByText(/order\.view_child_pictures|quality_check/)).toBeNull();
  });

  it('writes a step as a sentence and its changed fields as before → after, not JSON', async () => {
    stubLog([
      entry('33333333-3333-4333-8333-333333333333', {
        action: 'payout.pay',
        target_type: 'payout',
        target_id: PAYOUT_ID,
        target_label: 'SB-PAYOUT-1A2B3C4D',
        before: { status: 'processing', bank_reference: null },
        after: { status: 'paid', bank_reference: 'TRX-991' },
      }),
      entry('55555555-5555-4555-8555-555555555555', {
        action: 'staff.update',
        target_type: 'staff',
        target_id: 's2',
        target_label: 'Sam',
        before: { disabled: false, role: 'support' },
        after: { disabled: true, role: 'admin' },
      }),
    ]);
    renderPage(<App routeId="backoffice" />, { path: '/backoffice/audit', route: '/backoffice/*', locale: 'en' });
    const table = await screen.findByRole('table', undefined, { timeout: 5000 });
    const link = await within(table).findByRole('link', { name: 'SB-PAYOUT-1A2B3C4D' });
    expect(link.closest('td')?.textContent).toBe('Aysel Məmmədova marked payout SB-PAYOUT-1A2B3C4D paid');
    const changes = within(table)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual([
      'Status: Processing → Paid',
      'Bank reference: — → TRX-991',
      'Disabled: no → yes',
      'Role: Support → Admin',
    ]);
    expect(table.textContent).not.toContain('{');
  });

  it('names what the shop did by itself in the reader’s language, not by an internal actor code', async () => {
    stubLog([
      entry('33333333-3333-4333-8333-333333333333', {
        staff_id: null,
        staff_email: 'environment',
        staff_name: null,
        action: 'staff.create',
        target_type: 'staff',
        target_id: 'a1',
        target_label: 'Admin',
      }),
    ]);
    renderPage(<App routeId="backoffice" />, { path: '/backoffice/audit', route: '/backoffice/*', locale: 'ru' });
    const table = await screen.findByRole('table', undefined, { timeout: 5000 });
    expect(await within(table).findByText('Настройки сервера')).toBeDefined();
    expect(within(table).queryByText('environment')).toBeNull();
  });

  it('shows each entry as a card on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    stubLog([
      entry('44444444-4444-4444-8444-444444444444', {
        action: 'order.note',
        after: { text: 'Parent called' },
      }),
    ]);
    renderPage(<App routeId="backoffice" />, { path: '/backoffice/audit', route: '/backoffice/*', locale: 'ru' });
    const cards = await screen.findByRole('list', { name: 'Журнал действий' }, { timeout: 5000 });
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = within(cards)
      .getAllByRole('listitem', { hidden: false })
      .filter((item) => item.closest('ul') === cards);
    expect(card?.textContent).toContain('Aysel Məmmədova: добавлена заметка к заказу SB-7K4Q-2M9X');
    expect(card?.textContent).toContain('Текст: Parent called');
  });
});

describe('changesOf', () => {
  it('lists only the fields that changed, translations per language, new and removed fields too', () => {
    expect(
      changesOf(
        { status: 'active', name: { en: 'Space', ru: 'Космос' }, same: 1 },
        { status: 'suspended', name: { en: 'Space', ru: 'Космос!' }, same: 1, added: true },
      ),
    ).toEqual([
      { field: 'status', before: 'active', after: 'suspended' },
      { field: 'name.ru', before: 'Космос', after: 'Космос!' },
      { field: 'added', before: undefined, after: true },
    ]);
    expect(changesOf(null, null)).toEqual([]);
    expect(changesOf(null, { id: 'c32e5273', created_at: '2026-11-28T16:57:38Z', name: 'Ann' })).toEqual([
      { field: 'name', before: undefined, after: 'Ann' },
    ]);
  });
});
