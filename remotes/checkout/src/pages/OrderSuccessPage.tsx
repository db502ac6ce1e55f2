import {
  ILLUSTRATION_STYLE_MESSAGE,
  isApiError,
  Link,
  Loading,
  messageFromBody,
  Navigate,
  Page,
  useSearchParams,
  useShop,
  VERSION_MESSAGE,
} from '@shop/shared';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { type CheckoutOrderJson, useCompletePaymentMutation } from '../api';
import { ChildData } from '../components/ChildData';
import { useCountryName } from '../components/countries';
import { Address, type Fact, Facts } from '../components/Facts';
import { useMoney } from '../components/PriceSummary';
import { ResultActions } from '../components/ResultActions';
import { noWrap } from '../components/rich-text';
import { Message, useT } from '../intl';
import { accessFor, clearDraft, draftAccess, isEditable, type OrderAccess, saveReceipt } from '../wizard/storage';
import '../checkout.css';
import './result.css';

/** While the gateway has not decided yet, ask again this often, this many times (one minute). */
export const RECHECK_MS = 3000;
export const RECHECK_TIMES = 20;

/** Spec section 8: the body's message or error, else 'Failed to complete payment'. */
function useCompletePaymentError(): (error: unknown) => string {
  const t = useT();
  return (error) =>
    (isApiError(error) && typeof error.status === 'number' ? messageFromBody(error.body) : undefined) ??
    t('common.error.completePayment');
}

/** The book's cover (the catalogue's for a ready book, the drawn one of a custom story) beside the child's character. */
function ReceiptPictures({ order }: { order: CheckoutOrderJson }) {
  const t = useT();
  const bookName =
    order.story_type === 'ready' && order.book
      ? order.book.name
      : t('checkout.success.customBook', { name: order.child.name, gender: order.child.gender });
  const cover =
    order.story_type === 'ready' && order.book
      ? { url: order.book.cover_url, width: undefined, height: undefined }
      : (order.cover ?? undefined);
  const character = order.character ?? undefined;
  if (!cover && !character) return null;
  return (
    <div className="co-result__pictures">
      {cover && (
        <img
          className="co-result__cover"
          src={cover.url}
          width={cover.width}
          height={cover.height}
          alt={t('checkout.success.coverAlt', { book: bookName })}
        />
      )}
      {character && (
        <img
          className="co-result__character"
          src={character.url}
          width={character.width}
          height={character.height}
          alt={t('checkout.characters.alt', {
            name: order.child.name,
            style: t(ILLUSTRATION_STYLE_MESSAGE[order.child.illustration_style]),
          })}
        />
      )}
    </div>
  );
}

function Receipt({
  order,
  access,
  onErased,
}: {
  order: CheckoutOrderJson;
  access: OrderAccess;
  onErased: (order: CheckoutOrderJson) => void;
}) {
  const { localize } = useShop();
  const money = useMoney();
  const countryName = useCountryName();
  // Not isPhysicalVersion: this page loads without the validation rules (zod); a PDF is the one e-mailed version.
  const physical = order.version !== null && order.version !== 'pdf';
  // Once deleted, the child's name and the address are no longer there to show.
  const erased = new Set(order.erasures.flatMap((erasure) => erasure.items));
  const contact = !erased.has('contact');
  return (
    <div className="co-result">
      {!erased.has('child') && <ReceiptPictures order={order} />}
      <p className="co-result__number">
        <Message
          id="checkout.success.number"
          values={{ number: order.order_number, strong: (text) => <strong>{text}</strong> }}
        />
      </p>
      <Facts
        className="co-result__facts"
        items={[
          ...((erased.has('child') && order.story_type !== 'ready'
            ? []
            : [
                [
                  'checkout.success.book',
                  order.story_type === 'ready' && order.book ? (
                    order.book.name
                  ) : (
                    <Message
                      key="book"
                      id="checkout.success.customBook"
                      values={{ name: order.child.name, gender: order.child.gender }}
                    />
                  ),
                ],
              ]) as Fact[]),
          ['checkout.confirm.version', <Message key="version" id={VERSION_MESSAGE[order.version ?? 'pdf']} />],
          ['checkout.price.total', money(order.price.total, order.price.currency)],
          ...(physical && contact
            ? ([
                ['checkout.contact.address', <Address key="address" text={order.contact.shipping_address} />],
                ['checkout.contact.postalCode', order.contact.postal_code],
                ['checkout.contact.deliveryCountry', countryName(order.contact.delivery_country ?? order.country_code)],
              ] as Fact[])
            : []),
        ]}
      />
      {contact && (
        <section className="co-next" aria-labelledby="co-next-title">
          <h2 id="co-next-title">
            <Message id="checkout.success.nextTitle" />
          </h2>
          <p>
            <Message
              id={physical ? 'checkout.success.nextPrint' : 'checkout.success.nextPdf'}
              values={{ email: order.contact.email ?? '', ...noWrap }}
            />
          </p>
          <p>
            <Message id="checkout.success.confirmationSent" values={{ email: order.contact.email ?? '' }} />
          </p>
        </section>
      )}
      <ChildData order={order} access={access} onErased={onErased} />
      <ResultActions>
        {/* Tracking finds an order by its e-mail address, which a deletion takes with it. */}
        {contact && (
          <Link
            className="shop-button"
            to={localize(`/track-order?order_number=${encodeURIComponent(order.order_number)}`)}
          >
            <Message id="checkout.success.track" />
          </Link>
        )}
      </ResultActions>
    </div>
  );
}

