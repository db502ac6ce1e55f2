/**
 * The finished book's files, for the fulfilment job (which stores them, and e-mails the PDF version).
 * - The PDF version: one screen-optimised PDF, cover to back cover, pictures at 170 ppi (well under 15 MB).
 * - A printed book: the interior at trim size with 3 mm bleed and pictures at 300 ppi, and the cover as a
 *   separate sheet (back, spine, front) with its own bleed; both carry TrimBox and BleedBox.
 * Rendering changes nothing about the order.
 */
import { isPhysicalVersion } from '@shop/shared/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../db/schema';
import { notFound } from '../lib/http-error';
import { type Binding, interiorSheets, screenSheets } from './bleed';
import { type Book, bookCoverSheet, interiorPages, loadBook } from './book';
import { type PdfMetadata, PRINT_PROFILE, SCREEN_PROFILE, sheetsToPdf } from './render-pdf';

const metadataOf = (book: Book, author: string): PdfMetadata => ({
  title: book.text.title,
  author,
  language: book.text.locale,
});

/** The PDF version: every page, cover to back cover, for reading on a screen. */
export function screenPdf(book: Book, author: string): Promise<Buffer> {
  return sheetsToPdf(screenSheets(book.pages), metadataOf(book, author), SCREEN_PROFILE);
}

/**
 * The printer's interior: the pages between the covers, each trim + 3 mm bleed, pictures at 300 ppi, numbered as
 * a book (the first page, a right-hand one, is 1: right-hand pages odd).
 */
export function printInteriorPdf(book: Book, author: string): Promise<Buffer> {
  return sheetsToPdf(interiorSheets(interiorPages(book)), metadataOf(book, author), PRINT_PROFILE);
}

/** The printer's cover: one sheet, back + spine + front, 3 mm bleed around, pictures at 300 ppi. */
export function printCoverPdf(book: Book, author: string, binding: Binding): Promise<Buffer> {
  return sheetsToPdf([bookCoverSheet(book, binding)], metadataOf(book, author), PRINT_PROFILE);
}

export interface BookFiles {
  /** The PDF version's book, or the printed book's interior. */
  pdf: Buffer;
  /** The printed book's cover sheet; none for the PDF version. */
  cover?: Buffer;
  pageCount: number;
}

async function orderById(app: FastifyInstance, orderId: string) {
  const [order] = await app.database.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound('common.error.orderNotFound');
  return order;
}

/** The screen PDF of the order's book (whatever its version). */
export async function renderBookPdf(
  app: FastifyInstance,
  orderId: string,
): Promise<{ pdf: Buffer; pageCount: number }> {
  const book = await loadBook(app, await orderById(app, orderId));
  return { pdf: await screenPdf(book, app.config.siteName), pageCount: book.pageCount };
}

/** What the order's version needs: the screen PDF, or the print interior and cover. */
export async function renderBookFiles(app: FastifyInstance, orderId: string): Promise<BookFiles> {
  const order = await orderById(app, orderId);
  const book = await loadBook(app, order);
  const author = app.config.siteName;
  if (!isPhysicalVersion(order.version)) return { pdf: await screenPdf(book, author), pageCount: book.pageCount };
  // One after the other: the cover reuses the interior's cached pictures' drawings, and the two together
  // would hold twice the memory.
  const pdf = await printInteriorPdf(book, author);
  const cover = await printCoverPdf(book, author, order.version);
  return { pdf, cover, pageCount: book.pageCount };
}
