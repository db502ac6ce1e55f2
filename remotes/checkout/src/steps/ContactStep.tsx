import { ErrorNotice, isApiError, TextField } from '@shop/shared';
import {
  ADDRESS_MAX,
  EMAIL_MAX,
  isPhysicalVersion,
  NOTES_MAX,
  PERSON_NAME_MAX,
  PHONE_MAX,
  POSTAL_CODE_MAX,
} from '@shop/shared/validation';
import { useState } from 'react';
import { useUpdateCheckoutOrderMutation } from '../api';
import { CheckboxField, focusField, TextAreaField } from '../components/Fields';
import { StepFrame } from '../components/StepFrame';
import { TermsLabel } from '../components/TermsLabel';
import { Message, useT } from '../intl';
import type { ContactForm } from '../wizard/draft';
import {
  CONTACT_FIELDS,
  type ContactField,
  checkContact,
  contactChanged,
  type FieldErrors,
  firstInvalid,
  serverFieldErrors,
} from '../wizard/forms';
import type { OrderStepProps } from './types';

const ID: Record<ContactField, string> = {
  fullName: 'contact-name',
  email: 'contact-email',
  phone: 'contact-phone',
  shippingAddress: 'contact-address',
  postalCode: 'contact-postal',
  notes: 'contact-notes',
  newsletter: 'contact-newsletter',
  terms: 'contact-terms',
};

/**
 * Step 6: who receives the book. The address and postal code are asked for the printed versions only
 * (a PDF is e-mailed); notes are optional, at most 500 characters, with a counter.
 */
export function ContactStep({ draft, update, goTo, focusHeading, order, access }: OrderStepProps) {
  const t = useT();
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [save, saving] = useUpdateCheckoutOrderMutation();
  const contact = draft.contact;
  const version = order.version ?? draft.version;
  const physical = isPhysicalVersion(version);

  const set = <K extends keyof ContactForm>(field: K, value: ContactForm[K]) => {
    update((current) => ({ ...current, contact: { ...current.contact, [field]: value } }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const fail = (fieldErrors: FieldErrors<ContactField>) => {
    setErrors(fieldErrors);
    const first = firstInvalid(fieldErrors, CONTACT_FIELDS);
    if (first) focusField(ID[first]);
  };

  const onNext = async () => {
    const checked = checkContact(contact, version);
    if (!checked.ok) return fail(checked.errors);
    setErrors({});
    if (contactChanged(order.contact, checked.value)) {
      const result = await save({ ...access, order: { contact: checked.value } });
      if ('error' in result) {
        return fail(serverFieldErrors(isApiError(result.error) ? result.error.body : undefined, CONTACT_FIELDS));
      }
    }
    goTo('confirm');
  };

  const text = (field: 'fullName' | 'email' | 'phone' | 'postalCode') => ({
    id: ID[field],
    value: contact[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: errors[field],
  });

  return (
    <StepFrame
      step="contact"
      lead={<Message id={physical ? 'checkout.contact.leadPrint' : 'checkout.contact.leadPdf'} />}
      onBack={() => goTo('version')}
      onNext={onNext}
      busy={saving.isLoading}
      focusHeading={focusHeading}
    >
      <TextField
        {...text('fullName')}
        name="name"
        autoComplete="name"
        maxLength={PERSON_NAME_MAX}
        label={t('checkout.contact.fullName')}
      />
      <div className="co-row">
        <TextField
          {...text('email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          label={t('checkout.contact.email')}
        />
        <TextField
          {...text('phone')}
          name="tel"
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX}
          label={t('checkout.contact.phone')}
        />
      </div>
      {physical && (
        <div className="co-row co-row--address">
          <TextAreaField
            id={ID.shippingAddress}
            name="street-address"
            autoComplete="street-address"
            rows={3}
            maxLength={ADDRESS_MAX}
            label={t('checkout.contact.address')}
            value={contact.shippingAddress}
            onChange={(event) => set('shippingAddress', event.target.value)}
            error={errors.shippingAddress}
          />
          <TextField
            {...text('postalCode')}
            name="postal-code"
            autoComplete="postal-code"
            maxLength={POSTAL_CODE_MAX}
            label={t('checkout.contact.postalCode')}
          />
        </div>
      )}
      <TextAreaField
        id={ID.notes}
        name="notes"
        rows={4}
        // One over the limit, so a pasted long text shows the message instead of being cut silently.
        maxLength={NOTES_MAX + 1}
        label={t('checkout.contact.notes')}
        value={contact.notes}
        onChange={(event) => set('notes', event.target.value)}
        error={errors.notes}
        counter={
          <Message id="checkout.contact.notesCounter" values={{ count: contact.notes.length, max: NOTES_MAX }} />
        }
      />
      <div className="co-consents">
        <CheckboxField
          id={ID.newsletter}
          label={<Message id="checkout.consent.newsletter" />}
          checked={contact.newsletter}
          onChange={(value) => set('newsletter', value)}
          error={errors.newsletter}
        />
        <CheckboxField
          id={ID.terms}
          label={<TermsLabel />}
          checked={contact.terms}
          onChange={(value) => set('terms', value)}
          error={errors.terms}
        />
      </div>
      {saving.error && !Object.values(errors).some(Boolean) && <ErrorNotice error={saving.error} />}
    </StepFrame>
  );
}
