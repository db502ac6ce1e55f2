import { Card, Empty, Grid, Pagination, type PaginationProps, Skeleton, Table } from 'antd';
import { type Key, type ReactNode, useEffect, useRef } from 'react';

/** One column of a table, one labelled line of a card. */
export interface Field<Row> {
  key: string;
  title: string;
  render: (row: Row) => ReactNode;
  align?: 'right';
  /** True when the row has nothing here: the table shows its dash, the card leaves the line out. */
  blank?: (row: Row) => boolean;
}

/**
 * The dashboard's lists: a table on a wide screen, and on a phone (narrower than antd's `md`, 768 px) a card per
 * row, headed by the `titleKey` field, with the other columns as labelled lines, so nothing scrolls sideways.
 * `label` names the table or the list for screen readers.
 */
export function ResponsiveTable<Row extends { id: Key }>({
  label,
  fields,
  rows,
  titleKey,
  loading,
  pagination,
  empty,
}: {
  label: string;
  fields: Field<Row>[];
  rows: readonly Row[] | undefined;
  titleKey: string;
  loading: boolean;
  pagination: PaginationProps | false;
  empty: string;
}) {
  const screens = Grid.useBreakpoint();
  const box = useRef<HTMLDivElement>(null);
  // A table wider than its box scrolls sideways: keyboard users reach the scroll by Tab (WCAG 2.1.1).
  useEffect(() => {
    const content = box.current?.querySelector<HTMLElement>('.amb-table-content');
    if (!content) return;
    if (content.scrollWidth > content.clientWidth) content.tabIndex = 0;
    else content.removeAttribute('tabindex');
  });
  if (screens.md !== false) {
    return (
      <div className="ap-table" ref={box}>
        <Table<Row>
          rowKey="id"
          aria-label={label}
          columns={fields.map(({ key, title, align, render }) => ({
            key,
            title,
            align,
            render: (_: unknown, row: Row) => render(row),
          }))}
          dataSource={rows}
          loading={loading}
          pagination={pagination}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: empty }}
        />
      </div>
    );
  }
  if (!rows) return <Skeleton active />;
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  const heading = fields.find((field) => field.key === titleKey);
  const lines = fields.filter((field) => field !== heading);
  return (
    <>
      <ul className="ap-cards" aria-label={label} aria-busy={loading}>
        {rows.map((row) => (
          <li key={row.id}>
            <Card size="small" title={heading?.render(row)}>
              <dl className="ap-fields">
                {lines
                  .filter((field) => !field.blank?.(row))
                  .map((field) => (
                    <div key={field.key}>
                      <dt>{field.title}</dt>
                      <dd>{field.render(row)}</dd>
                    </div>
                  ))}
              </dl>
            </Card>
          </li>
        ))}
      </ul>
      {pagination && <Pagination className="ap-cards__pages" simple {...pagination} />}
    </>
  );
}
