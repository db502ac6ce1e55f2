import { Alert } from 'antd';

/** What a form's last submit came to, in words; undefined while there is nothing to say. */
export type Outcome = { type: 'success' | 'error'; text: string } | undefined;

/** A form's outcome under it: an error is announced at once (alert), a success politely (status). */
export function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <Alert
      type={outcome.type}
      showIcon
      title={outcome.text}
      role={outcome.type === 'error' ? 'alert' : 'status'}
      className="ap-alert"
    />
  );
}
