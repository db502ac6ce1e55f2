/**
 * The confirm step's coupon code: a brand ambassador's code takes the server's discount off the book. The
 * server prices it (the discount line of the price summary) and credits the ambassador; this only sends the
 * code and shows what the server answered, its refusal ('There is no such code…', one's own code) under the field.
 */
import { isApiError, TextField } from '@shop/shared';
import { type KeyboardEvent, useState } from 'react';
import { type CheckoutOrderJson, type OrderAccess, useUpdateCheckoutOrderMutation } from '../api';
import { Message, useT } from '../intl';
import { useMoney } from './PriceSummary';

const FIELD_ID = 'co-coupon';

/** The server's words for a refused code: the field's detail, else the answer's message. */
function refusal(error: unknown, known: (id: unknown) => string | undefined): string {
  if (!isApiError(error)) return 'common.error.generic';
  const details = (error.body as { details?: unknown } | undefined)?.details;
  const detail = Array.isArray(details)
    ? (details[0] as { message_id?: unknown; message?: unknown } | undefined)
    : undefined;
  return (
    known(detail?.message_id) ?? (typeof detail?.message === 'string' ? detail.message : undefined) ?? error.message
  );
}

export function CouponField({ order, access }: { order: CheckoutOrderJson; access: OrderAccess }) {
  const t = useT();
  const money = useMoney();
  const [update, updating] = useUpdateCheckoutOrderMutation();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const busy = updating.isLoading;

  const send = async (code: string | null) => {
    setError(undefined);
    const result = await update({ ...access, order: { coupon_code: code } });
    if ('error' in result && result.error) {
      setError(refusal(result.error, t.ifKnown));
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    setTyped('');
  };

  const apply = () => {
    const code = typed.trim();
    if (!code) {
      setError('checkout.coupon.empty');
      return;
    }
    void send(code);
  };

  // The step is a form whose Enter pays: Enter here applies the code instead.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!busy) apply();
  };

  if (order.coupon_code) {
    return (
      <div className="co-coupon co-coupon--applied">
        <p role="status">
          <Message
            id="checkout.coupon.applied"
            values={{
              code: <strong key="c">{order.coupon_code}</strong>,
              discount: money(order.price.discount, order.price.currency),
            }}
          />
        </p>
        <button type="button" className="co-link-button" disabled={busy} onClick={() => void send(null)}>
          <Message id="checkout.coupon.remove" />
        </button>
      </div>
    );
  }

  return (
    <div className="co-coupon">
      <p id={`${FIELD_ID}-hint`} className="co-hint">
        <Message id="checkout.coupon.hint" />
      </p>
      <div className="co-coupon__row">
        <TextField
          id={FIELD_ID}
          label={t('checkout.coupon.label')}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (error) setError(undefined);
          }}
          onKeyDown={onKeyDown}
          error={error}
          describedBy={`${FIELD_ID}-hint`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
        />
        <button type="button" className="shop-button co-button-secondary" disabled={busy} onClick={apply}>
          <Message id="checkout.coupon.apply" />
        </button>
      </div>
    </div>
  );
}
