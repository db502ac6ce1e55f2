import { DateText, ErrorNotice, Page } from '@shop/shared';
import { Table, type TableColumnsType } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { FRESH_ON_OPEN, type Referral, useGetReferralsQuery } from '../api';
import { useServerPaging } from '../components/paging';
import { StatusTag } from '../components/StatusTag';
import { useDollars } from '../money';

export function ReferralsPage() {
  const intl = useIntl();
  const dollars = useDollars();
  const { args, pagination } = useServerPaging();
  const { data, error, isFetching, refetch } = useGetReferralsQuery(args, FRESH_ON_OPEN);
  const title = (id: string) => intl.formatMessage({ id: `ambassador.column.${id}` });
  const columns: TableColumnsType<Referral> = [
    { key: 'name', title: title('name'), dataIndex: 'name' },
    {
      key: 'type',
      title: title('type'),
      render: (_, row) => <FormattedMessage id={`ambassador.referredType.${row.referred_type}`} />,
    },
    { key: 'status', title: title('status'), render: (_, row) => <StatusTag status={row.status} /> },
    {
      key: 'date',
      title: title('date'),
      render: (_, row) => <DateText value={row.created_at} />,
    },
    { key: 'rewards', title: title('rewards'), align: 'right', render: (_, row) => dollars(row.rewards) },
  ];
  return (
    <Page title={intl.formatMessage({ id: 'ambassador.referrals.title' })} noindex>
      <p className="ap-lead">
        <FormattedMessage id="ambassador.referrals.intro" />
      </p>
      {error ? (
        <ErrorNotice error={error} onRetry={refetch} />
      ) : (
        <Table<Referral>
          rowKey="id"
          columns={columns}
          dataSource={data?.referrals}
          loading={isFetching}
          pagination={pagination(data?.meta)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: intl.formatMessage({ id: 'ambassador.referrals.empty' }) }}
        />
      )}
    </Page>
  );
}
