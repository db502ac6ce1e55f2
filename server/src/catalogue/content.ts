/**
 * The shop's smaller content (categories, FAQs, reviews, information pages, price configs) in one
 * language, as the API shows it: rows from the repository, texts picked for the locale, snake_case.
 */
import type { Db } from '../db/client';
import type { Locale } from '../db/schema';
import { pickTranslation } from '../lib/locale';
import { priceConfigJson } from './content-editing/prices';
import { findPage, listCategories, listFaqs, listPriceConfigs, listReviews } from './repository';

export async function categoriesJson(db: Db, locale: Locale) {
  const rows = await listCategories(db);
  return rows.map((row) => ({ slug: row.slug, name: pickTranslation(row.name, locale) }));
}

export async function faqsJson(db: Db, locale: Locale) {
  const rows = await listFaqs(db);
  return rows.map((row) => ({
    id: row.id,
    question: pickTranslation(row.question, locale),
    answer: pickTranslation(row.answer, locale),
  }));
}

export async function reviewsJson(db: Db, locale: Locale) {
  const rows = await listReviews(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    rating: row.rating,
    text: pickTranslation(row.text, locale),
    date: row.date,
  }));
}

/** Undefined for an unknown slug. */
export async function pageJson(db: Db, slug: string, locale: Locale) {
  const page = await findPage(db, slug);
  if (!page) return undefined;
  return {
    slug: page.slug,
    title: pickTranslation(page.title, locale),
    description: pickTranslation(page.description, locale),
    sections: page.sections.map((section) => ({
      heading: pickTranslation(section.heading, locale),
      paragraphs: section.paragraphs.map((paragraph) => pickTranslation(paragraph, locale)),
    })),
    updated_at: page.updatedAt.toISOString(),
  };
}

export async function priceConfigsJson(db: Db) {
  const rows = await listPriceConfigs(db);
  return rows.map((row) => ({ ...priceConfigJson(row), created_at: row.createdAt.toISOString() }));
}
