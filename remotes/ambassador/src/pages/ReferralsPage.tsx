import { DateText, ErrorNotice, Page } from '@shop/shared';
import { FRESH_ON_OPEN, type Referral, useGetReferralsQuery } from '../api';
import { useServerPaging } from '../components/paging';
import { type Field, ResponsiveTable } from '../components/ResponsiveTable';
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
  const fields: Field<Referral>[] = [
    { key: 'name', title: t('ambassador.column.name'), render: (row) => row.name },
    {
      key: 'type',
      title: t('ambassador.column.type'),
      render: (row) => <Message id={REFERRED_TYPE[row.referred_type]} />,
    },
    { key: 'status', title: t('ambassador.column.status'), render: (row) => <StatusTag status={row.status} /> },
    { key: 'date', title: t('ambassador.column.date'), render: (row) => <DateText value={row.created_at} /> },
    { key: 'rewards', title: t('ambassador.column.rewards'), align: 'right', render: (row) => dollars(row.rewards) },
  ];
  return (
    <Page title={t('ambassador.referrals.title')} noindex>
      <p className="ap-lead">
        <Message id="ambassador.referrals.intro" />
      </p>
      {error ? (
        <ErrorNotice error={error} onRetry={refetch} />
      ) : (
        <ResponsiveTable<Referral>
          label={t('ambassador.referrals.title')}
          fields={fields}
          titleKey="name"
          rows={data?.referrals}
          loading={isFetching}
          pagination={pagination(data?.meta)}
          empty={t('ambassador.referrals.empty')}
        />
      )}
    </Page>
  );
}
