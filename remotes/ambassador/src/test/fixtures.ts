import type { AmbassadorJson } from '@shop/shared/contracts';

/** One ambassador as the server answers for her; each test changes only what it is about. */
export function ambassadorJson(overrides: Partial<AmbassadorJson> = {}): AmbassadorJson {
  return {
    id: '6f1c1e0a-7d8e-4a43-9f3e-0a1b2c3d4e5f',
    name: 'Olga Petrova',
    email: 'olga@example.com',
    country: 'RU',
    phone: '+7 912 345 67 89',
    about: null,
    website: null,
    instagram: 'https://instagram.com/olga.reads',
    tiktok: null,
    youtube: null,
    facebook: null,
    pinterest: null,
    referral_code: 'ABCD2345',
    status: 'active',
    locale: 'ru',
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}
