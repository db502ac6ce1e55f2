import { FormattedMessage, useIntl } from 'react-intl';
import './base.css';

/** A polite loading indicator that screen readers announce. */
export function Loading({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <div className="shop-loading" role="status" aria-live="polite">
      <span className="shop-spinner" aria-hidden="true" />
      <span>{label ?? intl.formatMessage({ id: 'common.state.loading' })}</span>
    </div>
  );
}

/** Shows an API error in the reader's language, with a retry button when one makes sense. */
export function ErrorNotice({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const intl = useIntl();
  // ApiError and RTK's SerializedError both carry `message`; anything else gets the generic text.
  const own = typeof error === 'string' ? error : (error as { message?: unknown } | undefined)?.message;
  const text = typeof own === 'string' && own ? own : intl.formatMessage({ id: 'common.error.generic' });
  return (
    <div className="shop-error" role="alert">
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="shop-button" onClick={onRetry}>
          <FormattedMessage id="common.action.retry" />
        </button>
      )}
    </div>
  );
}
