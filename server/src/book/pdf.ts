/**
 * The finished book as a PDF, for the fulfilment job (which stores and e-mails it). Rendering changes
 * nothing about the order.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../db/schema';
import { notFound } from '../lib/http-error';
import { type Book, loadBook } from './book';
import { pagesToPdf } from './render-pdf';

export async function bookPdf(book: Book, author: string): Promise<Buffer> {
  return pagesToPdf(book.pages, { title: book.text.title, author, language: book.text.locale });
}

export async function renderBookPdf(
  app: FastifyInstance,
  orderId: string,
): Promise<{ pdf: Buffer; pageCount: number }> {
  const [order] = await app.database.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw notFound('common.error.orderNotFound');
  const book = await loadBook(app, order, 'print');
  return { pdf: await bookPdf(book, app.config.siteName), pageCount: book.pageCount };
}
