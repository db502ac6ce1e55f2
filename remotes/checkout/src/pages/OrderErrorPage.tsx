import { ErrorNotice, Link, Loading, Navigate, Page, useSearchParams, useShop } from '@shop/shared';
import { useMemo, useState } from 'react';
import { useGetCheckoutOrderQuery, usePayAgainMutation } from '../api';
import { Facts } from '../components/Facts';
import { useMoney } from '../components/PriceSummary';
import { ResultActions } from '../components/ResultActions';
import { Message, useT } from '../intl';
import { redirectToPayment } from '../wizard/redirect';
import type { OrderAccess } from '../wizard/storage';
import { accessFor, isEditable } from '../wizard/storage';
import '../checkout.css';
import './result.css';

const NO_ORDER: OrderAccess = { id: '', token: '' };

/**
 * /order-error?order=<id>: the gateway refused or the visitor cancelled. Spec section 8's message, with
 * Try Again (pay_again → the payment page once more) and Back to Home.
 */
export function OrderErrorPage() {
  const t = useT();
  const { localize } = useShop();
  const money = useMoney();
  const [params] = useSearchParams();
  const id = params.get('order');
  const access = useMemo(() => accessFor(id), [id]);
  const { data, isLoading } = useGetCheckoutOrderQuery(access ?? NO_ORDER, { skip: !access });
  const [payAgain, paying] = usePayAgainMutation();
  // Stays set while the browser leaves for the payment page, so Try Again cannot open a second payment.
  const [leaving, setLeaving] = useState(false);
  const order = data?.order;

  // A late success (the webhook was faster than the visitor) belongs on the success page.
  if (access && order && !isEditable(order)) {
    return <Navigate to={localize(`/order-success?order=${encodeURIComponent(access.id)}`)} replace />;
  }

  const onTryAgain = async () => {
    if (!access) return;
    const result = await payAgain(access);
    if ('data' in result && result.data) {
      setLeaving(true);
      redirectToPayment(result.data.payment_url);
    }
  };
  const busy = paying.isLoading || leaving;

  return (
    <Page title={t('checkout.error.title')} className="co-result-page" noindex>
      <div className="co-result">
        <p className="shop-error co-result__message" role="alert">
          <Message id="common.error.paymentFailed" />
        </p>
        {isLoading && <Loading />}
        {order && (
          <Facts
            className="co-result__facts"
            items={[
              ['checkout.error.orderNumber', order.order_number],
              ['checkout.price.total', money(order.price.total, order.price.currency)],
            ]}
          />
        )}
        {paying.error && <ErrorNotice error={paying.error} />}
        <ResultActions>
          {access ? (
            <button type="button" className="shop-button" onClick={onTryAgain} disabled={busy}>
              <Message id={busy ? 'checkout.error.redirecting' : 'common.action.tryAgain'} />
            </button>
          ) : (
            // Without the order's token in this browser, trying again means going through the wizard.
            <Link className="shop-button" to={localize('/create-story')}>
              <Message id="common.action.tryAgain" />
            </Link>
          )}
        </ResultActions>
      </div>
    </Page>
  );
}
