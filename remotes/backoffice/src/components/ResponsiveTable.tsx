import { Empty, Pagination, Spin, Table, type TableColumnType, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { isValidElement } from 'react';
import { useNarrow } from './useNarrow';

/**
 * The console's one table: antd's Table on a wide screen, a list of cards on a phone, from the same column
 * definitions, so a page writes its columns once. On a desk the table fits its box: columns wrap their text
 * (no max-content width that pushes the last column, often the actions, out of sight) and only what cannot
 * wrap scrolls inside the table. On a phone each row is a card whose lines are the columns' titles and cells.
 *
 * Use it wherever a page would use antd's Table, with the same props (`{...list.tableProps(data, isFetching)}`,
 * `columns`, `aria-label`, `locale.emptyText`); a column whose title should not repeat on every card (the
 * row's name, its actions) sets `className: 'bo-col-head'` or `'bo-col-actions'`.
 */
export function ResponsiveTable<Row extends object>(props: TableProps<Row>) {
  const narrow = useNarrow();
  const { scroll: _scroll, ...rest } = props;
  if (!narrow) return <Table<Row> {...rest} className="bo-fit-table" tableLayout="auto" scroll={{ x: true }} />;
  return <CardList<Row> {...rest} />;
}

type Column<Row> = TableColumnType<Row> & { children?: Column<Row>[] };

/** Column groups as their leaf columns: a card has no headers above headers. */
function leaves<Row>(columns: readonly Column<Row>[]): Column<Row>[] {
  return columns.flatMap((column) => (column.children ? leaves(column.children) : [column]));
}

/** A row's value at a column's dataIndex ('status' or ['ambassador', 'name']). */
function valueAt(row: object, dataIndex: TableColumnType<object>['dataIndex']): unknown {
  if (dataIndex === undefined || dataIndex === null) return undefined;
  const path = Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  let value: unknown = row;
  for (const key of path)
    value = value === null || value === undefined ? value : (value as Record<string, unknown>)[key];
  return value;
}

function cellOf<Row extends object>(column: Column<Row>, row: Row, index: number): ReactNode {
  const value = valueAt(row, column.dataIndex as TableColumnType<object>['dataIndex']);
  const rendered = column.render ? column.render(value, row, index) : value;
  // antd lets render answer { children, props } to span cells; a card only needs the children.
  if (rendered && typeof rendered === 'object' && !isValidElement(rendered) && 'children' in rendered) {
    return (rendered as { children: ReactNode }).children;
  }
  return rendered as ReactNode;
}

function titleOf<Row>(column: Column<Row>): ReactNode {
  return typeof column.title === 'function' ? column.title({}) : column.title;
}

function keyOf<Row extends object>(rowKey: TableProps<Row>['rowKey'], row: Row, index: number): Key {
  if (typeof rowKey === 'function') return rowKey(row, index);
  const key = (row as Record<string, unknown>)[typeof rowKey === 'string' ? rowKey : 'key'];
  return typeof key === 'string' || typeof key === 'number' ? key : index;
}

function CardList<Row extends object>({
  dataSource,
  columns,
  rowKey = 'id',
  loading,
  pagination,
  onChange,
  locale,
  ...rest
}: Omit<TableProps<Row>, 'scroll'>) {
  const rows = dataSource ?? [];
  const shown = leaves((columns ?? []) as Column<Row>[]).filter((column) => !column.hidden);
  const label = (rest as { 'aria-label'?: string })['aria-label'];
  const busy = typeof loading === 'object' ? Boolean(loading.spinning) : Boolean(loading);
  return (
    <Spin spinning={busy}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={locale?.emptyText as ReactNode} />
      ) : (
        <ul className="bo-rowcards" aria-label={label}>
          {rows.map((row, index) => {
            const head = shown.filter((column) => column.className === 'bo-col-head');
            const actions = shown.filter((column) => column.className === 'bo-col-actions');
            const lines = shown.filter((column) => !head.includes(column) && !actions.includes(column));
            return (
              <li key={keyOf(rowKey, row, index)} className="bo-rowcard">
                {head.map((column, at) => (
                  <div key={String(column.key ?? column.dataIndex ?? at)} className="bo-rowcard-title">
                    {cellOf(column, row, index)}
                  </div>
                ))}
                <dl>
                  {lines.map((column, at) => (
                    <div key={String(column.key ?? column.dataIndex ?? at)} className="bo-rowcard-line">
                      <dt>{titleOf(column)}</dt>
                      <dd>{cellOf(column, row, index) ?? '—'}</dd>
                    </div>
                  ))}
                </dl>
                {actions.map((column, at) => (
                  <div key={String(column.key ?? column.dataIndex ?? at)} className="bo-rowcard-buttons">
                    {cellOf(column, row, index)}
                  </div>
                ))}
              </li>
            );
          })}
        </ul>
      )}
      {pagination && (pagination.total ?? 0) > (pagination.pageSize ?? 10) && (
        <Pagination
          className="bo-rowcards-pages"
          simple
          {...pagination}
          showSizeChanger={false}
          onChange={(current, pageSize) =>
            onChange?.({ ...pagination, current, pageSize }, {}, [], {
              action: 'paginate',
              currentDataSource: [...rows],
            })
          }
        />
      )}
    </Spin>
  );
}
