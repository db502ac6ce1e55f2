import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { commonMessages } from '../i18n/common-messages';
import {
  ABOUT_MAX,
  ambassadorSignUpSchema,
  CHILD_AGE,
  CHILD_NAME_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECT_MAX,
  childAgeSchema,
  childDetailsSchema,
  contactDetailsSchema,
  contactMessageSchema,
  EMAIL_MAX,
  emailSchema,
  NOTES_MAX,
  notesSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PERSON_NAME_MAX,
  PHOTO_MAX_BYTES,
  passwordChangeSchema,
  photoMetaSchema,
  subscriberSchema,
  subscribeSchema,
  termsSchema,
  VALIDATION_MESSAGES,
} from './index';

/** Every issue as 'path: message id', so a test names exactly what a form would show and where. */
function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const ID = VALIDATION_MESSAGES;

describe('message ids', () => {
  it('are keys of the common catalogue', () => {
    for (const id of Object.values(VALIDATION_MESSAGES)) {
      expect(commonMessages.messages.en).toHaveProperty([id]);
    }
  });
});

describe('emailSchema', () => {
  it('accepts a valid address and trims it', () => {
    expect(emailSchema.parse('  parent@example.com ')).toBe('parent@example.com');
  });

  it.each(['', 'parent', 'parent@', '@example.com', 'parent@example', 'a b@example.com', null, undefined, 42])(
    'rejects %j with the email id',
    (input) => {
      expect(issuesOf(emailSchema, input)).toEqual([`: ${ID.email}`]);
    },
  );

  it('rejects an address longer than EMAIL_MAX characters', () => {
    const domain = '@example.com';
    expect(emailSchema.parse(`${'a'.repeat(EMAIL_MAX - domain.length)}${domain}`)).toHaveLength(EMAIL_MAX);
    expect(issuesOf(emailSchema, `${'a'.repeat(EMAIL_MAX + 1 - domain.length)}${domain}`)).toEqual([`: ${ID.email}`]);
  });
});

describe('childAgeSchema', () => {
  it.each([
    [CHILD_AGE.min, CHILD_AGE.min],
    [CHILD_AGE.max, CHILD_AGE.max],
    [7, 7],
    ['5', 5],
    [` ${CHILD_AGE.max} `, CHILD_AGE.max],
  ])('accepts %j as %j', (input, expected) => {
    expect(childAgeSchema.parse(input)).toBe(expected);
  });

  it.each([
    CHILD_AGE.min - 1,
    CHILD_AGE.max + 1,
    3.5,
    `${CHILD_AGE.max + 1}`,
    `${CHILD_AGE.min - 1}`,
    'five',
    '3.5',
    Number.NaN,
    true,
  ])('rejects %j with the childAge id', (input) => {
    expect(issuesOf(childAgeSchema, input)).toEqual([`: ${ID.childAge}`]);
  });

  it.each([undefined, null, '', '  '])('asks for a missing age (%j) with the required id', (input) => {
    expect(issuesOf(childAgeSchema, input)).toEqual([`: ${ID.required}`]);
  });
});

describe('termsSchema', () => {
  it('accepts only true', () => {
    expect(termsSchema.parse(true)).toBe(true);
  });

  it.each([false, undefined, null, 'true', 'on', 1])('rejects %j with the terms id', (input) => {
    expect(issuesOf(termsSchema, input)).toEqual([`: ${ID.terms}`]);
  });
});

describe('notesSchema', () => {
  it('is optional and allows up to NOTES_MAX characters', () => {
    expect(notesSchema.parse(undefined)).toBeUndefined();
    expect(notesSchema.parse('')).toBe('');
    expect(notesSchema.parse('x'.repeat(NOTES_MAX))).toHaveLength(NOTES_MAX);
  });

  it('rejects one character more with the notesTooLong id', () => {
    expect(issuesOf(notesSchema, 'x'.repeat(NOTES_MAX + 1))).toEqual([`: ${ID.notesTooLong}`]);
  });

  it('does not count surrounding spaces', () => {
    expect(notesSchema.parse(` ${'x'.repeat(NOTES_MAX)} `)).toHaveLength(NOTES_MAX);
  });
});

