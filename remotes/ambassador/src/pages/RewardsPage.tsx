import { DateText, ErrorNotice, Page } from '@shop/shared';
import { FRESH_ON_OPEN, type Reward, useGetRewardsQuery } from '../api';
import { Dollars } from '../components/Dollars';
import { useServerPaging } from '../components/paging';
import { type Field, ResponsiveTable } from '../components/ResponsiveTable';
import { StatusTag } from '../components/StatusTag';
import { Message, useT } from '../intl';
import type { AmbassadorMessageId } from '../messages';
import { useDollars, useMoney } from '../money';

const KIND = {
  direct: 'ambassador.kind.direct',
  indirect: 'ambassador.kind.indirect',
  reversal: 'ambassador.kind.reversal',
} as const satisfies Record<Reward['kind'], AmbassadorMessageId>;

export function RewardsPage() {
  const t = useT();
  const dollars = useDollars();
  const { args, pagination } = useServerPaging();
  const { data, error, isFetching, refetch } = useGetRewardsQuery(args, FRESH_ON_OPEN);
  const date = (value: string | null) => <DateText value={value} />;
  const money = useMoney();
  const noAvailableDate = (row: Reward) => row.kind === 'reversal' || row.status === 'reversed';
  /** What the entry is about: the order and its amount, or for a clawback what was refunded of which reward. */
  const about = (row: Reward): string => {
    const { order, reversal_of: reversalOf } = row;
    if (row.kind === 'reversal' && reversalOf) {
      const values = { amount: dollars(-row.amount), reward: dollars(reversalOf.reward) };
      return order
        ? t('ambassador.rewards.clawback', {
            ...values,
            number: order.number,
            refunded: money(order.amount, order.currency),
          })
        : t('ambassador.rewards.clawbackNoOrder', values);
    }
    return order
      ? t('ambassador.rewards.order', { number: order.number, amount: money(order.amount, order.currency) })
      : '—';
  };
  const fields: Field<Reward>[] = [
    { key: 'referral', title: t('ambassador.column.referral'), render: (row) => row.referral?.name ?? '—' },
    { key: 'kind', title: t('ambassador.column.kind'), render: (row) => <Message id={KIND[row.kind]} /> },
    {
      key: 'order',
      title: t('ambassador.column.order'),
      render: (row) => (
        <span className={row.kind === 'reversal' ? 'ap-order ap-clawback' : 'ap-order'}>{about(row)}</span>
      ),
      blank: (row) => !row.order && !row.reversal_of,
    },
    {
      key: 'amount',
      title: t('ambassador.column.amount'),
      align: 'right',
      render: (row) => <Dollars cents={row.amount} />,
    },
    { key: 'status', title: t('ambassador.column.status'), render: (row) => <StatusTag status={row.status} /> },
    { key: 'date', title: t('ambassador.column.date'), render: (row) => date(row.created_at) },
    {
      key: 'availableAt',
      title: t('ambassador.column.availableAt'),
      render: (row) => (noAvailableDate(row) ? '—' : date(row.available_at)),
      blank: (row) => noAvailableDate(row) || !row.available_at,
    },
    {
      key: 'paidAt',
      title: t('ambassador.column.paidAt'),
      render: (row) => date(row.paid_at),
      blank: (row) => !row.paid_at,
    },
  ];
  return (
    <Page title={t('ambassador.rewards.title')} noindex>
      <p className="ap-lead">
        <Message id="ambassador.rewards.intro" />
      </p>
      {error ? (
        <ErrorNotice error={error} onRetry={refetch} />
      ) : (
        <ResponsiveTable<Reward>
          label={t('ambassador.rewards.title')}
          fields={fields}
          titleKey="referral"
          rows={data?.rewards}
          loading={isFetching}
          pagination={pagination(data?.meta)}
          empty={t('ambassador.rewards.empty')}
        />
      )}
    </Page>
  );
}
