import { FormattedMessage, useIntl } from 'react-intl';
import './base.css';
import { isApiError, messageFromBody } from '../api/errors';

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

/**
 * Text fit to show a visitor: the server's own message (it answers in the Accept-Language language);
 * technical texts ('HTTP error! status: 504', network errors) give way to the translated generic one.
 */
function displayMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error || undefined;
  if (isApiError(error)) return typeof error.status === 'number' ? messageFromBody(error.body) : undefined;
  return undefined;
}

/** Shows an API error in the reader's language, with a retry button when one makes sense. */
export function ErrorNotice({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const intl = useIntl();
  const text = displayMessage(error) ?? intl.formatMessage({ id: 'common.error.generic' });
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
