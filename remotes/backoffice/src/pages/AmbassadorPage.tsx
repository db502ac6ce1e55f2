import { DateText, ErrorNotice, Loading, Page, useLocale, useParams } from '@shop/shared';
import { reasonSchema } from '@shop/shared/validation';
import { countryLabel } from '@shop/shared/validation/countries';
import { Alert, Button, Card, Col, Descriptions, Form, Input, Modal, Row, Space, Statistic } from 'antd';
import { useState } from 'react';
import { type AmbassadorDetail, useGetAmbassadorQuery, useGetMeQuery, useStepAmbassadorMutation } from '../api';
import { Money, StatusTag } from '../components/Cells';
import { FormDialog } from '../components/FormDialog';
import { useCodeLabel } from '../components/labels';
import { StaffNotes } from '../components/StaffNotes';
import { TableCard } from '../components/TableCard';
import { useAction } from '../components/useAction';
import { type MessageId, useT } from '../intl';
import type { BackofficeMessageId } from '../messages';

const LINKS = ['website', 'instagram', 'tiktok', 'youtube', 'facebook', 'pinterest'] as const;

const REFERRED_TYPE: Readonly<Record<string, BackofficeMessageId>> = {
  order: 'backoffice.referredType.order',
  brandambassador: 'backoffice.referredType.brandambassador',
};

const REFERRAL_STATUS: Readonly<Record<string, BackofficeMessageId>> = {
  active: 'backoffice.referralStatus.active',
  pending: 'backoffice.referralStatus.pending',
  inactive: 'backoffice.referralStatus.inactive',
  completed: 'backoffice.referralStatus.completed',
};

const LEDGER_KIND: Readonly<Record<string, BackofficeMessageId>> = {
  reward_direct: 'backoffice.ledgerKind.reward_direct',
  reward_indirect: 'backoffice.ledgerKind.reward_indirect',
  reward_reversal: 'backoffice.ledgerKind.reward_reversal',
  payout: 'backoffice.ledgerKind.payout',
  payout_reversal: 'backoffice.ledgerKind.payout_reversal',
};

const LEDGER_STATUS: Readonly<Record<string, BackofficeMessageId>> = {
  pending: 'backoffice.ledgerStatus.pending',
  processing: 'backoffice.ledgerStatus.processing',
  paid: 'backoffice.ledgerStatus.paid',
  reversed: 'backoffice.ledgerStatus.reversed',
};

