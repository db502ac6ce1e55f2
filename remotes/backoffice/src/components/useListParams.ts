import { useSearchParams } from '@shop/shared';
import type { TablePaginationConfig, TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useMemo } from 'react';
import type { ListAnswer } from '../api';
import {
  argsFromSearch,
  DEFAULT_PER_PAGE,
  PER_PAGE_OPTIONS,
  sortOrderOf,
  tableChanges,
  withChanges,
} from './list-params';

/** A server-paged table's state in the URL, with the props its antd Table needs (list-params.ts). */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const args = useMemo(() => argsFromSearch(search), [search]);

  const set = (changes: Record<string, string | undefined>) =>
    setSearch(withChanges(search, changes), { replace: true });

  function tableProps<T>(answer: ListAnswer<T> | undefined, loading: boolean): Partial<TableProps<T>> {
    const pagination: TablePaginationConfig = {
      current: Number(search.get('page') ?? 1),
      pageSize: Number(search.get('per_page') ?? DEFAULT_PER_PAGE),
      total: answer?.total ?? 0,
      showSizeChanger: true,
      pageSizeOptions: PER_PAGE_OPTIONS.map(String),
    };
    return {
      dataSource: answer?.items ?? [],
      loading,
      pagination,
      rowKey: 'id' as never,
      onChange: (page, _filters, sorter) => {
        const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
        // A column whose API sort name differs from its data field names it as its key.
        const key = one?.columnKey ?? one?.field;
        const field = typeof key === 'string' ? key : undefined;
        setSearch(
          withChanges(
            search,
            tableChanges(search, { current: page.current, pageSize: page.pageSize, field, order: one?.order }),
            { keepPage: true },
          ),
          { replace: true },
        );
      },
    };
  }

  return { args, search, set, tableProps, sortOrder: (field: string) => sortOrderOf(search, field) };
}
