/**
 * The page-by-page preview the parent sees before paying: every page of the personalised book as a small,
 * watermarked JPEG drawn from the same laid-out pages as the PDFs, kept in Storage under the book's
 * fingerprint (child, looks, style, character round, story language, the site language of the watermark, the
 * script, the layout). A changed book gets a new folder, so a stale preview is never shown; the previous folder is removed once the new one is complete. The pages
 * reach the browser through Storage's signed URLs, like photos and characters.
 */

import type { BookPreviewJson, BookPreviewPageJson } from '@shop/shared/orders';
import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import type { OrderRow } from '../orders/access';
import { orderLocale } from '../orders/order-json';
import { loadBook } from './book';
import type { LaidOutPage } from './page-model';
import { PICTURE_CONCURRENCY } from './render-pdf';
import { renderPageJpeg } from './render-raster';

/** Width of a preview page: enough to read the text, too small to print. */
export const PREVIEW_WIDTH = 480;
/** Pages drawn at once: rasterising is CPU-bound and the machine is shared with the rest of the shop. */
const PREVIEW_CONCURRENCY = PICTURE_CONCURRENCY;

/** The watermark, in the language of the site the parent uses. */
const WATERMARK: Record<string, string> = { en: 'PREVIEW', ru: 'ОБРАЗЕЦ', tr: 'ÖNİZLEME', az: 'NÜMUNƏ' };

/**
 * The front cover without the watermark, for the parent once the book is paid for (the order's success page):
 * sharp at the 220 px height it is shown at there, on a 2× screen.
 */
const CLEAN_COVER_WIDTH = 720;

interface StoredImage {
  key: string;
  width: number;
  height: number;
}

interface StoredPreview {
  fingerprint: string;
  pages: Array<StoredImage & { number: number; kind: BookPreviewPageJson['kind'] }>;
  /** Absent from previews drawn before it existed: the watermarked cover stands in. */
  cleanCover?: StoredImage;
}

const folderOf = (orderId: string) => `orders/${orderId}/preview`;
/** Points at the complete preview; written last, so a half-written folder is never served. */
const manifestKey = (orderId: string) => `${folderOf(orderId)}/current.json`;

async function readManifest(app: FastifyInstance, orderId: string): Promise<StoredPreview | undefined> {
  const file = await app.storage.get(manifestKey(orderId));
  if (!file) return undefined;
  try {
    return JSON.parse(file.data.toString('utf8')) as StoredPreview;
  } catch {
    return undefined;
  }
}

async function renderPreview(app: FastifyInstance, order: OrderRow): Promise<StoredPreview> {
  const book = await loadBook(app, order);
  const locale = orderLocale(order);
  const fingerprint = `${book.fingerprint}-${locale}`;
  const current = await readManifest(app, order.id);
  if (current?.fingerprint === fingerprint) return current;

  const folder = `${folderOf(order.id)}/${fingerprint}`;
  const watermark = WATERMARK[locale] ?? WATERMARK.en;
  const pages = await pLimit(PREVIEW_CONCURRENCY).map(book.pages, async (page: LaidOutPage) => {
    const image = await renderPageJpeg(page, PREVIEW_WIDTH, { watermark, quality: 72 });
    const key = `${folder}/page-${String(page.number).padStart(2, '0')}.jpg`;
    await app.storage.put(key, image.data, 'image/jpeg');
    return { number: page.number, kind: page.kind, key, width: image.width, height: image.height };
  });
  // Drawn with the preview, from the same page, so a paid order never waits for it; its signed URL is given
  // out only once the order is paid (storedPreviewCover).
  const front = book.pages.find((page) => page.kind === 'cover');
  let cleanCover: StoredImage | undefined;
  if (front) {
    const image = await renderPageJpeg(front, CLEAN_COVER_WIDTH, { quality: 80 });
    cleanCover = { key: `${folder}/cover.jpg`, width: image.width, height: image.height };
    await app.storage.put(cleanCover.key, image.data, 'image/jpeg');
  }
  const preview: StoredPreview = { fingerprint, pages, ...(cleanCover ? { cleanCover } : {}) };
  await app.storage.put(manifestKey(order.id), Buffer.from(JSON.stringify(preview)), 'application/json');
  if (current && current.fingerprint !== fingerprint) {
    await app.storage.deletePrefix(`${folderOf(order.id)}/${current.fingerprint}`);
  }
  return preview;
}

/**
 * The cover of the preview drawn last, if one was drawn (nothing is rendered here), for the order's answer: without
 * the watermark once the order is paid for.
 */
export async function storedPreviewCover(
  app: FastifyInstance,
  order: { id: string; paidAt: Date | null },
): Promise<StoredImage | undefined> {
  const manifest = await readManifest(app, order.id);
  if (order.paidAt && manifest?.cleanCover) return manifest.cleanCover;
  const cover = manifest?.pages.find((page) => page.kind === 'cover');
  return cover && { key: cover.key, width: cover.width, height: cover.height };
}

/**
 * Requests for the same version of an order share one rendering instead of drawing the book twice; an order
 * changed meanwhile (a new updated_at) gets its own.
 */
const inFlight = new Map<string, Promise<StoredPreview>>();

export async function bookPreview(app: FastifyInstance, order: OrderRow): Promise<BookPreviewJson> {
  const key = `${order.id}/${order.updatedAt.toISOString()}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = renderPreview(app, order).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const preview = await pending;
  return {
    page_count: preview.pages.length,
    pages: preview.pages.map((page) => ({
      number: page.number,
      kind: page.kind,
      url: app.storage.signedUrl(page.key),
      width: page.width,
      height: page.height,
    })),
  };
}
