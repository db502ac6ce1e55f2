/**
 * Shapes of the shop's seed content. The content files in this folder fill them; seed.ts writes them
 * to PostgreSQL. Every text a visitor reads exists in all four offered languages.
 */
export interface Localized {
  en: string;
  ru: string;
  tr: string;
  az: string;
}

export type CategorySlug = 'adventure' | 'educational' | 'fantasy' | 'bedtime';
export type BookFormat = 'pdf' | 'softcover' | 'hardcover';

export interface SeedBook {
  slug: string;
  category: CategorySlug;
  name: Localized;
  /** One or two sentences for cards and the description meta tag. */
  summary: Localized;
  /** The story page's text: two or three paragraphs separated by a blank line ("\n\n"). */
  description: Localized;
  /** Pages of the printed book (24 or 32). */
  pageCount: number;
  formats: BookFormat[];
  ageMin: number;
  ageMax: number;
  /** Higher sells more; orders the popular list. */
  popularity: number;
  /** Alt text of the cover and of the three sample pages (files: server/assets/books/<slug>/). */
  coverAlt: Localized;
  sampleAlts: [Localized, Localized, Localized];
}

export interface SeedFaq {
  position: number;
  question: Localized;
  answer: Localized;
}

export type PageSlug = 'about' | 'terms' | 'privacy' | 'shipping-and-returns' | 'photo-and-data-policy';

export interface SeedPage {
  slug: PageSlug;
  title: Localized;
  description: Localized;
  sections: { heading: Localized; paragraphs: Localized[] }[];
}

export interface SeedReview {
  name: string;
  /** 1 to 5 stars. */
  rating: number;
  /** ISO date, e.g. '2026-09-14'. */
  date: string;
  /** The slug of the book reviewed: its story page shows the rating (schema.org aggregateRating). */
  book: string;
  text: Localized;
}
