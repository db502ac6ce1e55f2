/**
 * The book catalogue held in memory: one query loads every book (the shop sells a few dozen), and each
 * answer (a page of a category in one language, one book, its related books) is built once, marked as
 * prepared and reused until the content changes. The storefront's hottest requests thus touch neither
 * the database nor the JSON serializer.
 *
 * Freshness: an in-process seed clears everything at once (content-events); changes made by another
 * process (a deploy's seed, a manual edit) show within `ttlMs`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { onContentChanged } from '../db/content-events';
import type { Locale } from '../db/schema';
import { prepare } from '../lib/prepared-json';
import type { MediaIndex } from '../media/media-index';
import { bookCard, bookDetail } from './book-json';
import { type BookRow, listAllBooks } from './repository';
import type { BookDetail, BookList, BookPage } from './schemas';

export const ALL_CATEGORIES = 'all';
export const RELATED_LIMIT = 4;
const DEFAULT_TTL_MS = 60_000;
/** Distinct answers kept; beyond it the views are dropped (someone walking through absurd page numbers). */
const MAX_VIEWS = 5_000;

interface Snapshot {
  /** Most popular first, then by slug. */
  rows: BookRow[];
  bySlug: Map<string, BookRow>;
  loadedAt: number;
}

export interface CatalogueOptions {
  db: Db;
  media: MediaIndex;
  log: FastifyBaseLogger;
  ttlMs?: number;
}

export class Catalogue {
  private snapshot: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;
  /** Bumped by invalidate(), so a load that started before it cannot install old content. */
  private generation = 0;
  private readonly views = new Map<string, object>();
  private readonly ttlMs: number;
  private readonly unsubscribe: () => void;

  constructor(private readonly options: CatalogueOptions) {
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.unsubscribe = onContentChanged(() => this.invalidate());
  }

  /** The public URL of a picture's asset path (a shipped one with its hash, or an upload). */
  mediaUrl(path: string): string {
    return this.options.media.url(path);
  }

  invalidate(): void {
    this.generation += 1;
    this.snapshot = undefined;
    this.loading = undefined;
    this.views.clear();
  }

  close(): void {
    this.unsubscribe();
  }

  async list(locale: Locale, category: string, page: number, perPage: number): Promise<BookPage> {
    return this.view(`list|${locale}|${category}|${page}|${perPage}`, ({ rows }) => {
      const inCategory = category === ALL_CATEGORIES ? rows : rows.filter((row) => row.book.categorySlug === category);
      const start = (page - 1) * perPage;
      return {
        books: inCategory.slice(start, start + perPage).map((row) => this.card(row, locale)),
        meta: {
          page,
          per_page: perPage,
          total: inCategory.length,
          total_pages: Math.ceil(inCategory.length / perPage),
        },
      };
    });
  }

  async popular(locale: Locale, limit: number): Promise<BookList> {
    return this.view(`popular|${locale}|${limit}`, ({ rows }) => ({
      books: rows.slice(0, limit).map((row) => this.card(row, locale)),
    }));
  }

  /** Undefined for an unknown slug. */
  async book(locale: Locale, slug: string): Promise<BookDetail | undefined> {
    const row = (await this.current()).bySlug.get(slug);
    if (!row) return undefined;
    return this.view(`book|${locale}|${slug}`, () => bookDetail(row, this.options.media, locale));
  }

  /** Same category first, then the most popular others; never the book itself. Undefined for an unknown slug. */
  async related(locale: Locale, slug: string): Promise<BookList | undefined> {
    const row = (await this.current()).bySlug.get(slug);
    if (!row) return undefined;
    return this.view(`related|${locale}|${slug}`, ({ rows }) => {
      const others = rows.filter((other) => other.book.slug !== slug);
      const sameCategory = others.filter((other) => other.book.categorySlug === row.book.categorySlug);
      const rest = others.filter((other) => other.book.categorySlug !== row.book.categorySlug);
      return {
        books: [...sameCategory, ...rest].slice(0, RELATED_LIMIT).map((other) => this.card(other, locale)),
      };
    });
  }

  private card(row: BookRow, locale: Locale) {
    return bookCard(row, this.options.media, locale);
  }

  private async view<T extends object>(key: string, build: (snapshot: Snapshot) => T): Promise<T> {
    const snapshot = await this.current();
    // The key names the kind of answer, so the entry under it was built by this same `build`.
    const cached = this.views.get(key) as T | undefined;
    if (cached) return cached;
    const value = prepare(build(snapshot));
    if (snapshot !== this.snapshot) return value;
    if (this.views.size >= MAX_VIEWS) this.views.clear();
    this.views.set(key, value);
    return value;
  }

  /**
   * The loaded catalogue. Once loaded, an expired snapshot is still answered from while a fresh one
   * loads in the background (a failed reload keeps the old one and is logged).
   */
  private async current(): Promise<Snapshot> {
    const { snapshot } = this;
    if (snapshot && Date.now() - snapshot.loadedAt < this.ttlMs) return snapshot;
    const loading = this.reload();
    if (!snapshot) return loading;
    loading.catch((error) => this.options.log.error({ err: error }, 'reloading the book catalogue failed'));
    return snapshot;
  }

  private reload(): Promise<Snapshot> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = listAllBooks(this.options.db)
      .then((rows) => {
        const fresh = { rows, bySlug: new Map(rows.map((row) => [row.book.slug, row])), loadedAt: Date.now() };
        if (generation === this.generation) {
          this.snapshot = fresh;
          this.views.clear();
        }
        return fresh;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    this.loading = loading;
    return loading;
  }
}
