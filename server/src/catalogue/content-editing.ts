/**
 * The shop's content as the team edits it: rows in the API's snake_case shape, and uploaded book covers.
 * Every change is followed by notifyContentChanged (after the commit), so the storefront's catalogue
 * shows it at once. Covers are resized to the catalogue's size and stored under DATA_DIR/uploads with
 * their content hash in the name, which makes the one-year caching of /media/ safe for them too.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { books, categories, faqs, pages, priceConfigs, reviews } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { COVER_SIZE, UPLOADS_PREFIX } from '../media/paths';

export const categoryJson = (row: typeof categories.$inferSelect) => ({
  slug: row.slug,
  position: row.position,
  name: row.name,
});

export const faqJson = (row: typeof faqs.$inferSelect) => ({
  id: row.id,
  position: row.position,
  question: row.question,
  answer: row.answer,
});

export const reviewJson = (row: typeof reviews.$inferSelect) => ({
  id: row.id,
  name: row.name,
  rating: row.rating,
  text: row.text,
  date: row.date,
});

export const bookJson = (row: typeof books.$inferSelect, coverUrl: string) => ({
  slug: row.slug,
  category_slug: row.categorySlug,
  name: row.name,
  summary: row.summary,
  description: row.description,
  cover_alt: row.coverAlt,
  cover_url: coverUrl,
  popularity: row.popularity,
  age_min: row.ageMin,
  age_max: row.ageMax,
  formats: row.formats,
  page_count: row.pageCount,
});

export const pageJson = (row: typeof pages.$inferSelect) => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  sections: row.sections,
  updated_at: row.updatedAt.toISOString(),
});

export const priceConfigJson = (row: typeof priceConfigs.$inferSelect) => ({
  id: row.id,
  currency: row.currency,
  base_price: row.basePrice,
  pdf_price: row.pdfPrice,
  softcover_price: row.softcoverPrice,
  hardcover_price: row.hardcoverPrice,
  shipping: row.shipping,
  shipping_by_country: row.shippingByCountry,
});

export const alreadyExists = () => new HttpError(409, 'already_exists', 'common.error.contentExists');
export const inUse = () => new HttpError(409, 'in_use', 'common.error.contentInUse');

export const COVER_MAX_BYTES = 5 * 1024 * 1024;
const COVER_TYPES = new Set(['jpeg', 'png', 'webp']);

/**
 * Checks that `data` is a picture (by its content, not its name), crops it to the cover's shape and
 * stores it as WebP. Returns the asset path for the books table.
 */
export async function storeCover(dataDir: string, slug: string, data: Buffer) {
  const meta = await sharp(data)
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !COVER_TYPES.has(meta.format)) {
    throw new HttpError(400, 'invalid_image', 'common.error.coverInvalid');
  }
  // A file can look like a picture in its header and still not decode (truncated, corrupt): the uploader's
  // problem, told as such, not a server error.
  const webp = await sharp(data)
    .rotate()
    .resize(COVER_SIZE.width, COVER_SIZE.height, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw new HttpError(422, 'invalid_image', 'common.error.coverInvalid');
    });
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 12);
  const path = `${UPLOADS_PREFIX}covers/${slug}-${hash}.webp`;
  const file = join(dataDir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, webp);
  return { path, width: COVER_SIZE.width, height: COVER_SIZE.height };
}
