import { ErrorNotice, isApiError, TextField } from '@shop/shared';
import {
  ADDRESS_MAX,
  EMAIL_MAX,
  isPhysicalVersion,
  NOTES_MAX,
  PERSON_NAME_MAX,
  PHONE_MAX,
  POSTAL_CODE_MAX,
} from '@shop/shared/validation/limits';
import type { PhoneRules } from '@shop/shared/validation/load-phone';
import { loadPhoneRules } from '@shop/shared/validation/load-phone';
import { useEffect, useState } from 'react';
import { useUpdateCheckoutOrderMutation } from '../api';
import { useCountryOptions } from '../components/countries';
import { CheckboxField, focusField, SelectField, TextAreaField } from '../components/Fields';
import { StepFrame } from '../components/StepFrame';
import { Message, useT } from '../intl';
import type { ContactForm } from '../wizard/draft';
import {
  CONTACT_FIELDS,
  type ContactField,
  checkContact,
  contactChanged,
  deliveryCountryOf,
  type FieldErrors,
  firstInvalid,
  loadRules,
  serverFieldErrors,
} from '../wizard/forms';
import type { OrderStepProps } from './types';

const ID: Record<ContactField, string> = {
  fullName: 'contact-name',
  email: 'contact-email',
  phone: 'contact-phone',
  deliveryCountry: 'contact-country',
  shippingAddress: 'contact-address',
  postalCode: 'contact-postal',
  notes: 'contact-notes',
  newsletter: 'contact-newsletter',
};

/**
 * Step 6: who receives the book. The address, postal code and delivery country are asked for the printed
 * versions only (a PDF is e-mailed); the delivery country prices the shipping and reads a phone number
 * written without a country code. Notes are optional, at most 500 characters, with a counter. The terms
 * were accepted with the child's details.
 */
export function ContactStep({ draft, update, goTo, focusHeading, order, access }: OrderStepProps) {
  const t = useT();
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const [save, saving] = useUpdateCheckoutOrderMutation();
  const [rules, setRules] = useState<PhoneRules>();
  const contact = draft.contact;
  const version = order.version ?? draft.version;
  const physical = isPhysicalVersion(version);
  // Where the parent ordered from, or the country they chose before (the server answers it either way).
  const defaultCountry = order.contact.delivery_country ?? order.country_code;
  const country = deliveryCountryOf(contact, defaultCountry);
  const countries = useCountryOptions(rules?.deliveryCountries() ?? [country]);

  // The phone rules are a chunk of their own (≈45 KB gzip), fetched as this step shows.
  useEffect(() => {
    let live = true;
    loadPhoneRules()
      .then((loaded) => live && setRules(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

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
    // Still loading (a slow line): wait for it; if it cannot load, the server's check decides alone.
    const phoneRules = rules ?? (await loadPhoneRules().catch(() => undefined));
    await loadRules();
    const checked = checkContact(contact, {
      version,
      defaultCountry,
      visitorCountry: order.country_code,
      terms: order.contact.terms,
      phoneRules,
    });
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
      <div className="co-contact-grid">
        <TextField
          {...text('fullName')}
          name="name"
          autoComplete="name"
          maxLength={PERSON_NAME_MAX}
          label={t('checkout.contact.fullName')}
        />
        <TextField
          {...text('email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={EMAIL_MAX}
          label={t('checkout.contact.email')}
        />
        {physical && (
          <SelectField
            id={ID.deliveryCountry}
            label={t('checkout.contact.deliveryCountry')}
            value={country}
            options={countries}
            onChange={(value) => set('deliveryCountry', value)}
            error={errors.deliveryCountry}
            hint={<Message id="checkout.contact.deliveryHint" />}
          />
        )}
        <TextField
          {...text('phone')}
          name="tel"
          type="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX}
          label={t('checkout.contact.phone')}
        />
        {physical && (
          <>
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
          </>
        )}
      </div>
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
      </div>
      {saving.error && !Object.values(errors).some(Boolean) && <ErrorNotice error={saving.error} />}
    </StepFrame>
  );
}
