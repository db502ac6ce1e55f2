/** Tracking API answers for the tests, shaped like TrackOrderJson in @shop/shared/orders. */
import type { OrderStatus, TrackOrderJson } from '@shop/shared';

/** Noon UTC, so the day is the same in every time zone the tests may run in. */
export const day = (date: string) => `${date}T12:00:00.000Z`;

export function trackedOrder(overrides: Partial<TrackOrderJson> = {}): TrackOrderJson {
  return {
    order_number: 'SB-001001',
    status: 'completed',
    status_history: history(['pending', 'waiting_for_payment', 'paid', 'story_writing', 'completed']),
    version: 'pdf',
    book_name: 'Leyla and the Moon Dragon',
    created_at: day('2026-11-02'),
    shipment: null,
    download_url: null,
    erasures: [],
    ...overrides,
  };
}

/** One change a day from 2 November 2026, in the order given. */
export function history(statuses: OrderStatus[]): TrackOrderJson['status_history'] {
  return statuses.map((status, index) => ({ status, at: day(`2026-11-${String(2 + index).padStart(2, '0')}`) }));
}

export const shippedHardcover = (): TrackOrderJson =>
  trackedOrder({
    status: 'shipped',
    version: 'hardcover',
    status_history: history([
      'pending',
      'waiting_for_payment',
      'paid',
      'story_writing',
      'printing',
      'ready_for_shipping',
      'shipped',
    ]),
    shipment: {
      carrier: 'DHL',
      tracking_number: 'JD0123',
      estimated_delivery: '2026-12-01',
      shipped_at: day('2026-11-08'),
      delivered_at: null,
    },
  });
