import { DateText, ErrorNotice, Page } from '@shop/shared';
import { Table, type TableColumnsType } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { FRESH_ON_OPEN, type Reward, useGetRewardsQuery } from '../api';
import { useServerPaging } from '../components/paging';
import { StatusTag } from '../components/StatusTag';
import { useDollars } from '../money';

export function RewardsPage() {
  const intl = useIntl();
  const dollars = useDollars();
  const { args, pagination } = useServerPaging();
  const { data, error, isFetching, refetch } = useGetRewardsQuery(args, FRESH_ON_OPEN);
  const title = (id: string) => intl.formatMessage({ id: `ambassador.column.${id}` });
  const date = (value: string | null) => <DateText value={value} />;
  const columns: TableColumnsType<Reward> = [
    { key: 'referral', title: title('referral'), render: (_, row) => row.referral?.name ?? '—' },
    { key: 'kind', title: title('kind'), render: (_, row) => <FormattedMessage id={`ambassador.kind.${row.kind}`} /> },
    { key: 'amount', title: title('amount'), align: 'right', render: (_, row) => dollars(row.amount) },
    { key: 'status', title: title('status'), render: (_, row) => <StatusTag status={row.status} /> },
    { key: 'date', title: title('date'), render: (_, row) => date(row.created_at) },
    {
      key: 'availableAt',
      title: title('availableAt'),
      render: (_, row) => (row.kind === 'reversal' || row.status === 'reversed' ? '—' : date(row.available_at)),
    },
    { key: 'paidAt', title: title('paidAt'), render: (_, row) => date(row.paid_at) },
  ];
  return (
    <Page title={intl.formatMessage({ id: 'ambassador.rewards.title' })} noindex>
      <p className="ap-lead">
        <FormattedMessage id="ambassador.rewards.intro" />
      </p>
      {error ? (
        <ErrorNotice error={error} onRetry={refetch} />
      ) : (
        <Table<Reward>
          rowKey="id"
          columns={columns}
          dataSource={data?.rewards}
          loading={isFetching}
          pagination={pagination(data?.meta)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: intl.formatMessage({ id: 'ambassador.rewards.empty' }) }}
        />
      )}
    </Page>
  );
}
