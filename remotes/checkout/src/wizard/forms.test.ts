import type { BookVersion } from '@shop/shared/validation';
import { PERSON_NAME_MESSAGE as NAME_MESSAGE } from '@shop/shared/validation/limits';
import * as phoneRules from '@shop/shared/validation/phone';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderJson } from '../test/orders';
import { type ChildForm, type ContactForm, emptyDraft } from './draft';
import {
  CHILD_FIELDS,
  CONTACT_FIELDS,
  type ContactContext,
  checkChild,
  checkContact,
  childChanged,
  contactChanged,
  firstInvalid,
  loadRules,
  serverFieldErrors,
} from './forms';

// The steps await the rules before they check; so do these tests.
beforeAll(() => loadRules());

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
  ...changes,
});

/** The step's context: the version, the visitor's country, the terms of step 1 and the loaded phone rules. */
const context = (version: BookVersion | null, changes: Partial<ContactContext> = {}): ContactContext => ({
  version,
  defaultCountry: 'US',
  visitorCountry: 'US',
  terms: true,
  phoneRules,
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
  it('need a valid e-mail', () => {
    expect(checkContact(contact({ email: 'not-an-address' }), context('pdf'))).toEqual({
      ok: false,
      errors: { email: 'common.validation.email' },
    });
  });

  it("carry the terms accepted with the child's details, and refuse an order without them", () => {
    const checked = checkContact(contact(), context('pdf'));
    expect(checked.ok && checked.value.terms).toBe(true);
    expect(checkContact(contact(), context('pdf', { terms: false })).ok).toBe(false);
  });

  it('ask for an address and postal code for printed books only, and send none for a PDF', () => {
    expect(checkContact(contact(), context('softcover'))).toMatchObject({
      errors: { shippingAddress: 'common.validation.required', postalCode: 'common.validation.required' },
    });
    const pdf = checkContact(
      contact({ shippingAddress: 'Somewhere', postalCode: '1000', deliveryCountry: 'AZ' }),
      context('pdf'),
    );
    expect(pdf.ok && pdf.value).toEqual({
      full_name: 'Aysel Mammadova',
      email: 'aysel@example.com',
      phone: '+994 50 123 45 67',
      newsletter: false,
      terms: true,
    });
    const print = checkContact(
      contact({ shippingAddress: '12 Nizami St\nApartment 5', postalCode: 'AZ1000' }),
      context('hardcover'),
    );
    // The address keeps its line breaks; the visitor's country is the delivery country until one is chosen.
    expect(print.ok && print.value).toMatchObject({
      shipping_address: '12 Nizami St\nApartment 5',
      postal_code: 'AZ1000',
      delivery_country: 'US',
    });
  });

  it('allow notes up to 500 characters', () => {
    expect(checkContact(contact({ notes: 'x'.repeat(500) }), context('pdf')).ok).toBe(true);
    expect(checkContact(contact({ notes: 'x'.repeat(501) }), context('pdf'))).toMatchObject({
      errors: { notes: 'common.validation.notesTooLong' },
    });
  });

  it('count as changed only when the saved order differs', () => {
    const saved = {
      ...orderJson().contact,
      full_name: 'A',
      email: 'a@b.c',
      phone: '1',
      terms: true,
      delivery_country: 'US',
    };
    const same = { full_name: 'A', email: 'a@b.c', phone: '1', newsletter: false, terms: true };
    expect(contactChanged(saved, same)).toBe(false);
    expect(contactChanged(saved, { ...same, delivery_country: 'US' })).toBe(false);
    expect(contactChanged(saved, { ...same, delivery_country: 'AZ' })).toBe(true);
    expect(contactChanged(saved, { ...same, notes: 'Hi' })).toBe(true);
  });
});

describe('phone numbers', () => {
  const printed = (phone: string, deliveryCountry: string) =>
    checkContact(
      contact({ phone, deliveryCountry, shippingAddress: '28 May St 5', postalCode: 'AZ1000' }),
      context('hardcover'),
    );

  it.each([
    ['AZ', '050 123 45 67', '+994 50 123 45 67'],
    ['AZ', '+994501234567', '+994 50 123 45 67'],
    ['TR', '0532 123 45 67', '+90 532 123 45 67'],
    ['RU', '8 (912) 345-67-89', '+7 912 345 67 89'],
    ['US', '(201) 555-0123', '+1 201 555 0123'],
    // With its own country code a number is read as that country's, wherever the book goes.
    ['AZ', '+1 201 555 0123', '+1 201 555 0123'],
  ])('for %s accept %j, sent as %j', (country, phone, sent) => {
    const checked = printed(phone, country);
    expect(checked.ok && checked.value).toMatchObject({ phone: sent, delivery_country: country });
  });

  it.each([
    ['US', '050 123 45 67'],
    ['AZ', '12345'],
    ['US', '(011) 555-0123'],
    ['TR', 'call me'],
  ])('for %s refuse %j with the phone message', (country, phone) => {
    expect(printed(phone, country)).toEqual({ ok: false, errors: { phone: 'common.validation.phone' } });
  });

  it("of a PDF order are read as the visitor's country's, whatever country was chosen for a print", () => {
    const pdf = (phone: string) =>
      checkContact(contact({ phone, deliveryCountry: 'AZ' }), context('pdf', { defaultCountry: 'AZ' }));
    expect(pdf('201-555-0123')).toMatchObject({ ok: true, value: { phone: '+1 201 555 0123' } });
    expect(pdf('050 123 45 67')).toMatchObject({ ok: false, errors: { phone: 'common.validation.phone' } });
  });

  it('go to a country of the list only', () => {
    expect(printed('+994 50 123 45 67', 'XX')).toEqual({
      ok: false,
      errors: { deliveryCountry: 'common.validation.deliveryCountry' },
    });
  });

  it('are left to the server while their rules have not loaded', () => {
    const checked = checkContact(contact({ phone: ' 050 123 45 67 ' }), context('pdf', { phoneRules: undefined }));
    expect(checked.ok && checked.value.phone).toBe('050 123 45 67');
  });

  it('can go to every country of the numbering plans, the four of the shop among them', () => {
    const countries = phoneRules.deliveryCountries();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toEqual(expect.arrayContaining(['AZ', 'TR', 'RU', 'US', 'DE']));
  });
});

describe('names', () => {
  it.each(['Aylin', 'Məmmədova Leyla', "O'Brien-Smith", 'Ольга', 'Zoë Ünal', '李小龍', 'محمد'])(
    'accept %j for the child and the parent',
    (name) => {
      expect(checkChild(child({ name })).ok).toBe(true);
      expect(checkContact(contact({ fullName: name }), context('pdf')).ok).toBe(true);
    },
  );

  it.each(['Leyla2', 'Dr. Smith', '<b>Ali</b>', "'-'", 'Ali_Veli', 'x@y'])(
    'refuse %j with the name message',
    (name) => {
      expect(checkChild(child({ name }))).toEqual({ ok: false, errors: { name: NAME_MESSAGE } });
      expect(checkContact(contact({ fullName: name }), context('pdf'))).toEqual({
        ok: false,
        errors: { fullName: NAME_MESSAGE },
      });
    },
  );

  it('report a missing name as required, not as a wrong one', () => {
    expect(checkChild(child({ name: ' ' }))).toMatchObject({ errors: { name: 'common.validation.required' } });
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
