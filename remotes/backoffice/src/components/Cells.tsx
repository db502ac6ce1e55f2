/** How the console writes statuses and money (dates: DateText of @shop/shared), the same in every table and detail. */
import {
  type AmbassadorStatus,
  type Currency,
  formatPrice,
  Link,
  ORDER_STATUS_MESSAGE,
  type PayoutStatus,
  useShop,
} from '@shop/shared';
import { Tag } from 'antd';
import type { MessageId } from '../intl';
import type { BackofficeMessageId } from '../messages';
import { useCodeLabel } from './labels';

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

/** The words for each status: orders share the tracking page's labels (common catalogue). */
const STATUS_MESSAGE: Record<StatusKind, Readonly<Record<string, MessageId>>> = {
  order: ORDER_STATUS_MESSAGE,
  ambassador: {
    submitted: 'backoffice.ambassador.status.submitted',
    under_review: 'backoffice.ambassador.status.under_review',
    active: 'backoffice.ambassador.status.active',
    rejected: 'backoffice.ambassador.status.rejected',
    suspended: 'backoffice.ambassador.status.suspended',
  } satisfies Record<AmbassadorStatus, BackofficeMessageId>,
  payout: {
    pending: 'backoffice.payout.status.pending',
    processing: 'backoffice.payout.status.processing',
    paid: 'backoffice.payout.status.paid',
  } satisfies Record<PayoutStatus, BackofficeMessageId>,
};

/** A status in words; a status the console has no words for (a newer server's) as its code. */
export function useStatusLabel(): (kind: StatusKind, status: string) => string {
  const codeLabel = useCodeLabel();
  return (kind, status) => codeLabel(STATUS_MESSAGE[kind], status);
}

export function StatusTag({ kind, status }: { kind: StatusKind; status: string }) {
  const statusLabel = useStatusLabel();
  return <Tag color={COLORS[status] ?? 'default'}>{statusLabel(kind, status)}</Tag>;
}

export function Money({ amount, currency }: { amount: number | null | undefined; currency: string }) {
  const { config, locale } = useShop();
  if (amount === null || amount === undefined) return '—';
  // The stored amounts as the server priced them (money/pricing.ts), in the console's language.
  return formatPrice(amount, currency as Currency, { locale, region: config.region });
}

/** An ambassador in a table row: the name linking to their page, the e-mail under it. */
export function AmbassadorCell({ ambassador }: { ambassador: { id: string; name: string; email: string } }) {
  return (
    <>
      <Link to={`../ambassadors/${ambassador.id}`}>{ambassador.name}</Link>
      <br />
      <small>{ambassador.email}</small>
    </>
  );
}
