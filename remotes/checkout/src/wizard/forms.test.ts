import { describe, expect, it } from 'vitest';
import { orderJson } from '../test/orders';
import { type ChildForm, type ContactForm, emptyDraft } from './draft';
import {
  CHILD_FIELDS,
  CONTACT_FIELDS,
  checkChild,
  checkContact,
  childChanged,
  contactChanged,
  firstInvalid,
  serverFieldErrors,
} from './forms';

const child = (changes: Partial<ChildForm> = {}): ChildForm => ({
  ...emptyDraft().child,
  gender: 'boy',
  name: ' Murad ',
  age: '6',
  terms: true,
  ...changes,
});

const contact = (changes: Partial<ContactForm> = {}): ContactForm => ({
  ...emptyDraft().contact,
  fullName: 'Aysel Mammadova',
  email: ' aysel@example.com ',
  phone: '+994 50 123 45 67',
  terms: true,
  ...changes,
});

describe('child details', () => {
  it('become the API child, trimmed and typed', () => {
    expect(checkChild(child({ favouriteHero: 'a dragon' }))).toEqual({
      ok: true,
      value: {
        gender: 'boy',
        name: 'Murad',
        age: 6,
        story_language: 'en',
        illustration_style: '3dPixar',
        favourite_hero: 'a dragon',
        newsletter: false,
        terms: true,
      },
    });
  });

  it('name each problem with the message ids of spec section 5', () => {
    const result = checkChild(child({ gender: '', name: '  ', age: '17', terms: false }));
    expect(result).toEqual({
      ok: false,
      errors: {
        gender: 'common.validation.required',
        name: 'common.validation.required',
        age: 'common.validation.childAge',
        terms: 'common.validation.terms',
      },
    });
    if (!result.ok) expect(firstInvalid(result.errors, CHILD_FIELDS)).toBe('gender');
  });

  it('accept ages 0 to 16 only, whole years; an empty age is required, not 0', () => {
    for (const age of ['0', '16']) expect(checkChild(child({ age })).ok).toBe(true);
    for (const age of ['-1', '17', '2.5', 'five']) {
      expect(checkChild(child({ age }))).toMatchObject({ errors: { age: 'common.validation.childAge' } });
    }
    expect(checkChild(child({ age: '' }))).toMatchObject({ errors: { age: 'common.validation.required' } });
  });

  it('count as changed only when the saved order differs', () => {
    const saved = orderJson().child;
    const same = { ...saved, favourite_hero: undefined, terms: true as const };
    expect(childChanged(saved, same)).toBe(false);
    expect(childChanged(saved, { ...same, illustration_style: 'anime' })).toBe(true);
    expect(childChanged(saved, { ...same, favourite_hero: 'a unicorn' })).toBe(true);
  });
});

describe('contact details', () => {
  it('need a valid e-mail and accepted terms', () => {
    expect(checkContact(contact({ email: 'not-an-address', terms: false }), 'pdf')).toEqual({
      ok: false,
      errors: { email: 'common.validation.email', terms: 'common.validation.terms' },
    });
  });

  it('ask for an address and postal code for printed books only, and send none for a PDF', () => {
    expect(checkContact(contact(), 'softcover')).toMatchObject({
      errors: { shippingAddress: 'common.validation.required', postalCode: 'common.validation.required' },
    });
    const pdf = checkContact(contact({ shippingAddress: 'Somewhere', postalCode: '1000' }), 'pdf');
    expect(pdf.ok && pdf.value).toEqual({
      full_name: 'Aysel Mammadova',
      email: 'aysel@example.com',
      phone: '+994 50 123 45 67',
      newsletter: false,
      terms: true,
    });
    const print = checkContact(contact({ shippingAddress: '12 Nizami St', postalCode: 'AZ1000' }), 'hardcover');
    expect(print.ok && print.value).toMatchObject({ shipping_address: '12 Nizami St', postal_code: 'AZ1000' });
  });

  it('allow notes up to 500 characters', () => {
    expect(checkContact(contact({ notes: 'x'.repeat(500) }), 'pdf').ok).toBe(true);
    expect(checkContact(contact({ notes: 'x'.repeat(501) }), 'pdf')).toMatchObject({
      errors: { notes: 'common.validation.notesTooLong' },
    });
  });

  it('count as changed only when the saved order differs', () => {
    const saved = { ...orderJson().contact, full_name: 'A', email: 'a@b.c', phone: '1', terms: true };
    const same = { full_name: 'A', email: 'a@b.c', phone: '1', newsletter: false, terms: true };
    expect(contactChanged(saved, same)).toBe(false);
    expect(contactChanged(saved, { ...same, notes: 'Hi' })).toBe(true);
  });
});

describe('server errors', () => {
  it('land on the field their path ends with, preferring the message id', () => {
    const body = {
      error: 'validation_error',
      details: [
        {
          path: ['order', 'contact', 'email'],
          message: 'Please enter a valid email address',
          message_id: 'common.validation.email',
        },
        { path: ['order', 'contact', 'postal_code'], message: 'This field is required' },
        { path: ['order', 'currency'], message: 'Invalid' },
      ],
    };
    expect(serverFieldErrors(body, CONTACT_FIELDS)).toEqual({
      email: 'common.validation.email',
      postalCode: 'This field is required',
    });
    expect(serverFieldErrors({ error: 'x' }, CONTACT_FIELDS)).toEqual({});
  });
});
