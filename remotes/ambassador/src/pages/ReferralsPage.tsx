import { DateText, ErrorNotice, Page } from '@shop/shared';
import { Table, type TableColumnsType } from 'antd';
import { FRESH_ON_OPEN, type Referral, useGetReferralsQuery } from '../api';
import { useServerPaging } from '../components/paging';
import { StatusTag } from '../components/StatusTag';
import { Message, useT } from '../intl';
import type { AmbassadorMessageId } from '../messages';
import { useDollars } from '../money';

const REFERRED_TYPE = {
  order: 'ambassador.referredType.order',
  brandambassador: 'ambassador.referredType.brandambassador',
} as const satisfies Record<Referral['referred_type'], AmbassadorMessageId>;

export function ReferralsPage() {
  const t = useT();
  const dollars = useDollars();
  const { args, pagination } = useServerPaging();
  const { data, error, isFetching, refetch } = useGetReferralsQuery(args, FRESH_ON_OPEN);
  const columns: TableColumnsType<Referral> = [
    { key: 'name', title: t('ambassador.column.name'), dataIndex: 'name' },
    {
      key: 'type',
      title: t('ambassador.column.type'),
      render: (_, row) => <Message id={REFERRED_TYPE[row.referred_type]} />,
    },
    { key: 'status', title: t('ambassador.column.status'), render: (_, row) => <StatusTag status={row.status} /> },
    {
      key: 'date',
      title: t('ambassador.column.date'),
      render: (_, row) => <DateText value={row.created_at} />,
    },
    { key: 'rewards', title: t('ambassador.column.rewards'), align: 'right', render: (_, row) => dollars(row.rewards) },
  ];
  return (
    <Page title={t('ambassador.referrals.title')} noindex>
      <p className="ap-lead">
        <Message id="ambassador.referrals.intro" />
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
          locale={{ emptyText: t('ambassador.referrals.empty') }}
        />
      )}
    </Page>
  );
}
