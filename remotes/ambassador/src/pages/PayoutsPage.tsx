import { DateText, ErrorNotice, Link, Page, useShop } from '@shop/shared';
import { Button, Card, Form, Select } from 'antd';
import { useState } from 'react';
import {
  FRESH_ON_OPEN,
  type Payout,
  useGetBankDetailsQuery,
  useGetPayoutsQuery,
  useRequestPayoutMutation,
} from '../api';
import { bankDetailLabel } from '../components/bank-label';
import { METHOD_NAME } from '../components/labels';
import { type Outcome, OutcomeAlert } from '../components/OutcomeAlert';
import { useServerPaging } from '../components/paging';
import { type Field, ResponsiveTable } from '../components/ResponsiveTable';
import { StatusTag } from '../components/StatusTag';
import { Message, useT } from '../intl';
import { useDollars } from '../money';
import { failureText } from './failure';

function RequestPayout({ available }: { available: number | undefined }) {
  const t = useT();
  const dollars = useDollars();
  const { localize } = useShop();
  const { data: details } = useGetBankDetailsQuery();
  const [chosen, setChosen] = useState<string>();
  const [request, { isLoading }] = useRequestPayoutMutation();
  const [outcome, setOutcome] = useState<Outcome>();
  const bankDetailId = chosen ?? details?.[0]?.id;

  const onRequest = async () => {
    if (!bankDetailId) return;
    setOutcome(undefined);
    const result = await request({ bankDetailId });
    if (result.data) {
      const amount = dollars(result.data.reward_payout.amount);
      setOutcome({ type: 'success', text: t('ambassador.payouts.requested', { amount }) });
    } else {
      setOutcome({ type: 'error', text: failureText(result.error, t, 'common.error.generic') });
    }
  };

  return (
    <Card title={t('ambassador.payouts.requestTitle')} className="ap-card">
      <p className="ap-balance">
        <Message id="ambassador.payouts.available" values={{ amount: <strong>{dollars(available ?? 0)}</strong> }} />
      </p>
      {details && details.length === 0 ? (
        <p>
          <Message id="ambassador.payouts.noMethod" />{' '}
          <Link to={localize('/dashboard/payment-methods')}>
            <Message id="ambassador.bank.add" />
          </Link>
        </p>
      ) : (
        <Form layout="vertical" name="payout" onFinish={onRequest}>
          <Form.Item label={t('ambassador.payouts.payTo')} htmlFor="payout-method">
            <Select
              id="payout-method"
              value={bankDetailId}
              onChange={setChosen}
              options={details?.map((detail) => ({ value: detail.id, label: bankDetailLabel(detail, t) }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isLoading} disabled={!bankDetailId || !available}>
            <Message id="ambassador.payouts.request" />
          </Button>
        </Form>
      )}
      <OutcomeAlert outcome={outcome} />
    </Card>
  );
}

export function PayoutsPage() {
  const t = useT();
  const dollars = useDollars();
  const { args, pagination } = useServerPaging();
  const { data, error, isFetching, refetch } = useGetPayoutsQuery(args, FRESH_ON_OPEN);
  const date = (value: string | null) => <DateText value={value} />;
  const fields: Field<Payout>[] = [
    { key: 'amount', title: t('ambassador.column.amount'), align: 'right', render: (row) => dollars(row.amount) },
    { key: 'status', title: t('ambassador.column.status'), render: (row) => <StatusTag status={row.status} /> },
    {
      key: 'method',
      title: t('ambassador.bank.method'),
      render: (row) => <Message id={METHOD_NAME[row.payment_method]} />,
    },
    { key: 'paidTo', title: t('ambassador.column.paidTo'), render: (row) => row.destination },
    { key: 'date', title: t('ambassador.column.date'), render: (row) => date(row.created_at) },
    {
      key: 'paidAt',
      title: t('ambassador.column.paidAt'),
      render: (row) => date(row.paid_at),
      blank: (row) => !row.paid_at,
    },
  ];
  return (
    <Page title={t('ambassador.payouts.title')} noindex>
      <RequestPayout available={data?.available_balance} />
      {error ? (
        <ErrorNotice error={error} onRetry={refetch} />
      ) : (
        <ResponsiveTable<Payout>
          label={t('ambassador.payouts.title')}
          fields={fields}
          titleKey="amount"
          rows={data?.reward_payouts}
          loading={isFetching}
          pagination={pagination(data?.meta)}
          empty={t('ambassador.payouts.empty')}
        />
      )}
    </Page>
  );
}
