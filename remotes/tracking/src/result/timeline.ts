/**
 * The path an order takes, as the tracking page draws it: what is done, what is happening now and what
 * comes next. A PDF is written and e-mailed; a printed book is also printed, shipped and delivered
 * (the transition table in server/src/orders/transitions.ts). Statuses off the path (payment trouble,
 * failure, refunds) appear where they happened and end the path.
 */
import type { OrderStatus, TrackOrderJson } from '@shop/shared';
import { isPhysicalVersion } from '@shop/shared/validation/limits';

export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  /** A status, or 'placed' for the order's creation. */
  key: OrderStatus | 'placed';
  state: StepState;
  /** When the step was reached (the latest time, if it was reached twice); null for what lies ahead. */
  at: string | null;
}

const BEFORE_PAYMENT: readonly OrderStatus[] = ['pending', 'waiting_for_payment', 'payment_failed'];
const STOPPED: readonly OrderStatus[] = ['failed', 'refund_requested', 'refunded'];

type Tracked = Pick<TrackOrderJson, 'status' | 'status_history' | 'version' | 'created_at'>;

/** The statuses a paid order of this version passes through, in order. */
export function productionPath(order: Tracked): OrderStatus[] {
  const printed = isPhysicalVersion(order.version)
    ? (['printing', 'ready_for_shipping', 'shipped', 'delivered'] as const)
    : [];
  // The team's review is optional: shown only for the orders that went through it.
  const reviewed = order.status === 'in_review' || order.status_history.some((change) => change.status === 'in_review');
  return ['paid', ...(reviewed ? (['in_review'] as const) : []), 'story_writing', ...printed, 'completed'];
}

export function buildTimeline(order: Tracked): TimelineStep[] {
  const lastAt = (status: OrderStatus) =>
    order.status_history.reduce<string | null>(
      (latest, change) => (change.status === status && (!latest || change.at > latest) ? change.at : latest),
      null,
    );
  const placed: TimelineStep = { key: 'placed', state: 'done', at: order.created_at };
  const path = productionPath(order);

  if (BEFORE_PAYMENT.includes(order.status)) {
    return [
      placed,
      { key: order.status, state: 'current', at: lastAt(order.status) },
      ...path.map((key): TimelineStep => ({ key, state: 'upcoming', at: null })),
    ];
  }

  if (STOPPED.includes(order.status)) {
    // The path as far as it went, then what stopped it, in the order it happened.
    const reached = path.filter((status) => lastAt(status) !== null);
    const stops = [...new Set(order.status_history.map((change) => change.status))].filter((status) =>
      STOPPED.includes(status),
    );
    if (!stops.includes(order.status)) stops.push(order.status);
    return [
      placed,
      ...reached.map((key): TimelineStep => ({ key, state: 'done', at: lastAt(key) })),
      ...stops.map((key): TimelineStep => ({ key, state: key === order.status ? 'current' : 'done', at: lastAt(key) })),
    ];
  }

  const current = path.indexOf(order.status);
  return [
    placed,
    ...path.map(
      (key, index): TimelineStep => ({
        key,
        state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
        at: index <= current ? lastAt(key) : null,
      }),
    ),
  ];
}
