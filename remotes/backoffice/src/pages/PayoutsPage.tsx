import { DateText, ErrorNotice, Page } from '@shop/shared';
import { payoutPaidSchema } from '@shop/shared/validation';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import {
  type PayoutStatus,
  payoutsCsvUrl,
  type StaffPayout,
  useGetMeQuery,
  useListPayoutsQuery,
  usePayPayoutMutation,
  useProcessPayoutMutation,
} from '../api';
import { AmbassadorCell, Money, StatusTag, useStatusLabel } from '../components/Cells';
import { FormDialog } from '../components/FormDialog';
import { FilterSelect } from '../components/ListToolbar';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { useAction } from '../components/useAction';
import { useListParams } from '../components/useListParams';
import { useT } from '../intl';

const PAYOUT_STATUSES: readonly PayoutStatus[] = ['pending', 'processing', 'paid'];

/** Downloads through the browser, which sends the session cookie; the server records who took the file. */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The payout desk: pending requests are taken into processing, the processing batch goes to the bank as a
 * CSV file, and each transfer is marked paid with the bank's reference. Moving money is admin-only.
 */
export function PayoutsPage() {
  const t = useT();
  const statusLabel = useStatusLabel();
  const list = useListParams();
  const { data, error, isFetching, refetch } = useListPayoutsQuery(list.args);
  const admin = useGetMeQuery().data?.staff.role === 'admin';
  const [process] = useProcessPayoutMutation();
  const [pay] = usePayPayoutMutation();
  const run = useAction();
  const [paying, setPaying] = useState<StaffPayout | null>(null);

  return (
    <Page title={t('backoffice.payouts.title')} noindex>
      <div className="bo-toolbar">
        <FilterSelect
          list={list}
          name="status"
          labelId="backoffice.payouts.anyStatus"
          values={PAYOUT_STATUSES}
          labelOf={(status) => statusLabel('payout', status)}
        />
        {admin && (
          <Button onClick={() => download(payoutsCsvUrl({ status: 'processing' }))}>
            {t('backoffice.payouts.export')}
          </Button>
        )}
      </div>
      {admin && <p>{t('backoffice.payouts.exportHint')}</p>}
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      <ResponsiveTable<StaffPayout>
        {...list.tableProps(data, isFetching)}
        aria-label={t('backoffice.payouts.title')}
        locale={{ emptyText: t('backoffice.payouts.empty') }}
        columns={[
          { title: t('backoffice.payouts.reference'), dataIndex: 'reference', className: 'bo-col-head' },
          {
            title: t('backoffice.payouts.ambassador'),
            key: 'ambassador',
            render: (_, row) => <AmbassadorCell ambassador={row.ambassador} />,
          },
          {
            title: t('backoffice.payouts.amount'),
            dataIndex: 'amount',
            align: 'right',
            sorter: true,
            sortOrder: list.sortOrder('amount'),
            render: (amount: number, row) => <Money amount={amount} currency={row.currency} />,
          },
          {
            title: t('backoffice.payouts.destination'),
            key: 'destination',
            render: (_, row) => (
              <>
                {row.account_holder_name && (
                  <>
                    {row.account_holder_name}
                    <br />
                  </>
                )}
                {row.destination}
                {row.swift_bic && <br />}
                {row.swift_bic && <small>{row.swift_bic}</small>}
                {row.tax_id && (
                  <>
                    <br />
                    <small>
                      {t('backoffice.payouts.taxId')}: {row.tax_id}
                    </small>
                  </>
                )}
              </>
            ),
          },
          {
            title: t('backoffice.ambassadors.status'),
            dataIndex: 'status',
            sorter: true,
            sortOrder: list.sortOrder('status'),
            render: (status: string) => <StatusTag kind="payout" status={status} />,
          },
          {
            title: t('backoffice.payouts.requested'),
            key: 'created_at',
            dataIndex: 'requested_at',
            sorter: true,
            sortOrder: list.sortOrder('created_at'),
            render: (value: string) => <DateText value={value} />,
          },
          { title: t('backoffice.payouts.bankReference'), dataIndex: 'bank_reference' },
          {
            title: t('backoffice.list.actions'),
            key: 'actions',
            className: 'bo-col-actions',
            render: (_, row) =>
              admin && (
                <Space>
                  {row.status === 'pending' && (
                    <Button
                      size="small"
                      onClick={() => void run(() => process(row.id).unwrap(), 'backoffice.payouts.processed')}
                    >
                      {t('backoffice.payouts.process')}
                    </Button>
                  )}
                  {row.status === 'processing' && (
                    <Button size="small" type="primary" onClick={() => setPaying(row)}>
                      {t('backoffice.payouts.markPaid')}
                    </Button>
                  )}
                </Space>
              ),
          },
        ]}
      />
      <FormDialog
        open={paying !== null}
        title={t('backoffice.payouts.payTitle')}
        okText={t('backoffice.payouts.markPaid')}
        schema={payoutPaidSchema}
        onClose={() => setPaying(null)}
        onSubmit={(values) => run(() => pay({ id: paying?.id ?? '', ...values }).unwrap(), 'backoffice.payouts.paid')}
      >
        {paying && (
          <p>{t('backoffice.payouts.payExplain', { name: paying.ambassador.name, reference: paying.reference })}</p>
        )}
        <Form.Item name="bank_reference" label={t('backoffice.payouts.bankReference')}>
          <Input maxLength={100} />
        </Form.Item>
      </FormDialog>
    </Page>
  );
}
