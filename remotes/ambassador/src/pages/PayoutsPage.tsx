import { DateText, ErrorNotice, Link, Page, useShop } from '@shop/shared';
import { Alert, Button, Card, Form, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  FRESH_ON_OPEN,
  type Payout,
  useGetBankDetailsQuery,
  useGetPayoutsQuery,
  useRequestPayoutMutation,
} from '../api';
import { bankDetailLabel } from '../components/bank-label';
import { useServerPaging } from '../components/paging';
import { StatusTag } from '../components/StatusTag';
import { useDollars } from '../money';
import { failureText } from './failure';

function RequestPayout({ available }: { available: number | undefined }) {
  const intl = useIntl();
  const dollars = useDollars();
  const { localize } = useShop();
  const { data: details } = useGetBankDetailsQuery();
  const [chosen, setChosen] = useState<string>();
  const [request, { isLoading }] = useRequestPayoutMutation();
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string }>();
  const bankDetailId = chosen ?? details?.[0]?.id;

  const onRequest = async () => {
    if (!bankDetailId) return;
    setOutcome(undefined);
    const result = await request({ bankDetailId });
    if (result.data) {
      const amount = dollars(result.data.reward_payout.amount);
      setOutcome({ type: 'success', text: intl.formatMessage({ id: 'ambassador.payouts.requested' }, { amount }) });
    } else {
      setOutcome({ type: 'error', text: failureText(result.error, intl, 'common.error.generic') });
    }
  };

  return (
    <Card title={intl.formatMessage({ id: 'ambassador.payouts.requestTitle' })} className="ap-card">
      <p className="ap-balance">
        <FormattedMessage
          id="ambassador.payouts.available"
          values={{ amount: <strong>{dollars(available ?? 0)}</strong> }}
        />
      </p>
      {details && details.length === 0 ? (
        <p>
          <FormattedMessage id="ambassador.payouts.noMethod" />{' '}
          <Link to={localize('/dashboard/payment-methods')}>
            <FormattedMessage id="ambassador.bank.add" />
          </Link>
        </p>
      ) : (
        <Form layout="vertical" name="payout" onFinish={onRequest}>
          <Form.Item label={intl.formatMessage({ id: 'ambassador.payouts.payTo' })} htmlFor="payout-method">
            <Select
              id="payout-method"
              value={bankDetailId}
              onChange={setChosen}
              options={details?.map((detail) => ({ value: detail.id, label: bankDetailLabel(detail, intl) }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isLoading} disabled={!bankDetailId || !available}>
            <FormattedMessage id="ambassador.payouts.request" />
          </Button>
        </Form>
      )}
      {outcome && (
        <Alert
          type={outcome.type}
          showIcon
          title={outcome.text}
          role={outcome.type === 'error' ? 'alert' : 'status'}
          className="ap-alert"
        />
      )}
    </Card>
  );
}

export function PayoutsPage() {
  const intl = useIntl();
  const dollars = useDollars();
  const { args, pagination } = useServerPaging();
  const { data, error, isFetching, refetch } = useGetPayoutsQuery(args, FRESH_ON_OPEN);
  const title = (id: string) => intl.formatMessage({ id: `ambassador.column.${id}` });
  const date = (value: string | null) => <DateText value={value} />;
  const columns: TableColumnsType<Payout> = [
    { key: 'amount', title: title('amount'), align: 'right', render: (_, row) => dollars(row.amount) },
    { key: 'status', title: title('status'), render: (_, row) => <StatusTag status={row.status} /> },
    {
      key: 'method',
      title: intl.formatMessage({ id: 'ambassador.bank.method' }),
      render: (_, row) => <FormattedMessage id={`ambassador.method.${row.payment_method}`} />,
    },
    { key: 'paidTo', title: title('paidTo'), dataIndex: 'destination' },
    { key: 'date', title: title('date'), render: (_, row) => date(row.created_at) },
    { key: 'paidAt', title: title('paidAt'), render: (_, row) => date(row.paid_at) },
  ];
  return (
    <Page title={intl.formatMessage({ id: 'ambassador.payouts.title' })} noindex>
      <RequestPayout available={data?.available_balance} />
      {error ? (
        <ErrorNotice error={error} onRetry={refetch} />
      ) : (
        <Table<Payout>
          rowKey="id"
          columns={columns}
          dataSource={data?.reward_payouts}
          loading={isFetching}
          pagination={pagination(data?.meta)}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: intl.formatMessage({ id: 'ambassador.payouts.empty' }) }}
        />
      )}
    </Page>
  );
}
