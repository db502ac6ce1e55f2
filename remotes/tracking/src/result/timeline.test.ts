import { describe, expect, it } from 'vitest';
import { history, trackedOrder } from '../test/orders';
import { buildTimeline } from './timeline';

const shape = (order: Parameters<typeof buildTimeline>[0]) =>
  buildTimeline(order).map((step) => `${step.key}:${step.state}${step.at ? `@${step.at.slice(0, 10)}` : ''}`);

describe('the order timeline', () => {
  it('takes a PDF from payment through writing to completed', () => {
    expect(
      shape(trackedOrder({ status: 'story_writing', status_history: history(['pending', 'paid', 'story_writing']) })),
    ).toEqual([
      'placed:done@2026-11-02',
      'paid:done@2026-11-03',
      'story_writing:current@2026-11-04',
      'completed:upcoming',
    ]);
  });

  it('takes a printed book through printing, shipping and delivery, with the team’s review when it had one', () => {
    const order = trackedOrder({
      status: 'printing',
      version: 'softcover',
      status_history: history(['pending', 'paid', 'in_review', 'story_writing', 'printing']),
    });
    expect(shape(order)).toEqual([
      'placed:done@2026-11-02',
      'paid:done@2026-11-03',
      'in_review:done@2026-11-04',
      'story_writing:done@2026-11-05',
      'printing:current@2026-11-06',
      'ready_for_shipping:upcoming',
      'shipped:upcoming',
      'delivered:upcoming',
      'completed:upcoming',
    ]);
  });

  it('shows a payment problem before the whole path, and the latest time of a status reached twice', () => {
    const order = trackedOrder({
      status: 'payment_failed',
      status_history: history([
        'pending',
        'waiting_for_payment',
        'payment_failed',
        'waiting_for_payment',
        'payment_failed',
      ]),
    });
    expect(shape(order)).toEqual([
      'placed:done@2026-11-02',
      'payment_failed:current@2026-11-06',
      'paid:upcoming',
      'story_writing:upcoming',
      'completed:upcoming',
    ]);
  });

  it('ends the path where a failure and refund stopped it', () => {
    const order = trackedOrder({
      status: 'refunded',
      version: 'hardcover',
      status_history: history(['pending', 'paid', 'story_writing', 'printing', 'failed', 'refunded']),
    });
    expect(shape(order)).toEqual([
      'placed:done@2026-11-02',
      'paid:done@2026-11-03',
      'story_writing:done@2026-11-04',
      'printing:done@2026-11-05',
      'failed:done@2026-11-06',
      'refunded:current@2026-11-07',
    ]);
  });
});
