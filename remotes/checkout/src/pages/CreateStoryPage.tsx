import { ErrorNotice, isApiError, Loading, Page, useCurrency, useLocale, useSearchParams } from '@shop/shared';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { type OrderAccess, useGetCheckoutOrderQuery, useUpdateCheckoutOrderMutation } from '../api';
import { ProgressSteps } from '../components/ProgressSteps';
import { Message, useT } from '../intl';
import { ChildStep } from '../steps/ChildStep';
import { furthestStep, STEPS, type StepId, visibleStep } from '../wizard/draft';
import { isEditable } from '../wizard/storage';
import { useWizard } from '../wizard/useWizard';
import '../checkout.css';

const NO_ORDER: OrderAccess = { id: '', token: '' };

const asStep = (value: string | null): StepId | null =>
  value !== null && (STEPS as readonly string[]).includes(value) ? (value as StepId) : null;

// The later steps come in a chunk of their own, asked for as soon as the parent starts on the child's details
// (or lands on a later step), so the first visit carries the first step only.
const loadOrderSteps = () => import(/* webpackChunkName: "order-steps" */ '../steps/order-steps');
const OrderStep = lazy(() => loadOrderSteps().then((module) => ({ default: module.OrderStep })));

/**
 * /create-story: the wizard of spec section 2. The draft (every value typed, the step, the order's id
 * and token) lives in localStorage, so Back, Next and a reload keep everything; the order itself is
 * created after the first step and updated by each later one. `?book=<slug>` pre-selects a ready book.
 * Each step is an entry of the browser's history (`?step=photo`), so the browser's Back and Forward move
 * between steps like the wizard's own buttons; the URL names the step shown, the draft remembers it for a
 * visit that comes back without one.
 */
export function CreateStoryPage() {
  const t = useT();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const { draft, loaded, update, goTo, forgetOrder, restart } = useWizard(params.get('book'), locale);
  const access = draft.order;
  const { currentData, error, isFetching, refetch } = useGetCheckoutOrderQuery(access ?? NO_ORDER, { skip: !access });
  const order = access ? currentData?.order : undefined;
  // A currency chosen in the header while the order is open prices the order in it (the summary follows the
  // order). Asked once per choice: the server may keep another (region russia is always RUB).
  const currency = useCurrency();
  const [repriceOrder] = useUpdateCheckoutOrderMutation();
  const askedCurrency = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!access || !order || !isEditable(order)) return;
    if (askedCurrency.current === undefined) askedCurrency.current = order.currency;
    if (currency === askedCurrency.current) return;
    askedCurrency.current = currency;
    if (order.currency !== currency) void repriceOrder({ ...access, order: { currency } });
  }, [access, order, currency, repriceOrder]);
  // Focus moves to a step's heading only after the visitor moved; on arrival it stays at the page start.
  const [moved, setMoved] = useState(false);
  const [notice, setNotice] = useState<'lost' | null>(null);

  const urlStep = asStep(params.get('step'));
  // The step this page last put in the URL: a different one there is the browser's Back or Forward.
  const written = useRef<StepId | null>(urlStep);
  const writeStep = useCallback(
    (step: StepId, replace: boolean) => {
      written.current = step;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('step', step);
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  // A token the server no longer knows (another browser's storage, a removed order): keep what was
  // typed and create the order again from the first step.
  const lost = isApiError(error) && error.status === 404;
  useEffect(() => {
    if (!lost) return;
    forgetOrder();
    writeStep('child', true);
    setNotice('lost');
  }, [lost, forgetOrder, writeStep]);

  // A paid order is finished; the wizard starts a new one.
  const finished = order !== undefined && !isEditable(order);
  useEffect(() => {
    if (!finished) return;
    restart();
    writeStep('child', true);
  }, [finished, restart, writeStep]);

  /** Next, Back, an Edit link or the progress bar: a new history entry for the step. */
  const show = useCallback(
    (step: StepId) => {
      goTo(step);
      writeStep(step, false);
      setMoved(true);
      setNotice(null);
      window.scrollTo({ top: 0 });
    },
    [goTo, writeStep],
  );

  // The browser's Back or Forward: show the step its entry names, and remember it for a reload.
  useEffect(() => {
    if (!urlStep || urlStep === written.current) return;
    written.current = urlStep;
    goTo(urlStep);
    setMoved(true);
    setNotice(null);
    window.scrollTo({ top: 0 });
  }, [urlStep, goTo]);

  // The entry's step, unless the order does not allow it (yet: after Next the order may be fetched again
  // with what that step saved, so the URL is not rewritten to the earlier step meanwhile).
  const step = visibleStep({ ...draft, step: urlStep ?? draft.step }, order);
  // A visit without a step in the URL resumes the draft's (once it is read), and its entry names it.
  useEffect(() => {
    if (loaded && !urlStep) writeStep(draft.step, true);
  }, [loaded, urlStep, draft.step, writeStep]);

  const stepProps = { draft, update, goTo: show, focusHeading: moved };

  // The first touch or focus on the child step asks for the later steps, so Next finds them loaded.
  useEffect(() => {
    if (step !== 'child') return;
    const start = () => void loadOrderSteps().catch(() => undefined);
    const events = ['focusin', 'pointerdown'] as const;
    for (const name of events) document.addEventListener(name, start, { once: true });
    return () => {
      for (const name of events) document.removeEventListener(name, start);
    };
  }, [step]);

  let content: ReactNode;
  if (access && !order && (isFetching || !error)) {
    content = <Loading />;
  } else if (access && error && !lost) {
    content = <ErrorNotice error={error} onRetry={refetch} />;
  } else if (step === 'child' || !order || !access) {
    content = (
      <ChildStep
        {...stepProps}
        order={order}
        access={access}
        onCreated={(created) => {
          update((current) => ({ ...current, order: created }));
          show('photo');
        }}
      />
    );
  } else {
    content = (
      <Suspense fallback={<Loading />}>
        <OrderStep step={step} {...stepProps} order={order} access={access} />
      </Suspense>
    );
  }

  return (
    <Page
      title={t('checkout.create.title')}
      description={t('checkout.create.description')}
      className="co-wizard"
      noindex
    >
      <p className="co-wizard__lead">
        <Message id="checkout.create.description" />
      </p>
      <ProgressSteps current={step} furthest={furthestStep(order)} onSelect={show} />
      {notice === 'lost' && (
        <p className="co-notice" role="status">
          <Message id="checkout.create.orderLost" />
        </p>
      )}
      {content}
    </Page>
  );
}
