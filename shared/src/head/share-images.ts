/**
 * The pictures a chat or a social network shows for a link to the shop (og:image): one per language for the shop's
 * pages, one per language for each book. The server draws them (server/src/plugins/share-images.ts) at these
 * addresses as JPEG (a photo-like picture under WhatsApp's 300 KB limit for previews), outside /api/ so that crawlers which obey robots.txt (Twitterbot) may fetch them.
 */
import type { Locale } from '../i18n/catalogue';

/** 1.91:1, what Facebook, Telegram, WhatsApp and X crop least. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const shopShareImagePath = (locale: Locale) => `/share/${locale}.jpg`;

export const bookShareImagePath = (slug: string, locale: Locale) =>
  `/share/story/${encodeURIComponent(slug)}/${locale}.jpg`;
