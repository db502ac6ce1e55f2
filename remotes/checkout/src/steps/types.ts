import type { CheckoutOrderJson, OrderAccess } from '../api';
import type { StepId, WizardDraft } from '../wizard/draft';

/** What every step gets from the wizard page. */
export interface StepProps {
  draft: WizardDraft;
  update: (change: (draft: WizardDraft) => WizardDraft) => void;
  /** Shows another step (Next, Back, an Edit link). */
  goTo: (step: StepId) => void;
  /** Whether the step's heading takes focus when it appears. */
  focusHeading: boolean;
}

/** Steps after the first work on an order that exists. */
export interface OrderStepProps extends StepProps {
  order: CheckoutOrderJson;
  access: OrderAccess;
}
