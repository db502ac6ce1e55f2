import { Tag } from 'antd';
import { FormattedMessage } from 'react-intl';
import type { PayoutStatus, ReferralStatus, RewardStatus } from '../api';

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

/** The statuses of spec section 4, translated; colour is a second cue, never the only one. */
export function StatusTag({ status }: { status: Status }) {
  return (
    <Tag color={COLORS[status]}>
      <FormattedMessage id={`ambassador.status.${status}`} />
    </Tag>
  );
}
