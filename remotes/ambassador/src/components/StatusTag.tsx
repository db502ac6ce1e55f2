import { Tag } from 'antd';
import type { PayoutStatus, ReferralStatus, RewardStatus } from '../api';
import { Message } from '../intl';
import type { AmbassadorMessageId } from '../messages';

type Status = ReferralStatus | RewardStatus | PayoutStatus;

const COLORS: Record<Status, string> = {
  active: 'green',
  completed: 'green',
  paid: 'green',
  pending: 'gold',
  processing: 'blue',
  inactive: 'default',
  reversed: 'red',
};

const NAMES = {
  active: 'ambassador.status.active',
  completed: 'ambassador.status.completed',
  paid: 'ambassador.status.paid',
  pending: 'ambassador.status.pending',
  processing: 'ambassador.status.processing',
  inactive: 'ambassador.status.inactive',
  reversed: 'ambassador.status.reversed',
} as const satisfies Record<Status, AmbassadorMessageId>;

/** The statuses of spec section 4, translated; colour is a second cue, never the only one. */
export function StatusTag({ status }: { status: Status }) {
  return (
    <Tag color={COLORS[status]}>
      <Message id={NAMES[status]} />
    </Tag>
  );
}
