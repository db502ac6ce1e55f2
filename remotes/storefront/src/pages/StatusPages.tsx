import { type CommonMessageId, ErrorNotice, Link, Loading, Page, useHead, useShop } from '@shop/shared';
import { Message } from '../intl';
import type { StorefrontMessageId } from '../messages';

/** While a page's content loads: a neutral title in the head, and a spinner where the page will be. */
export function LoadingPage({ title }: { title: string }) {
  useHead({ title });
  return (
    <div className="shop-page">
      <Loading />
    </div>
  );
}

/** A failure other than "not found", with a retry. */
export function FailedPage({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Page title={title} noindex>
      <ErrorNotice error={error} onRetry={onRetry} />
    </Page>
  );
}

/** Content that does not exist: kept out of search engines, with a way back. */
export function NotFoundPage({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string;
  text?: string;
  backTo: string;
  backLabel: StorefrontMessageId | CommonMessageId;
}) {
  const { localize } = useShop();
  return (
    <Page title={title} noindex status={404} className="sf-not-found">
      {text && <p className="sf-lead">{text}</p>}
      <Link className="shop-button" to={localize(backTo)}>
        <Message id={backLabel} />
      </Link>
    </Page>
  );
}
