/** Book rows as the API shows them: texts in one language, image URLs with their content hash. */
import { BOOK_VERSIONS, type BookVersion } from '@shop/shared/validation';
import type { Locale, StoredImage, Translations } from '../db/schema';
import { pickTranslation } from '../lib/locale';
import type { MediaIndex } from '../media/media-index';
import type { BookRow } from './repository';
import type { BookCard, BookDetail, ImageJson } from './schemas';

const isFormat = (value: string): value is BookVersion => (BOOK_VERSIONS as readonly string[]).includes(value);

function imageView(media: MediaIndex, image: StoredImage, alt: Translations | undefined, locale: Locale): ImageJson {
  return { url: media.url(image.path), width: image.width, height: image.height, alt: pickTranslation(alt, locale) };
}

export function bookCard({ book, categoryName }: BookRow, media: MediaIndex, locale: Locale): BookCard {
  return {
    slug: book.slug,
    name: pickTranslation(book.name, locale),
    summary: pickTranslation(book.summary, locale),
    category: { slug: book.categorySlug, name: pickTranslation(categoryName, locale) },
    page_count: book.pageCount,
    formats: book.formats.filter(isFormat),
    age_min: book.ageMin,
    age_max: book.ageMax,
    cover: imageView(
      media,
      { path: book.coverPath, width: book.coverWidth, height: book.coverHeight },
      book.coverAlt,
      locale,
    ),
  };
}

/** The content stores a description as paragraphs separated by a blank line. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function bookDetail(row: BookRow, media: MediaIndex, locale: Locale): BookDetail {
  return {
    ...bookCard(row, media, locale),
    description: paragraphs(pickTranslation(row.book.description, locale)),
    sample_pages: row.book.sampleImages.map((image, index) =>
      imageView(media, image, row.book.sampleAlts[index], locale),
    ),
    ...(row.reviewCount > 0 && row.ratingMean !== null
      ? { rating: { value: Math.round(row.ratingMean * 10) / 10, count: row.reviewCount } }
      : {}),
  };
}
