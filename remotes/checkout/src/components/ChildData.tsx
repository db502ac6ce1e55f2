import {
  BOOK_RETENTION_DAYS,
  DateText,
  type ErasedItem,
  formatList,
  isApiError,
  messageFromBody,
  PHOTO_RETENTION_DAYS,
  useShop,
} from '@shop/shared';
import { useId, useState } from 'react';
import { type CheckoutOrderJson, type OrderAccess, useEraseOrderDataMutation } from '../api';
import { Message, useT } from '../intl';
import type { CheckoutMessageId } from '../messages/en';

const ITEM: Record<ErasedItem, CheckoutMessageId> = {
  photo: 'checkout.data.item.photo',
  face_box: 'checkout.data.item.face_box',
  features: 'checkout.data.item.features',
  portraits: 'checkout.data.item.portraits',
  preview: 'checkout.data.item.preview',
  book: 'checkout.data.item.book',
  child: 'checkout.data.item.child',
  contact: 'checkout.data.item.contact',
};

/** Everything a deletion on request takes (the server's list for 'request'): left to delete while any is there. */
const ALL_ITEMS = Object.keys(ITEM) as ErasedItem[];

/**
 * The order page's part about the child's data: how long it is kept, what was deleted and when, and the
 * parent's own "Delete my child's data" behind a confirm step. Whether the order allows it now is the server's
 * to say (409 while the book is being made or shipped), worded in the page's language.
 */
export function ChildData({
  order,
  access,
  onErased,
}: {
  order: CheckoutOrderJson;
  access: OrderAccess;
  onErased: (order: CheckoutOrderJson) => void;
}) {
  const t = useT();
  const { locale } = useShop();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [erase, { isLoading, error, reset }] = useEraseOrderDataMutation();
  const erased = new Set(order.erasures.flatMap((erasure) => erasure.items));
  const left = ALL_ITEMS.some((item) => !erased.has(item));
  const failure = error
    ? ((isApiError(error) && typeof error.status === 'number' ? messageFromBody(error.body) : undefined) ??
      t('common.error.generic'))
    : null;

  const confirm = async () => {
    const result = await erase(access)
      .unwrap()
      .catch(() => undefined);
    if (!result) return;
    setConfirming(false);
    onErased(result.order);
  };

  return (
    <section className="co-data" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Message id="checkout.data.title" />
      </h2>
      {order.erasures.length === 0 && (
        <p>
          <Message
            id="checkout.data.periods"
            values={{ photoDays: PHOTO_RETENTION_DAYS, bookDays: BOOK_RETENTION_DAYS }}
          />
        </p>
      )}
      {order.erasures.map((erasure) => (
        <p key={erasure.at} className="co-data__erased">
          <Message
            id="checkout.data.erased"
            values={{
              date: <DateText value={erasure.at} long />,
              items: formatList(
                erasure.items.map((item) => t(ITEM[item])),
                locale,
              ),
            }}
          />
        </p>
      ))}
      {left && !confirming && (
        <div>
          <button
            type="button"
            className="shop-button co-button-secondary"
            onClick={() => {
              reset();
              setConfirming(true);
            }}
          >
            <Message id="checkout.data.delete" />
          </button>
        </div>
      )}
      {left && confirming && (
        <div className="co-data__confirm">
          <p>
            <Message id="checkout.data.confirm" />
          </p>
          <div className="co-actions">
            <button type="button" className="shop-button co-data__yes" disabled={isLoading} onClick={confirm}>
              <Message id="checkout.data.confirmYes" />
            </button>
            <button
              type="button"
              className="shop-button co-button-secondary"
              disabled={isLoading}
              onClick={() => setConfirming(false)}
            >
              <Message id="checkout.data.keep" />
            </button>
          </div>
        </div>
      )}
      {failure && (
        <p className="shop-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
