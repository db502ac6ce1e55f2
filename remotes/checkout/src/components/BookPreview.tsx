import { type BookPreviewJson, isApiError, ORDER_TOKEN_HEADER } from '@shop/shared';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { checkoutApi, type OrderAccess } from '../api';
import { Message, useT } from '../intl';
import './book-preview.css';

// The preview belongs to this component alone, so its call is injected here rather than in api.ts.
const previewApi = checkoutApi.injectEndpoints({
  endpoints: (build) => ({
    getBookPreview: build.query<BookPreviewJson, OrderAccess>({
      query: ({ id, token }) => ({
        url: `/orders/${encodeURIComponent(id)}/preview`,
        headers: { [ORDER_TOKEN_HEADER]: token },
      }),
      // The pages show the characters: a new style or photo draws a new book.
      providesTags: (_result, _error, { id }) => [{ type: 'Characters', id }],
    }),
  }),
});

const { useGetBookPreviewQuery } = previewApi;

const scrollIntoView = (element: HTMLElement | null) =>
  element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });

/** One page big, Previous / Next around "Page x of y", and a strip of every page to jump to. */
function Viewer({ preview, index, go }: { preview: BookPreviewJson; index: number; go: (index: number) => void }) {
  const t = useT();
  const pages = preview.pages;
  const count = pages.length;
  const page = pages[Math.min(index, count - 1)];
  const position = (number: number) => t('checkout.preview.position', { page: number, count: preview.page_count });

  if (!page) return null;
  return (
    <div className="co-preview__viewer">
      <figure className="co-preview__page">
        <img src={page.url} width={page.width} height={page.height} alt={position(page.number)} />
      </figure>
      <div className="co-preview__controls">
        <button
          type="button"
          className="shop-button co-button-secondary"
          onClick={() => go(index - 1)}
          // aria-disabled, not disabled: a disabled button drops focus out of the dialog at the first page.
          aria-disabled={index === 0}
        >
          <span aria-hidden="true">←</span>
          <span className="visually-hidden-on-phone">
            <Message id="checkout.preview.previous" />
          </span>
        </button>
        <p className="co-preview__position" aria-live="polite">
          {position(page.number)}
        </p>
        <button
          type="button"
          className="shop-button co-button-secondary"
          onClick={() => go(index + 1)}
          aria-disabled={index === count - 1}
        >
          <span className="visually-hidden-on-phone">
            <Message id="checkout.preview.next" />
          </span>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <ol className="co-preview__strip" aria-label={t('checkout.preview.thumbnails')}>
        {pages.map((thumb, thumbIndex) => (
          <li key={thumb.number}>
            <button
              type="button"
              aria-current={thumbIndex === index ? 'true' : undefined}
              // The current thumbnail stays in view as the pages turn.
              ref={thumbIndex === index ? scrollIntoView : undefined}
              aria-label={t('checkout.preview.goTo', { page: thumb.number })}
              onClick={() => go(thumbIndex)}
            >
              <img src={thumb.url} width={thumb.width} height={thumb.height} alt="" loading="lazy" />
            </button>
          </li>
        ))}
      </ol>
      <p className="co-hint">
        <Message id="checkout.preview.note" />
      </p>
    </div>
  );
}

/**
 * "Preview your book": the whole personalised book, page by page, low resolution and watermarked, before
 * paying (GET /orders/:id/preview). The server lays the pages out the first time it is asked, which can
 * take a few seconds, so the dialog says so; a failure offers Retry.
 */
export function BookPreview({ access }: { access: OrderAccess }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  // Asked for only once the dialog opens: laying out a whole book is work for the server.
  const { data, error, isFetching, refetch } = useGetBookPreviewQuery(access, { skip: !open });
  const count = data?.pages.length ?? 0;
  const go = (next: number) => setIndex(Math.max(0, Math.min(count - 1, next)));

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (!data) return;
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(count - 1);
    else return;
    event.preventDefault();
  };

  const notReady =
    isApiError(error) && (error.body as { error?: unknown } | undefined)?.error === 'characters_not_ready';
  let body: ReactNode;
  if (isFetching && !data) {
    body = (
      <div className="shop-loading co-preview__loading" role="status">
        <span className="shop-spinner" aria-hidden="true" />
        <span>
          <Message id="checkout.preview.loading" />
        </span>
      </div>
    );
  } else if (error) {
    body = (
      <div className="shop-error co-problem" role="alert">
        <p>
          <Message id={notReady ? 'checkout.preview.notReady' : 'checkout.preview.error'} />
        </p>
        <button type="button" className="shop-button" onClick={() => void refetch()} disabled={isFetching}>
          <Message id="common.action.retry" />
        </button>
      </div>
    );
  } else if (data) {
    body = <Viewer preview={data} index={index} go={go} />;
  }

  return (
    <div className="co-preview">
      <button
        type="button"
        className="shop-button co-button-secondary"
        onClick={() => {
          setIndex(0);
          setOpen(true);
        }}
      >
        <Message id="checkout.preview.open" />
      </button>
      <p className="co-hint">
        <Message id="checkout.preview.openHint" />
      </p>
      {/* Native modal dialog: it traps focus, closes on Escape and returns focus to the button. */}
      <dialog
        ref={dialog}
        className="co-preview__dialog"
        aria-labelledby="co-preview-title"
        onClose={() => setOpen(false)}
        onKeyDown={onKeyDown}
      >
        <div className="co-preview__head">
          <h3 id="co-preview-title">
            <Message id="checkout.preview.title" />
          </h3>
          <button
            type="button"
            className="co-preview__close"
            onClick={() => setOpen(false)}
            aria-label={t('checkout.preview.close')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {open && body}
      </dialog>
    </div>
  );
}