/** One ambassador: the application, the review steps it allows, and what the account earned and was paid. */
export function AmbassadorPage() {
  const t = useT();
  const locale = useLocale();
  const codeLabel = useCodeLabel();
  const { id = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetAmbassadorQuery(id);
  const admin = useGetMeQuery().data?.staff.role === 'admin';
  const [stepAmbassador, { isLoading: working }] = useStepAmbassadorMutation();
  const run = useAction();
  const [asking, setAsking] = useState<'reject' | 'suspend' | null>(null);

  if (isLoading) return <Loading />;
  if (!data) return <ErrorNotice error={error} onRetry={refetch} />;
  const { ambassador } = data;
  const status = ambassador.status;
  const canReview = status === 'submitted';
  const canDecide = admin && (status === 'submitted' || status === 'under_review');
  // The three lists' recurring columns: a code in words, a day, and an amount in the row's own currency.
  const codeColumn = (title: BackofficeMessageId, dataIndex: string, words: Readonly<Record<string, MessageId>>) => ({
    title: t(title),
    dataIndex,
    render: (value: string) => codeLabel(words, value),
  });
  const dayColumn = (title: BackofficeMessageId, dataIndex: string) => ({
    title: t(title),
    dataIndex,
    render: (value: string) => <DateText value={value} />,
  });
  const amountColumn = {
    title: t('backoffice.payouts.amount'),
    dataIndex: 'amount',
    align: 'right' as const,
    render: (amount: number, row: { currency: string }) => <Money amount={amount} currency={row.currency} />,
  };

  return (
    <Page title={ambassador.name} noindex>
      <Space wrap style={{ marginBottom: 16 }}>
        <StatusTag kind="ambassador" status={status} />
        {canReview && (
          <Button
            loading={working}
            onClick={() =>
              void run(() => stepAmbassador({ id, step: 'review' }).unwrap(), 'backoffice.ambassador.reviewing')
            }
          >
            {t('backoffice.ambassador.review')}
          </Button>
        )}
        {canDecide && (
          <Button
            type="primary"
            onClick={() =>
              Modal.confirm({
                title: t('backoffice.ambassador.approveConfirm', { name: ambassador.name }),
                content: t('backoffice.ambassador.approveExplain'),
                okText: t('backoffice.ambassador.approve'),
                cancelText: t('backoffice.action.cancel'),
                onOk: () =>
                  run(() => stepAmbassador({ id, step: 'approve' }).unwrap(), 'backoffice.ambassador.approved'),
              })
            }
          >
            {t('backoffice.ambassador.approve')}
          </Button>
        )}
        {canDecide && (
          <Button danger onClick={() => setAsking('reject')}>
            {t('backoffice.ambassador.reject')}
          </Button>
        )}
        {admin && status === 'active' && (
          <Button danger onClick={() => setAsking('suspend')}>
            {t('backoffice.ambassador.suspend')}
          </Button>
        )}
      </Space>
      {ambassador.status_reason && (
        <Alert
          type="warning"
          title={t('backoffice.ambassador.reasonGiven', { reason: ambassador.status_reason })}
          style={{ marginBottom: 16 }}
        />
      )}

      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card title={t('backoffice.ambassador.application')}>
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t('backoffice.ambassadors.email')}>{ambassador.email}</Descriptions.Item>
            <Descriptions.Item label={t('backoffice.order.phone')}>{ambassador.phone}</Descriptions.Item>
            <Descriptions.Item label={t('backoffice.ambassadors.country')}>
              {countryLabel(ambassador.country, locale)}
            </Descriptions.Item>
            <Descriptions.Item label={t('backoffice.order.language')}>{ambassador.locale}</Descriptions.Item>
            <Descriptions.Item label={t('backoffice.ambassadors.code')}>{ambassador.referral_code}</Descriptions.Item>
            <Descriptions.Item label={t('backoffice.ambassadors.applied')}>
              <DateText value={ambassador.created_at} time />
            </Descriptions.Item>
            <Descriptions.Item label={t('backoffice.ambassador.activated')}>
              <DateText value={ambassador.activated_at} time />
            </Descriptions.Item>
            <Descriptions.Item label={t('backoffice.ambassador.about')} span={2}>
              {ambassador.about || '—'}
            </Descriptions.Item>
            {LINKS.filter((key) => ambassador[key]).map((key) => (
              <Descriptions.Item key={key} label={key}>
                <a href={ambassador[key] ?? ''} target="_blank" rel="noreferrer noopener">
                  {ambassador[key]}
                </a>
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Card>
        <StaffNotes kind="ambassadors" id={ambassador.id} />
        <Balances data={data} />
        <TableCard
          title={t('backoffice.ambassador.referrals')}
          empty={t('backoffice.ambassador.noReferrals')}
          rows={data.referrals}
          columns={[
            { title: t('backoffice.ambassadors.name'), dataIndex: 'name' },
            codeColumn('backoffice.ambassador.referredType', 'referred_type', REFERRED_TYPE),
            codeColumn('backoffice.ambassadors.status', 'status', REFERRAL_STATUS),
            dayColumn('backoffice.orders.created', 'created_at'),
          ]}
        />
        <TableCard
          title={t('backoffice.ambassador.ledger')}
          empty={t('backoffice.ambassador.noLedger')}
          rows={data.ledger}
          columns={[
            codeColumn('backoffice.ambassador.kind', 'kind', LEDGER_KIND),
            amountColumn,
            codeColumn('backoffice.ambassadors.status', 'status', LEDGER_STATUS),
            dayColumn('backoffice.ambassador.availableAt', 'available_at'),
          ]}
        />
        <TableCard
          title={t('backoffice.payouts.title')}
          empty={t('backoffice.payouts.empty')}
          rows={data.payouts}
          columns={[
            amountColumn,
            {
              title: t('backoffice.ambassadors.status'),
              dataIndex: 'status',
              render: (value: string) => <StatusTag kind="payout" status={value} />,
            },
            { title: t('backoffice.payouts.destination'), dataIndex: 'destination' },
            { title: t('backoffice.payouts.bankReference'), dataIndex: 'bank_reference' },
            dayColumn('backoffice.payouts.requested', 'requested_at'),
          ]}
        />
      </Space>

      <FormDialog
        open={asking !== null}
        title={t(asking === 'suspend' ? 'backoffice.ambassador.suspendTitle' : 'backoffice.ambassador.rejectTitle', {
          name: ambassador.name,
        })}
        okText={t(asking === 'suspend' ? 'backoffice.ambassador.suspend' : 'backoffice.ambassador.reject')}
        danger
        schema={reasonSchema}
        onClose={() => setAsking(null)}
        onSubmit={(values) =>
          run(
            () => stepAmbassador({ id, step: asking ?? 'reject', reason: values.reason }).unwrap(),
            asking === 'suspend' ? 'backoffice.ambassador.suspended' : 'backoffice.ambassador.rejected',
          )
        }
      >
        <Form.Item name="reason" label={t('backoffice.reason')} extra={t('backoffice.ambassador.reasonHint')}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </FormDialog>
    </Page>
  );
}

function Balances({ data }: { data: AmbassadorDetail }) {
  const t = useT();
  const { balances } = data;
  const money = (amount: number) => <Money amount={amount} currency={balances.currency} />;
  return (
    <Card title={t('backoffice.ambassador.balances')}>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Statistic title={t('backoffice.ambassador.earned')} valueRender={() => money(balances.earned)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('backoffice.ambassador.available')} valueRender={() => money(balances.available)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('backoffice.ambassador.onHold')} valueRender={() => money(balances.on_hold)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('backoffice.ambassador.paidOut')} valueRender={() => money(balances.paid_out)} />
        </Col>
      </Row>
    </Card>
  );
}
