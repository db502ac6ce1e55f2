import { DateText, ErrorNotice, Link, ORDER_STATUSES, Page } from '@shop/shared';
import type { BookVersion } from '@shop/shared/validation';
import { Table } from 'antd';
import { type OrderListItem, useListOrdersQuery } from '../api';
import { Money, StatusTag, useStatusLabel } from '../components/Cells';
import { VERSION_NAME } from '../components/labels';
import { DayFilter, FilterSelect, SearchBox } from '../components/ListToolbar';
import { useListParams } from '../components/useListParams';
import { useT } from '../intl';

/** Every order, newest first: search by number, e-mail or name; filter by status and day. */
export function OrdersPage() {
  const t = useT();
  const statusLabel = useStatusLabel();
  const list = useListParams();
  const { data, error, isFetching, refetch } = useListOrdersQuery(list.args);
  return (
    <Page title={t('backoffice.orders.title')} noindex>
      <div className="bo-toolbar">
        <SearchBox list={list} placeholderId="backoffice.orders.searchHint" />
        <FilterSelect
          list={list}
          name="status"
          labelId="backoffice.orders.anyStatus"
          values={ORDER_STATUSES}
          labelOf={(status) => statusLabel('order', status)}
        />
        <DayFilter list={list} name="from" labelId="backoffice.list.from" />
        <DayFilter list={list} name="to" labelId="backoffice.list.to" />
      </div>
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      <Table<OrderListItem>
        scroll={{ x: 'max-content' }}
        {...list.tableProps(data, isFetching)}
        aria-label={t('backoffice.orders.title')}
        locale={{ emptyText: t('backoffice.orders.empty') }}
        columns={[
          {
            title: t('backoffice.orders.number'),
            dataIndex: 'order_number',
            render: (number: string, row) => <Link to={row.id}>{number}</Link>,
          },
          {
            title: t('backoffice.orders.status'),
            dataIndex: 'status',
            sorter: true,
            sortOrder: list.sortOrder('status'),
            render: (status: string) => <StatusTag kind="order" status={status} />,
          },
          {
            title: t('backoffice.orders.customer'),
            key: 'customer',
            render: (_, row) => (
              <>
                {row.full_name ?? '—'}
                <br />
                <small>{row.email ?? '—'}</small>
              </>
            ),
          },
          { title: t('backoffice.orders.book'), dataIndex: 'book_name' },
          {
            title: t('backoffice.orders.version'),
            dataIndex: 'version',
            render: (version: BookVersion | null) => (version ? t(VERSION_NAME[version]) : '—'),
          },
          {
            title: t('backoffice.orders.total'),
            dataIndex: 'total',
            align: 'right',
            sorter: true,
            sortOrder: list.sortOrder('total'),
            render: (total: number | null, row) => <Money amount={total} currency={row.currency} />,
          },
          {
            title: t('backoffice.orders.created'),
            dataIndex: 'created_at',
            sorter: true,
            sortOrder: list.sortOrder('created_at') ?? (list.args.sort ? null : 'descend'),
            render: (value: string) => <DateText value={value} time />,
          },
        ]}
      />
    </Page>
  );
}
