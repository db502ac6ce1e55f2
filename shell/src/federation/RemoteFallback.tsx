import type { RemoteName } from '@shop/shared/routes';
import { FormattedMessage } from 'react-intl';

/** What a visitor sees when one part of the shop is down: the rest of the page keeps working. */
export function RemoteFallback({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  return (
    <section className="remote-fallback" role="alert" data-remote={remote}>
      <h1>
        <FormattedMessage id="shell.fallback.title" />
      </h1>
      <p>
        <FormattedMessage id="shell.fallback.text" />
      </p>
      <button type="button" className="shop-button" onClick={onRetry}>
        <FormattedMessage id="common.action.retry" />
      </button>
    </section>
  );
}
