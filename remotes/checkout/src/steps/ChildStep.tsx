import {
  ErrorNotice,
  ILLUSTRATION_STYLE_MESSAGE,
  isApiError,
  LANGUAGE_MESSAGE,
  type OrderJson,
  TextField,
  useCurrency,
} from '@shop/shared';
import { CHILD_NAME_MAX, GENDERS, ILLUSTRATION_STYLES, STORY_LANGUAGES } from '@shop/shared/validation/limits';
import { useState } from 'react';
import { type OrderAccess, useCreateCheckoutOrderMutation, useUpdateCheckoutOrderMutation } from '../api';
import { CheckboxField, ChoiceGroup, focusField, SelectField } from '../components/Fields';
import { StyleSwatch } from '../components/Illustrations';
import { StepFrame } from '../components/StepFrame';
import { TermsLabel } from '../components/TermsLabel';
import { Message, useT } from '../intl';
import type { ChildForm } from '../wizard/draft';
import {
  CHILD_FIELDS,
  type ChildField,
  checkChild,
  childChanged,
  type FieldErrors,
  firstInvalid,
  loadRules,
  serverFieldErrors,
} from '../wizard/forms';
import { GENDER_NAME } from '../wizard/labels';
import type { StepProps } from './types';

/** The element a form focuses for each field: a group focuses its first option. */
const FOCUS_TARGET: Record<ChildField, string> = {
  gender: `child-gender-${GENDERS[0]}`,
  name: 'child-name',
  age: 'child-age',
  storyLanguage: 'child-language',
  illustrationStyle: `child-style-${ILLUSTRATION_STYLES[0]}`,
  newsletter: 'child-newsletter',
  terms: 'child-terms',
};

/**
 * Step 1: who the book is for. Next creates the order (POST /orders) the first time and updates its
 * child afterwards; a deep-linked ready-made book is sent with the new order.
 */
export function ChildStep({
  draft,
  update,
  goTo,
  focusHeading,
  order,
  access,
  onCreated,
}: StepProps & { order?: OrderJson; access: OrderAccess | null; onCreated: (access: OrderAccess) => void }) {
  const t = useT();
  const currency = useCurrency();
  const [errors, setErrors] = useState<FieldErrors<ChildField>>({});
  const [create, creation] = useCreateCheckoutOrderMutation();
  const [save, saving] = useUpdateCheckoutOrderMutation();
  const child = draft.child;

  const set = <K extends keyof ChildForm>(field: K, value: ChildForm[K]) => {
    update((current) => ({ ...current, child: { ...current.child, [field]: value } }));
    if (errors[field as ChildField]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const fail = (fieldErrors: FieldErrors<ChildField>) => {
    setErrors(fieldErrors);
    const first = firstInvalid(fieldErrors, CHILD_FIELDS);
    if (first) focusField(FOCUS_TARGET[first]);
  };

  const onNext = async () => {
    await loadRules();
    const checked = checkChild(child);
    if (!checked.ok) return fail(checked.errors);
    setErrors({});
    if (!access) {
      const result = await create({
        child: checked.value,
        currency,
        ...(draft.storyType ? { story_type: draft.storyType } : {}),
        ...(draft.storyType === 'ready' && draft.bookSlug ? { book_slug: draft.bookSlug } : {}),
      });
      if ('data' in result && result.data) {
        onCreated({ id: result.data.order.id, token: result.data.access_token });
        return;
      }
      return fail(serverFieldErrors(isApiError(result.error) ? result.error.body : undefined, CHILD_FIELDS));
    }
    if (order && childChanged(order.child, checked.value)) {
      const result = await save({ ...access, order: { child: checked.value } });
      if ('error' in result) {
        return fail(serverFieldErrors(isApiError(result.error) ? result.error.body : undefined, CHILD_FIELDS));
      }
    }
    goTo('photo');
  };

  const failure = creation.error ?? saving.error;
  const showFailure = failure && !Object.values(errors).some(Boolean);

  return (
    <StepFrame
      step="child"
      lead={<Message id="checkout.child.lead" />}
      onNext={onNext}
      busy={creation.isLoading || saving.isLoading}
      focusHeading={focusHeading}
    >
      <ChoiceGroup
        idPrefix="child-gender"
        name="gender"
        className="co-choices--inline"
        legend={<Message id="checkout.child.gender" />}
        options={GENDERS.map((gender) => ({
          value: gender,
          label: <Message id={GENDER_NAME[gender]} />,
        }))}
        value={child.gender}
        onChange={(value) => set('gender', value)}
        error={errors.gender}
      />
      <div className="co-row">
        <TextField
          id="child-name"
          name="childName"
          autoComplete="off"
          maxLength={CHILD_NAME_MAX}
          label={t('checkout.child.name')}
          value={child.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
        />
        <TextField
          id="child-age"
          name="childAge"
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          label={t('checkout.child.age')}
          value={child.age}
          onChange={(event) => set('age', event.target.value)}
          error={errors.age}
        />
      </div>
      <SelectField
        id="child-language"
        label={t('checkout.child.storyLanguage')}
        value={child.storyLanguage}
        options={STORY_LANGUAGES.map((language) => ({
          value: language,
          label: t(LANGUAGE_MESSAGE[language]),
        }))}
        onChange={(value) => set('storyLanguage', value)}
        error={errors.storyLanguage}
      />
      <ChoiceGroup
        idPrefix="child-style"
        name="illustrationStyle"
        className="co-choices--styles"
        legend={<Message id="checkout.child.style" />}
        hint={<Message id="checkout.child.styleHint" />}
        options={ILLUSTRATION_STYLES.map((style) => ({
          value: style,
          label: <Message id={ILLUSTRATION_STYLE_MESSAGE[style]} />,
          extra: <StyleSwatch style={style} />,
        }))}
        value={child.illustrationStyle}
        onChange={(value) => set('illustrationStyle', value)}
        error={errors.illustrationStyle}
      />
      <div className="co-consents">
        <CheckboxField
          id="child-newsletter"
          label={<Message id="checkout.consent.newsletter" />}
          checked={child.newsletter}
          onChange={(value) => set('newsletter', value)}
          error={errors.newsletter}
        />
        <CheckboxField
          id="child-terms"
          label={<TermsLabel />}
          checked={child.terms}
          onChange={(value) => set('terms', value)}
          error={errors.terms}
        />
      </div>
      {showFailure && <ErrorNotice error={failure} />}
    </StepFrame>
  );
}
