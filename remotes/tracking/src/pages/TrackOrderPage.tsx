import { Page, TextField, useSearchParams } from '@shop/shared';
import { emailSchema } from '@shop/shared/validation';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLazyTrackOrderQuery } from '../api';
import './track-order.css';

export function TrackOrderPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const [orderNumber, setOrderNumber] = useState(params.get('order_number') ?? '');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [errors, setErrors] = useState<{ orderNumber?: string; email?: string }>({});
  const [track, { data, error, isFetching }] = useLazyTrackOrderQuery();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!orderNumber.trim()) next.orderNumber = 'common.validation.required';
    const checked = emailSchema.safeParse(email.trim());
    if (!checked.success) next.email = checked.error.issues[0]?.message ?? 'common.validation.email';
    setErrors(next);
    if (Object.keys(next).length === 0) void track({ orderNumber: orderNumber.trim(), email: email.trim() });
  };

  const failure =
    error && 'status' in error
      ? intl.formatMessage({ id: error.status === 404 ? 'common.error.orderNotFound' : 'common.error.trackOrder' })
      : undefined;

  return (
    <Page
      title={intl.formatMessage({ id: 'tracking.title' })}
      description={intl.formatMessage({ id: 'tracking.description' })}
      noindex
    >
      <p>
        <FormattedMessage id="tracking.description" />
      </p>
      <form className="track-form" onSubmit={onSubmit} noValidate>
        <TextField
          id="order-number"
          name="order_number"
          label={intl.formatMessage({ id: 'tracking.orderNumber' })}
          value={orderNumber}
          onChange={(event) => setOrderNumber(event.target.value)}
          error={errors.orderNumber}
          autoComplete="off"
          placeholder="SB-000123"
        />
        <TextField
          id="order-email"
          name="email"
          type="email"
          label={intl.formatMessage({ id: 'tracking.email' })}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          autoComplete="email"
        />
        <button type="submit" className="shop-button" disabled={isFetching}>
          <FormattedMessage id={isFetching ? 'tracking.submitting' : 'tracking.submit'} />
        </button>
      </form>
      {failure && (
        <p role="alert" className="shop-error">
          {failure}
        </p>
      )}
      {data && !error && (
        <section className="track-result" aria-live="polite">
          <h2>
            <FormattedMessage id="tracking.result.title" values={{ number: data.order_number }} />
          </h2>
          <p>
            <FormattedMessage id="tracking.result.status" values={{ status: data.status }} />
          </p>
        </section>
      )}
    </Page>
  );
}
