/**
 * Every back-office table keeps its query in the URL (page, per_page, sort, order and its filters), so
 * a reload, the back button or a shared link shows the same rows. The server does the paging, filtering
 * and sorting; these pure functions translate between the URL and antd's Table.
 */
import type { ListArgs } from '../api';

export const PER_PAGE_OPTIONS = [20, 50, 100] as const;
export const DEFAULT_PER_PAGE = 20;

/** The API query of a URL: every non-empty parameter, as the server takes it. */
export function argsFromSearch(search: URLSearchParams): ListArgs {
  const args: ListArgs = {};
  for (const [key, value] of search) if (value.trim() !== '') args[key] = value.trim();
  return args;
}

/** The URL after `changes` (undefined or '' removes a key); a new filter starts again at page 1. */
export function withChanges(
  search: URLSearchParams,
  changes: Record<string, string | undefined>,
  { keepPage = false } = {},
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!keepPage && !('page' in changes)) next.delete('page');
  return next;
}

export interface TableChange {
  current?: number | undefined;
  pageSize?: number | undefined;
  field?: string | undefined;
  order?: 'ascend' | 'descend' | null | undefined;
}

/** antd's onChange (page, page size, sorter) as URL changes; a new page size starts at page 1. */
export function tableChanges(search: URLSearchParams, change: TableChange): Record<string, string | undefined> {
  const perPage = String(change.pageSize ?? DEFAULT_PER_PAGE);
  const sizeChanged = perPage !== (search.get('per_page') ?? String(DEFAULT_PER_PAGE));
  const page = sizeChanged ? 1 : (change.current ?? 1);
  return {
    page: page === 1 ? undefined : String(page),
    per_page: perPage === String(DEFAULT_PER_PAGE) ? undefined : perPage,
    sort: change.order ? change.field : undefined,
    order: change.order ? (change.order === 'ascend' ? 'asc' : 'desc') : undefined,
  };
}

/** The sort arrow a column shows for the URL's sort. */
export function sortOrderOf(search: URLSearchParams, field: string): 'ascend' | 'descend' | null {
  if (search.get('sort') !== field) return null;
  return search.get('order') === 'asc' ? 'ascend' : 'descend';
}
