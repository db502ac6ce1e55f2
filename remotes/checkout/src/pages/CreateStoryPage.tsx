import { ErrorNotice, isApiError, Loading, Page, useLocale, useSearchParams } from '@shop/shared';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { type OrderAccess, useGetCheckoutOrderQuery } from '../api';
import { ProgressSteps } from '../components/ProgressSteps';
import { Message, useT } from '../intl';
import { CharactersStep } from '../steps/CharactersStep';
import { ChildStep } from '../steps/ChildStep';
import { ConfirmStep } from '../steps/ConfirmStep';
import { ContactStep } from '../steps/ContactStep';
import { PhotoStep } from '../steps/PhotoStep';
import { StoryStep } from '../steps/StoryStep';
import type { OrderStepProps } from '../steps/types';
import { VersionStep } from '../steps/VersionStep';
import { furthestStep, type StepId, visibleStep } from '../wizard/draft';
import { isEditable } from '../wizard/storage';
import { useWizard } from '../wizard/useWizard';
import '../checkout.css';

const NO_ORDER: OrderAccess = { id: '', token: '' };

const ORDER_STEPS: Record<Exclude<StepId, 'child'>, (props: OrderStepProps) => ReactNode> = {
  photo: PhotoStep,
  story: StoryStep,
  characters: CharactersStep,
  version: VersionStep,
  contact: ContactStep,
  confirm: ConfirmStep,
};

/**
 * /create-story: the wizard of spec section 2. The draft (every value typed, the step, the order's id
 * and token) lives in localStorage, so Back, Next and a reload keep everything; the order itself is
 * created after the first step and updated by each later one. `?book=<slug>` pre-selects a ready book.
 */
export function CreateStoryPage() {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { draft, update, goTo, forgetOrder, restart } = useWizard(params.get('book'), locale);
  const access = draft.order;
  const { currentData, error, isFetching, refetch } = useGetCheckoutOrderQuery(access ?? NO_ORDER, { skip: !access });
  const order = access ? currentData?.order : undefined;
  // Focus moves to a step's heading only after the visitor moved; on arrival it stays at the page start.
  const [moved, setMoved] = useState(false);
  const [notice, setNotice] = useState<'lost' | null>(null);

  // A token the server no longer knows (another browser's storage, a removed order): keep what was
  // typed and create the order again from the first step.
  const lost = isApiError(error) && error.status === 404;
  useEffect(() => {
    if (!lost) return;
    forgetOrder();
    setNotice('lost');
  }, [lost, forgetOrder]);

  // A paid order is finished; the wizard starts a new one.
  const finished = order !== undefined && !isEditable(order);
  useEffect(() => {
    if (finished) restart();
  }, [finished, restart]);

  const show = useCallback(
    (step: StepId) => {
      goTo(step);
      setMoved(true);
      setNotice(null);
      window.scrollTo({ top: 0 });
    },
    [goTo],
  );

  const step = visibleStep(draft, order);
  const stepProps = { draft, update, goTo: show, focusHeading: moved };

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
          update((current) => ({ ...current, order: created, step: 'photo' }));
          setMoved(true);
          window.scrollTo({ top: 0 });
        }}
      />
    );
  } else {
    const Step = ORDER_STEPS[step];
    content = <Step {...stepProps} order={order} access={access} />;
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
