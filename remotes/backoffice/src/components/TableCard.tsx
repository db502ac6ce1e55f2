import { Card, type TableProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { ResponsiveTable } from './ResponsiveTable';

/**
 * A detail page's list in a card: a small table under the card's title, which also names the table for
 * screen readers, and `empty` as what an empty list says; `children` go under the table (its actions). Cards on
 * a phone (ResponsiveTable).
 */
export function TableCard<Row extends { id: Key }>({
  title,
  empty,
  rows,
  columns,
  pagination,
  children,
}: {
  title: string;
  empty: string;
  rows: readonly Row[];
  columns: TableProps<Row>['columns'];
  pagination?: false;
  children?: ReactNode;
}) {
  return (
    <Card title={title}>
      <ResponsiveTable<Row>
        rowKey="id"
        size="small"
        pagination={pagination}
        aria-label={title}
        dataSource={rows}
        locale={{ emptyText: empty }}
        columns={columns}
      />
      {children}
    </Card>
  );
}
