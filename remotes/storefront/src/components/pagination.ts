/** The numbers behind the explore page's pagination; pure, so the arithmetic is tested on its own. */

export interface PageInfo {
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
}

/**
 * The items shown on this page, counted from 1: page 2 of 12 per page with 30 items shows 13 to 24.
 * No items, or a page past the end, shows 0 to 0.
 */
export function shownRange({ page, per_page, total }: PageInfo): { from: number; to: number; total: number } {
  const safeTotal = Math.max(0, Math.floor(total));
  const first = (Math.max(1, page) - 1) * Math.max(1, per_page) + 1;
  if (safeTotal === 0 || first > safeTotal) return { from: 0, to: 0, total: safeTotal };
  return { from: first, to: Math.min(first + per_page - 1, safeTotal), total: safeTotal };
}

export type PageItem = number | 'gap';

/**
 * Page links to show: always the first and last, the current one with `siblings` either side, and a gap
 * where pages are left out. A gap never stands for a single page (that page is shown instead), so the
 * row has a steady length while paging: 1 … 4 5 6 … 20.
 */
export function pageItems(current: number, totalPages: number, siblings = 1): PageItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  // First, last, current, siblings and two gaps.
  const slots = 2 * siblings + 5;
  if (totalPages <= slots) return Array.from({ length: totalPages }, (_, i) => i + 1);

  let start = Math.max(2, page - siblings);
  let end = Math.min(totalPages - 1, page + siblings);
  // Near either end, show more pages on the other side instead of a gap standing for one page.
  if (start <= 3) {
    start = 2;
    end = slots - 2;
  }
  if (end >= totalPages - 2) {
    end = totalPages - 1;
    start = totalPages - (slots - 3);
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < totalPages - 1) items.push('gap');
  items.push(totalPages);
  return items;
}
