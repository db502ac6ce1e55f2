/**
 * Where the shop's own pictures live and how each book's pictures are named. The files are produced
 * offline (server/assets/books/<slug>/) and served under /media/ by the media plugin.
 */
import { fileURLToPath } from 'node:url';

export const ASSETS_ROOT = fileURLToPath(new URL('../../assets', import.meta.url));
export const MEDIA_PREFIX = '/media/';
/**
 * Pictures the team uploads (book covers) live in the shop's Storage, not in the repository; their asset paths
 * (also their storage keys) start with this and their file names carry a content hash.
 */
export const UPLOADS_PREFIX = 'uploads/';

export const COVER_SIZE = { width: 600, height: 800 } as const;
export const PAGE_SIZE = { width: 1000, height: 700 } as const;
export const SAMPLE_PAGE_COUNT = 3;

/** Paths relative to the assets root, as stored in the books table. */
export function bookImagePaths(slug: string): { cover: string; pages: string[] } {
  return {
    cover: `books/${slug}/cover.webp`,
    pages: Array.from({ length: SAMPLE_PAGE_COUNT }, (_, index) => `books/${slug}/page-${index + 1}.webp`),
  };
}
