/**
 * The wizard's words for its codes (steps, genders), as maps from each code to its message id: every id
 * is written out, so the types and `npm run i18n:check` see it. Languages and versions are named by the
 * common catalogue (LANGUAGE_MESSAGE, VERSION_MESSAGE of @shop/shared), as other apps name them too.
 */
import type { CheckoutMessageId } from '../messages';
import type { Gender, StepId } from './draft';

/** A step's short name: the progress bar and the confirm page's "edit" links. */
export const STEP_NAME = {
  child: 'checkout.step.child',
  photo: 'checkout.step.photo',
  story: 'checkout.step.story',
  characters: 'checkout.step.characters',
  version: 'checkout.step.version',
  contact: 'checkout.step.contact',
  confirm: 'checkout.step.confirm',
} as const satisfies Record<StepId, CheckoutMessageId>;

/** A step's heading. */
export const STEP_TITLE = {
  child: 'checkout.step.child.title',
  photo: 'checkout.step.photo.title',
  story: 'checkout.step.story.title',
  characters: 'checkout.step.characters.title',
  version: 'checkout.step.version.title',
  contact: 'checkout.step.contact.title',
  confirm: 'checkout.step.confirm.title',
} as const satisfies Record<StepId, CheckoutMessageId>;

export const GENDER_NAME = {
  girl: 'checkout.child.gender.girl',
  boy: 'checkout.child.gender.boy',
} as const satisfies Record<Gender, CheckoutMessageId>;