/**
 * /order-success?order=<id>: where the gateway sends the browser after paying. It asks the server to
 * complete the payment (the same idempotent path as the webhook), then shows the order number and
 * what happens next; while the gateway is still deciding it waits and checks again.
 */
export function OrderSuccessPage() {
  const t = useT();
  const { localize } = useShop();
  const completeError = useCompletePaymentError();
  const [params] = useSearchParams();
  const id = params.get('order');
  const sessionId = params.get('session_id') ?? undefined;
  const access = useMemo(() => accessFor(id), [id]);
  const [complete, { data, error, isLoading }] = useCompletePaymentMutation();
  const [rechecks, setRechecks] = useState(0);
  // The order as the parent's deletion left it, over the one the payment check answered.
  const [afterErasure, setAfterErasure] = useState<CheckoutOrderJson>();
  const order = afterErasure ?? data?.order;
  const status = order?.status;
  const undecided = status === 'waiting_for_payment';

  const check = useCallback(() => {
    if (access) void complete({ ...access, sessionId });
  }, [access, sessionId, complete]);

  useEffect(() => {
    check();
  }, [check]);

  useEffect(() => {
    if (!undecided || rechecks >= RECHECK_TIMES) return;
    const timer = setTimeout(() => {
      setRechecks((current) => current + 1);
      check();
    }, RECHECK_MS);
    return () => clearTimeout(timer);
  }, [undecided, rechecks, check]);

  const paid = order !== undefined && !isEditable(order);
  useEffect(() => {
    if (!paid || !access) return;
    // The wizard's work is done: its draft goes, and this tab keeps only what shows this page again.
    saveReceipt(access);
    if (draftAccess()?.id === access.id) clearDraft();
  }, [paid, access]);

  const title = t(paid || !access ? 'checkout.success.title' : 'checkout.success.checking');
  let content: ReactNode;
  if (!access) {
    content = (
      <div className="co-result">
        <p>
          <Message id="checkout.success.noAccess" />
        </p>
        <ResultActions>
          <Link className="shop-button" to={localize('/track-order')}>
            <Message id="checkout.success.track" />
          </Link>
        </ResultActions>
      </div>
    );
  } else if (status === 'payment_failed') {
    return <Navigate to={localize(`/order-error?order=${encodeURIComponent(access.id)}`)} replace />;
  } else if (paid) {
    content = <Receipt order={order} access={access} onErased={setAfterErasure} />;
  } else if (error && !isLoading) {
    content = (
      <div className="shop-error" role="alert">
        <p>{completeError(error)}</p>
        <button type="button" className="shop-button" onClick={check}>
          <Message id="common.action.retry" />
        </button>
      </div>
    );
  } else if (status === 'pending') {
    content = (
      <div className="co-result">
        <p>
          <Message id="checkout.success.notPaid" />
        </p>
        <Link className="shop-button" to={localize('/create-story')}>
          <Message id="checkout.success.backToOrder" />
        </Link>
      </div>
    );
  } else if (undecided && rechecks >= RECHECK_TIMES) {
    content = (
      <div className="co-result">
        <p role="status">
          <Message id="checkout.success.stillWaiting" />
        </p>
        <button
          type="button"
          className="shop-button"
          onClick={() => {
            setRechecks(0);
            check();
          }}
        >
          <Message id="common.action.retry" />
        </button>
      </div>
    );
  } else {
    content = <Loading label={t('checkout.success.waiting')} />;
  }

  return (
    <Page title={title} className="co-result-page" noindex>
      {content}
    </Page>
  );
}
