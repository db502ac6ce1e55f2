import { useState } from 'react';
import type { PageMeta } from '../api';

/** Spec section 9: lists start on page 1 with 20 rows. */
export const PER_PAGE = 20;

/** Server-side paging for an antd Table: the page to ask for and the table's pagination prop. */
export function useServerPaging() {
  const [page, setPage] = useState(1);
  const pagination = (meta: PageMeta | undefined) => ({
    current: page,
    pageSize: PER_PAGE,
    total: meta?.total ?? 0,
    showSizeChanger: false,
    hideOnSinglePage: true,
    onChange: setPage,
  });
  return { args: { page, perPage: PER_PAGE }, pagination };
}
