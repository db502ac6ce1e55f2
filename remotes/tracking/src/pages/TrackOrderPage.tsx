import { isApiError, Loading, Page, TextField, useSearchParams } from '@shop/shared';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { type TrackOrderArgs, useLazyTrackOrderQuery } from '../api';
import { Message, useT } from '../intl';
import { TrackingResult } from '../result/TrackingResult';
import './track-order.css';

type FieldErrors = { orderNumber?: string; email?: string };

/**
 * Message ids of what is wrong with the form, or the cleaned values to search with. The e-mail rule (zod)
 * loads on the first search, so the page's first load does not carry it.
 */
async function check(orderNumber: string, email: string): Promise<{ errors: FieldErrors; args?: TrackOrderArgs }> {
  const { emailSchema } = await import('@shop/shared/validation');
  const errors: FieldErrors = {};
  // Order numbers are printed in capitals (SB-7K4Q-2M9X); a number typed in lower case is the same order.
  const number = orderNumber.trim().toUpperCase();
  if (!number) errors.orderNumber = 'common.validation.required';
  const checked = emailSchema.safeParse(email);
  if (!checked.success) errors.email = checked.error.issues[0]?.message ?? 'common.validation.email';
  if (errors.orderNumber || !checked.success) return { errors };
  return { errors, args: { orderNumber: number, email: checked.data } };
}

/**
 * /track-order: the order number and e-mail of an order (typed, or from the link in an order e-mail,
 * which searches at once) give its progress, the parcel and the PDF. A wrong pair and an unknown number
 * read the same ('Order not found'), as the API answers them the same.
 */
export function TrackOrderPage() {
  const t = useT();
  const [params] = useSearchParams();
  const [orderNumber, setOrderNumber] = useState(params.get('order_number') ?? '');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [track, { currentData, error, isFetching, isError, originalArgs, reset }] = useLazyTrackOrderQuery();
  // Focus moves to the result only after the visitor asked; a search from an e-mail link leaves it alone.
  const focusResult = useRef(false);

  const search = async (values: { orderNumber: string; email: string }, moveFocus: boolean) => {
    const { errors: found, args } = await check(values.orderNumber, values.email);
    setErrors(found);
    if (!args) {
      // The last answer was for other values: an old "Order not found" must not stand beside the new errors.
      reset();
      return;
    }
    focusResult.current = moveFocus;
    void track(args);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void search({ orderNumber, email }, true);
  };

  // A link from an order e-mail carries both values: search once, as the page opens (the ref is emptied,
  // so a development double effect does not search twice).
  const linked = useRef<{ orderNumber: string | null; email: string | null } | null>({
    orderNumber: params.get('order_number'),
    email: params.get('email'),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the link the page was opened with
  useEffect(() => {
    const link = linked.current;
    linked.current = null;
    if (link?.orderNumber && link.email) void search({ orderNumber: link.orderNumber, email: link.email }, false);
  }, []);

  useEffect(() => {
    if (currentData && focusResult.current) document.getElementById('tr-result-title')?.focus();
  }, [currentData]);

  const notFound = isError && isApiError(error) && error.status === 404;
  let output: ReactNode;
  if (isFetching) {
    output = <Loading label={t('tracking.submitting')} />;
  } else if (isError) {
    output = (
      <div className="shop-error tr-error" role="alert">
        <p>
          <Message id={notFound ? 'common.error.orderNotFound' : 'common.error.trackOrder'} />
        </p>
        {!notFound && originalArgs && (
          <button type="button" className="shop-button" onClick={() => void track(originalArgs)}>
            <Message id="common.action.tryAgain" />
          </button>
        )}
      </div>
    );
  } else if (currentData) {
    output = <TrackingResult order={currentData} />;
  } else {
    output = (
      <div className="tr-empty">
        <svg className="tr-empty__icon" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 5.5C5.5 4 8.5 4 12 6c3.5-2 6.5-2 9-.5V19c-2.5-1.5-5.5-1.5-9 .5-3.5-2-6.5-2-9-.5z" />
          <path d="M12 6v13.5" />
        </svg>
        <p>
          <Message id="tracking.empty" />
        </p>
      </div>
    );
  }

  return (
    <Page title={t('tracking.title')} description={t('tracking.description')} className="tr-page" noindex>
      <p className="tr-lead">
        <Message id="tracking.description" />
      </p>
      <form className="tr-form" onSubmit={onSubmit} noValidate>
        <div className="tr-form__fields">
          <TextField
            id="order-number"
            name="order_number"
            label={t('tracking.orderNumber')}
            value={orderNumber}
            onChange={(event) => setOrderNumber(event.target.value)}
            error={errors.orderNumber}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="SB-7K4Q-2M9X"
          />
          <TextField
            id="order-email"
            name="email"
            type="email"
            label={t('tracking.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
            autoComplete="email"
          />
          <button type="submit" className="shop-button tr-form__submit" disabled={isFetching}>
            <Message id={isFetching ? 'tracking.submitting' : 'tracking.submit'} />
          </button>
        </div>
        <p className="tr-muted">
          <Message id="tracking.orderNumber.hint" />
        </p>
      </form>
      <div className="tr-output" aria-live="polite">
        {output}
      </div>
    </Page>
  );
}
