/**
 * The wizard's steps after the child's details, in one chunk of their own (`order-steps`): a first visit
 * shows the child step only, so these load while the parent fills it in (CreateStoryPage), not with the page.
 */
import type { ReactNode } from 'react';
import type { StepId } from '../wizard/draft';
import { CharactersStep } from './CharactersStep';
import { ConfirmStep } from './ConfirmStep';
import { ContactStep } from './ContactStep';
import { PhotoStep } from './PhotoStep';
import { StoryStep } from './StoryStep';
import type { OrderStepProps } from './types';
import { VersionStep } from './VersionStep';

export type OrderStepId = Exclude<StepId, 'child'>;

const ORDER_STEPS: Record<OrderStepId, (props: OrderStepProps) => ReactNode> = {
  photo: PhotoStep,
  story: StoryStep,
  characters: CharactersStep,
  version: VersionStep,
  contact: ContactStep,
  confirm: ConfirmStep,
};

/** The step `step` of the order. */
export function OrderStep({ step, ...props }: OrderStepProps & { step: OrderStepId }) {
  const Step = ORDER_STEPS[step];
  return <Step {...props} />;
}
