/** How the console writes statuses and money (dates: DateText of @shop/shared), the same in every table and detail. */
import { type Currency, formatPrice, useShop } from '@shop/shared';
import { Tag } from 'antd';
import { useIntl } from 'react-intl';

const COLORS: Record<string, string> = {
  // orders
  pending: 'default',
  waiting_for_payment: 'gold',
  payment_failed: 'red',
  paid: 'blue',
  in_review: 'purple',
  story_writing: 'geekblue',
  printing: 'geekblue',
  ready_for_shipping: 'cyan',
  shipped: 'cyan',
  delivered: 'green',
  completed: 'green',
  failed: 'red',
  refund_requested: 'orange',
  refunded: 'volcano',
  // ambassadors
  submitted: 'gold',
  under_review: 'purple',
  active: 'green',
  rejected: 'red',
  suspended: 'volcano',
  // payouts (pending and paid as above)
  processing: 'geekblue',
};

export type StatusKind = 'order' | 'ambassador' | 'payout';

/** The message id of a status: orders share the tracking page's labels (common catalogue). */
export function statusMessageId(kind: StatusKind, status: string): string {
  return kind === 'order' ? `common.orderStatus.${status}` : `backoffice.${kind}.status.${status}`;
}

export function StatusTag({ kind, status }: { kind: StatusKind; status: string }) {
  const intl = useIntl();
  const id = statusMessageId(kind, status);
  return <Tag color={COLORS[status] ?? 'default'}>{intl.messages[id] ? intl.formatMessage({ id }) : status}</Tag>;
}

export function Money({ amount, currency }: { amount: number | null | undefined; currency: string }) {
  const { config } = useShop();
  if (amount === null || amount === undefined) return '—';
  return formatPrice(amount, currency as Currency, { region: config.region });
}
