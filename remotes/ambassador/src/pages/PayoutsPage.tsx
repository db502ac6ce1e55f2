import {
  apiUrl,
  DateText,
  ErrorNotice,
  formatDate,
  Link,
  Page,
  selectToken,
  useAppSelector,
  useShop,
} from '@shop/shared';
import { Alert, Button, Card, Descriptions, Form, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import {
  FRESH_ON_OPEN,
  type Payout,
  useGetBankDetailsQuery,
  useGetPayoutsQuery,
  useRequestPayoutMutation,
} from '../api';
import { bankDetailLabel } from '../components/bank-label';
import { Dollars } from '../components/Dollars';
import { METHOD_NAME } from '../components/labels';
import { type Outcome, OutcomeAlert } from '../components/OutcomeAlert';
import { useServerPaging } from '../components/paging';
import { type Field, ResponsiveTable } from '../components/ResponsiveTable';
import { StatusTag } from '../components/StatusTag';
import { Message, useT } from '../intl';
import { useDollars } from '../money';
import { failureText } from './failure';

/**
 * The whole available balance to one saved method, once it reaches the minimum; a dialog shows the amount
 * and where it goes before anything is sent, since a request cannot be taken back.
 */
function RequestPayout({ available, minimum }: { available: number | undefined; minimum: number | undefined }) {
  const t = useT();
  const dollars = useDollars();
  const { localize } = useShop();
  const { data: details } = useGetBankDetailsQuery();
  const [chosen, setChosen] = useState<string>();
  const [request, { isLoading }] = useRequestPayoutMutation();
  const [outcome, setOutcome] = useState<Outcome>();
  const [confirming, setConfirming] = useState(false);
  const bankDetailId = chosen ?? details?.[0]?.id;
  const detail = details?.find((entry) => entry.id === bankDetailId);
  const belowMinimum = available !== undefined && minimum !== undefined && available > 0 && available < minimum;

  const onRequest = async () => {
    if (!bankDetailId) return;
    setOutcome(undefined);
    const result = await request({ bankDetailId });
    setConfirming(false);
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
        <Message
          id="ambassador.payouts.available"
          values={{
            amount: (
              <strong>
                <Dollars cents={available ?? 0} />
              </strong>
            ),
          }}
        />
      </p>
      {minimum !== undefined && (
        <p className="ap-muted">
          <Message id="ambassador.payouts.minimum" values={{ amount: dollars(minimum) }} />
        </p>
      )}
      {belowMinimum && minimum !== undefined && (
        <Alert
          className="ap-alert"
          type="info"
          showIcon
          message={t('ambassador.payouts.belowMinimum', { amount: dollars(minimum) })}
        />
      )}
      {details && details.length === 0 ? (
        <p>
          <Message id="ambassador.payouts.noMethod" />{' '}
          <Link to={localize('/dashboard/payment-methods')}>
            <Message id="ambassador.bank.add" />
          </Link>
        </p>
      ) : (
        <Form layout="vertical" name="payout" onFinish={() => setConfirming(true)}>
          <Form.Item label={t('ambassador.payouts.payTo')} htmlFor="payout-method">
            <Select
              id="payout-method"
              value={bankDetailId}
              onChange={setChosen}
              options={details?.map((detail) => ({ value: detail.id, label: bankDetailLabel(detail, t) }))}
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={isLoading}
            disabled={!bankDetailId || !available || belowMinimum}
          >
            <Message id="ambassador.payouts.request" />
          </Button>
        </Form>
      )}
      <OutcomeAlert outcome={outcome} />
      <Modal
        open={confirming && detail !== undefined}
        title={t('ambassador.payouts.confirmTitle')}
        okText={t('ambassador.payouts.confirm', { amount: dollars(available ?? 0) })}
        cancelText={t('ambassador.payouts.cancel')}
        onOk={onRequest}
        onCancel={() => setConfirming(false)}
        confirmLoading={isLoading}
        destroyOnHidden
      >
        {detail && (
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'amount',
                label: t('ambassador.payouts.confirmAmount'),
                children: (
                  <strong>
                    <Dollars cents={available ?? 0} />
                  </strong>
                ),
              },
              {
                key: 'to',
                label: t('ambassador.payouts.confirmTo'),
                children: (
                  <span>
                    {bankDetailLabel(detail, t)}
                    {detail.account_holder_name && (
                      <>
                        <br />
                        {detail.account_holder_name}
                      </>
                    )}
                  </span>
                ),
              },
            ]}
          />
        )}
        <p className="ap-muted">
          <Message id="ambassador.payouts.confirmNote" />
        </p>
      </Modal>
    </Card>
  );
}

/** The last twelve calendar months, newest first, as 'YYYY-MM' (UTC, like the statements). */
function lastMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, index) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - index, 1)).toISOString().slice(0, 7),
  );
}

/** Monthly statements: fetched with the bearer token (a plain link would carry none) and saved as a file. */
function Statements() {
  const t = useT();
  const { locale } = useShop();
  const token = useAppSelector(selectToken);
  const months = lastMonths();
  const [month, setMonth] = useState(months[0] ?? '');
  const [busy, setBusy] = useState<'csv' | 'pdf'>();
  const [failed, setFailed] = useState(false);
  const monthName = (value: string) => formatDate(`${value}-01T00:00:00Z`, locale, 'monthYear', 'UTC');

  const download = async (format: 'csv' | 'pdf') => {
    setBusy(format);
    setFailed(false);
    try {
      const response = await fetch(apiUrl(`/referrals/statements/${month}?format=${format}`), {
        headers: { Authorization: `Bearer ${token ?? ''}`, 'Accept-Language': locale },
      });
      if (!response.ok) throw new Error(`statement: ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `statement-${month}.${format}`;
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      setFailed(true);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Card title={t('ambassador.statements.title')} className="ap-card">
      <p className="ap-muted">
        <Message id="ambassador.statements.intro" />
      </p>
      <Space wrap>
        <Select
          aria-label={t('ambassador.statements.month')}
          value={month}
          onChange={setMonth}
          options={months.map((value) => ({ value, label: monthName(value) }))}
          style={{ minWidth: 180 }}
        />
        <Button onClick={() => download('pdf')} loading={busy === 'pdf'}>
          <Message id="ambassador.statements.pdf" />
        </Button>
        <Button onClick={() => download('csv')} loading={busy === 'csv'}>
          <Message id="ambassador.statements.csv" />
        </Button>
      </Space>
      {failed && <Alert className="ap-alert" type="error" showIcon message={t('ambassador.statements.failed')} />}
    </Card>
  );
}

export function PayoutsPage() {
  const t = useT();
  const { args, pagination } = useServerPaging();
  const { data, error, isFetching, refetch } = useGetPayoutsQuery(args, FRESH_ON_OPEN);
  const date = (value: string | null) => <DateText value={value} />;
  const fields: Field<Payout>[] = [
    {
      key: 'amount',
      title: t('ambassador.column.amount'),
      align: 'right',
      render: (row) => <Dollars cents={row.amount} />,
    },
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
    {
      key: 'bankReference',
      title: t('ambassador.column.bankReference'),
      render: (row) => row.bank_reference ?? '—',
      blank: (row) => !row.bank_reference,
    },
  ];
  return (
    <Page title={t('ambassador.payouts.title')} noindex>
      <RequestPayout available={data?.available_balance} minimum={data?.minimum_payout} />
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
      <Statements />
    </Page>
  );
}