describe('photoMetaSchema', () => {
  it('accepts JPG and PNG up to PHOTO_MAX_BYTES', () => {
    expect(photoMetaSchema.parse({ type: 'image/jpeg', size: PHOTO_MAX_BYTES })).toEqual({
      type: 'image/jpeg',
      size: PHOTO_MAX_BYTES,
    });
    expect(photoMetaSchema.parse({ type: 'IMAGE/PNG', size: 1 }).type).toBe('image/png');
  });

  it('reads a browser File', () => {
    const file = new File([new Uint8Array(10)], 'photo.png', { type: 'image/png' });
    expect(photoMetaSchema.parse(file)).toEqual({ type: 'image/png', size: 10 });
  });

  it.each(['image/gif', 'image/webp', 'image/heic', 'application/pdf', '', undefined])(
    'rejects type %j with the photoType id',
    (type) => {
      expect(issuesOf(photoMetaSchema, { type, size: 1000 })).toEqual([`type: ${ID.photoType}`]);
    },
  );

  it('rejects more than PHOTO_MAX_BYTES with the photoSize id', () => {
    expect(issuesOf(photoMetaSchema, { type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toEqual([
      `size: ${ID.photoSize}`,
    ]);
  });

  it('rejects an empty file as missing', () => {
    expect(issuesOf(photoMetaSchema, { type: 'image/png', size: 0 })).toEqual([`size: ${ID.required}`]);
  });
});

describe('childDetailsSchema', () => {
  const valid = {
    gender: 'girl',
    name: '  Aylin ',
    age: '5',
    storyLanguage: 'az',
    illustrationStyle: '3dPixar',
    favouriteHero: 'A brave dragon',
    newsletter: true,
    terms: true,
  };

  it('accepts good details, trimming the name and coercing the age', () => {
    expect(childDetailsSchema.parse(valid)).toEqual({ ...valid, name: 'Aylin', age: 5 });
  });

  it('lets favourite hero and newsletter be left out', () => {
    const { favouriteHero: _hero, newsletter: _newsletter, ...rest } = valid;
    expect(childDetailsSchema.parse(rest)).toMatchObject({ newsletter: false });
  });

  it.each(['3dPixar', '2dWarner', 'watercolor', 'anime'])('accepts the %s style', (illustrationStyle) => {
    expect(issuesOf(childDetailsSchema, { ...valid, illustrationStyle })).toEqual([]);
  });

  it('names every bad field with its id', () => {
    expect(
      issuesOf(childDetailsSchema, {
        gender: 'other',
        name: '   ',
        age: 17,
        storyLanguage: 'de',
        illustrationStyle: 'oil',
        favouriteHero: 'x'.repeat(201),
        newsletter: 'yes',
        terms: false,
      }),
    ).toEqual([
      `gender: ${ID.required}`,
      `name: ${ID.required}`,
      `age: ${ID.childAge}`,
      `storyLanguage: ${ID.required}`,
      `illustrationStyle: ${ID.required}`,
      `favouriteHero: ${ID.tooLong}`,
      `newsletter: ${ID.required}`,
      `terms: ${ID.terms}`,
    ]);
  });

  it('rejects a name longer than CHILD_NAME_MAX characters', () => {
    const tooLong = 'x'.repeat(CHILD_NAME_MAX + 1);
    expect(issuesOf(childDetailsSchema, { ...valid, name: tooLong })).toEqual([`name: ${ID.tooLong}`]);
    expect(issuesOf(childDetailsSchema, { ...valid, name: 'x'.repeat(CHILD_NAME_MAX) })).toEqual([]);
  });

  it('asks for missing fields', () => {
    expect(issuesOf(childDetailsSchema, {})).toEqual([
      `gender: ${ID.required}`,
      `name: ${ID.required}`,
      `age: ${ID.required}`,
      `storyLanguage: ${ID.required}`,
      `illustrationStyle: ${ID.required}`,
      `terms: ${ID.terms}`,
    ]);
  });
});

describe('contactDetailsSchema', () => {
  const pdfOrder = {
    version: 'pdf',
    fullName: 'Leyla Mammadova',
    email: 'leyla@example.com',
    phone: '+994 50 123 45 67',
    newsletter: false,
    terms: true,
  };
  const address = { shippingAddress: '28 May St 5, Baku', postalCode: 'AZ1000' };

  it('does not need an address for the PDF version', () => {
    expect(issuesOf(contactDetailsSchema, pdfOrder)).toEqual([]);
    expect(issuesOf(contactDetailsSchema, { ...pdfOrder, shippingAddress: '', postalCode: '' })).toEqual([]);
  });

  it.each(['softcover', 'hardcover'])('needs address and postal code for the %s version', (version) => {
    expect(issuesOf(contactDetailsSchema, { ...pdfOrder, version })).toEqual([
      `shippingAddress: ${ID.required}`,
      `postalCode: ${ID.required}`,
    ]);
    expect(
      issuesOf(contactDetailsSchema, { ...pdfOrder, version, shippingAddress: ' ', postalCode: 'AZ1000' }),
    ).toEqual([`shippingAddress: ${ID.required}`]);
    expect(issuesOf(contactDetailsSchema, { ...pdfOrder, version, ...address })).toEqual([]);
  });

  it('accepts notes up to NOTES_MAX characters and rejects longer ones', () => {
    expect(issuesOf(contactDetailsSchema, { ...pdfOrder, notes: 'x'.repeat(NOTES_MAX) })).toEqual([]);
    expect(issuesOf(contactDetailsSchema, { ...pdfOrder, notes: 'x'.repeat(NOTES_MAX + 1) })).toEqual([
      `notes: ${ID.notesTooLong}`,
    ]);
  });

  it('names every bad field, including the address check, at once', () => {
    expect(
      issuesOf(contactDetailsSchema, {
        version: 'hardcover',
        fullName: '',
        email: 'not-an-email',
        phone: '',
        terms: false,
      }),
    ).toEqual([
      `fullName: ${ID.required}`,
      `email: ${ID.email}`,
      `phone: ${ID.required}`,
      `terms: ${ID.terms}`,
      `shippingAddress: ${ID.required}`,
      `postalCode: ${ID.required}`,
    ]);
  });

  it('asks for the version', () => {
    expect(issuesOf(contactDetailsSchema, { ...pdfOrder, version: 'ebook' })).toEqual([`version: ${ID.required}`]);
  });
});

describe('ambassadorSignUpSchema', () => {
  const valid = {
    name: 'Elvin Aliyev',
    email: 'elvin@example.com',
    password: 'correct horse',
    passwordConfirmation: 'correct horse',
    country: 'AZ',
    phone: '+994501234567',
    about: '',
    website: '',
    instagram: '@elvin.reads',
  };

  it('accepts good details', () => {
    expect(issuesOf(ambassadorSignUpSchema, valid)).toEqual([]);
  });

  it('turns profile names and bare domains into web addresses, and keeps full addresses as typed', () => {
    const links = (input: Record<string, string>) => ambassadorSignUpSchema.parse({ ...valid, ...input });
    expect(links({ instagram: '@elvin.reads' }).instagram).toBe('https://instagram.com/elvin.reads');
    expect(links({ tiktok: 'elvin' }).tiktok).toBe('https://www.tiktok.com/@elvin');
    expect(links({ youtube: '@ElvinReads' }).youtube).toBe('https://www.youtube.com/@ElvinReads');
    expect(links({ website: 'elvin.az/books' }).website).toBe('https://elvin.az/books');
    expect(links({ website: 'https://elvin.example' }).website).toBe('https://elvin.example');
    expect(links({ facebook: 'http://facebook.com/elvin' }).facebook).toBe('http://facebook.com/elvin');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'mailto:a@b.c',
    'https://user:pw@evil.example',
    'localhost',
  ])('refuses %s as a link', (link) => {
    expect(issuesOf(ambassadorSignUpSchema, { ...valid, website: link })).toEqual([`website: ${ID.link}`]);
  });

  it.each(['website', 'instagram', 'tiktok', 'youtube', 'facebook', 'pinterest'])(
    'is satisfied by %s alone',
    (field) => {
      expect(
        issuesOf(ambassadorSignUpSchema, { ...valid, instagram: undefined, [field]: 'https://example.com/x' }),
      ).toEqual([]);
    },
  );

  it('needs at least one social profile or website, reported on website', () => {
    expect(issuesOf(ambassadorSignUpSchema, { ...valid, instagram: '   ' })).toEqual([`website: ${ID.socialRequired}`]);
  });

  it('reports mismatching passwords on the confirmation', () => {
    expect(issuesOf(ambassadorSignUpSchema, { ...valid, passwordConfirmation: 'correct horsE' })).toEqual([
      `passwordConfirmation: ${ID.passwordMismatch}`,
    ]);
  });

  it('rejects a password shorter than PASSWORD_MIN characters', () => {
    const short = 'x'.repeat(PASSWORD_MIN - 1);
    expect(issuesOf(ambassadorSignUpSchema, { ...valid, password: short, passwordConfirmation: short })).toEqual([
      `password: ${ID.passwordTooShort}`,
    ]);
  });

  it('reports every problem at once, even with missing fields', () => {
    expect(issuesOf(ambassadorSignUpSchema, { email: 'x', password: '', passwordConfirmation: 'abc' })).toEqual([
      `name: ${ID.required}`,
      `email: ${ID.email}`,
      `password: ${ID.required}`,
      `country: ${ID.required}`,
      `phone: ${ID.required}`,
      `passwordConfirmation: ${ID.passwordMismatch}`,
      `website: ${ID.socialRequired}`,
    ]);
  });

  it('takes the country as an ISO code of the list, a lower-case one as upper case, and refuses a name', () => {
    expect(ambassadorSignUpSchema.parse({ ...valid, country: ' tr ' }).country).toBe('TR');
    expect(issuesOf(ambassadorSignUpSchema, { ...valid, country: 'Azerbaijan' })).toEqual([`country: ${ID.country}`]);
    expect(issuesOf(ambassadorSignUpSchema, { ...valid, country: 'Россия' })).toEqual([`country: ${ID.country}`]);
    expect(issuesOf(ambassadorSignUpSchema, { ...valid, country: 'EU' })).toEqual([`country: ${ID.country}`]);
    expect(issuesOf(ambassadorSignUpSchema, { ...valid, country: '  ' })).toEqual([`country: ${ID.required}`]);
  });

  it('rejects an about text over the limit', () => {
    expect(issuesOf(ambassadorSignUpSchema, { ...valid, about: 'x'.repeat(ABOUT_MAX + 1) })).toEqual([
      `about: ${ID.tooLong}`,
    ]);
  });
});

describe('passwordChangeSchema', () => {
  it('accepts a new password with a matching confirmation', () => {
    expect(passwordChangeSchema.parse({ password: 'new password', passwordConfirmation: 'new password' })).toEqual({
      password: 'new password',
      passwordConfirmation: 'new password',
    });
  });

  it('keeps spaces, which may be part of a password', () => {
    expect(issuesOf(passwordChangeSchema, { password: ' 12345678', passwordConfirmation: '12345678' })).toEqual([
      `passwordConfirmation: ${ID.passwordMismatch}`,
    ]);
  });

  it('rejects a short password, a mismatch and a missing confirmation', () => {
    const short = 'x'.repeat(PASSWORD_MIN - 1);
    expect(issuesOf(passwordChangeSchema, { password: short, passwordConfirmation: short })).toEqual([
      `password: ${ID.passwordTooShort}`,
    ]);
    expect(issuesOf(passwordChangeSchema, { password: '12345678', passwordConfirmation: '87654321' })).toEqual([
      `passwordConfirmation: ${ID.passwordMismatch}`,
    ]);
    expect(issuesOf(passwordChangeSchema, { password: '12345678', passwordConfirmation: '' })).toEqual([
      `passwordConfirmation: ${ID.required}`,
    ]);
    expect(issuesOf(passwordChangeSchema, {})).toEqual([
      `password: ${ID.required}`,
      `passwordConfirmation: ${ID.required}`,
    ]);
  });

  it('rejects a password longer than PASSWORD_MAX characters', () => {
    const long = 'x'.repeat(PASSWORD_MAX + 1);
    expect(issuesOf(passwordChangeSchema, { password: long, passwordConfirmation: long })).toEqual([
      `password: ${ID.tooLong}`,
    ]);
  });
});

describe('subscribeSchema', () => {
  it('accepts { subscriber: { email } } and trims the address', () => {
    expect(subscribeSchema.parse({ subscriber: { email: ' Parent@Example.com ' } })).toEqual({
      subscriber: { email: 'Parent@Example.com' },
    });
    expect(subscriberSchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
  });

  it('words every wrong shape as the e-mail message, the only field there is', () => {
    expect(issuesOf(subscribeSchema, { subscriber: { email: 'nope' } })).toEqual([`subscriber.email: ${ID.email}`]);
    expect(issuesOf(subscribeSchema, { subscriber: {} })).toEqual([`subscriber.email: ${ID.email}`]);
    expect(issuesOf(subscribeSchema, { subscriber: 'a@b.co' })).toEqual([`subscriber: ${ID.email}`]);
    expect(issuesOf(subscribeSchema, {})).toEqual([`subscriber: ${ID.email}`]);
    expect(issuesOf(subscribeSchema, null)).toEqual([`: ${ID.email}`]);
  });
});

describe('contactMessageSchema', () => {
  const valid = { full_name: ' Aylin ', email: 'aylin@example.com', subject: 'Hardcover', message: 'Hello!' };

  it('accepts a complete message and trims its texts', () => {
    expect(contactMessageSchema.parse(valid)).toEqual({ ...valid, full_name: 'Aylin' });
  });

  it('requires every field', () => {
    expect(issuesOf(contactMessageSchema, {})).toEqual([
      `full_name: ${ID.required}`,
      `email: ${ID.email}`,
      `subject: ${ID.required}`,
      `message: ${ID.required}`,
    ]);
    expect(issuesOf(contactMessageSchema, { ...valid, full_name: '   ', message: '' })).toEqual([
      `full_name: ${ID.required}`,
      `message: ${ID.required}`,
    ]);
    expect(issuesOf(contactMessageSchema, 'hello')).toEqual([`: ${ID.required}`]);
  });

  it('rejects a bad e-mail and wrong types', () => {
    expect(issuesOf(contactMessageSchema, { ...valid, email: 'aylin' })).toEqual([`email: ${ID.email}`]);
    expect(issuesOf(contactMessageSchema, { ...valid, subject: 42 })).toEqual([`subject: ${ID.required}`]);
  });

  it('caps name, subject and message at their limits', () => {
    expect(issuesOf(contactMessageSchema, { ...valid, full_name: 'x'.repeat(PERSON_NAME_MAX) })).toEqual([]);
    expect(issuesOf(contactMessageSchema, { ...valid, subject: 'x'.repeat(CONTACT_SUBJECT_MAX) })).toEqual([]);
    expect(issuesOf(contactMessageSchema, { ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX) })).toEqual([]);
    expect(
      issuesOf(contactMessageSchema, {
        full_name: 'x'.repeat(PERSON_NAME_MAX + 1),
        email: valid.email,
        subject: 'x'.repeat(CONTACT_SUBJECT_MAX + 1),
        message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1),
      }),
    ).toEqual([`full_name: ${ID.tooLong}`, `subject: ${ID.tooLong}`, `message: ${ID.tooLong}`]);
  });
});
