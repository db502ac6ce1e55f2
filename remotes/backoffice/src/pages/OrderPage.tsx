import {
  DateText,
  type ErasedItem,
  type ErasureReason,
  ErrorNotice,
  formatList,
  ILLUSTRATION_STYLE_MESSAGE,
  LANGUAGE_MESSAGE,
  Link,
  Loading,
  ORDER_STATUS_MESSAGE,
  type OrderStatus,
  Page,
  useLocale,
  useParams,
} from '@shop/shared';
import { refundSchema, shipmentSchema } from '@shop/shared/validation';
import { Button, Card, Descriptions, Dropdown, Form, Input, Modal, Space, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { type OrderDetail, useGetMeQuery, useGetOrderQuery, useOrderStepMutation } from '../api';
import { Money, StatusTag } from '../components/Cells';
import { ChildPictures } from '../components/ChildPictures';
import { FormDialog } from '../components/FormDialog';
import { CHARACTERS_STATUS, useCodeLabel, VERSION_NAME } from '../components/labels';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { StaffNotes } from '../components/StaffNotes';
import { TableCard } from '../components/TableCard';
import { useAction } from '../components/useAction';
import { useT } from '../intl';
import type { BackofficeMessageId } from '../messages';

type Dialog = { kind: 'move'; to: OrderStatus } | { kind: 'ship' } | { kind: 'refund' } | { kind: 'erase' } | null;

/** Who moved an order when no staff member did. */
const ACTOR: Readonly<Record<string, BackofficeMessageId>> = {
  visitor: 'backoffice.actor.visitor',
  payment: 'backoffice.actor.payment',
  system: 'backoffice.actor.system',
};

const ERASURE_REASON: Readonly<Record<ErasureReason, BackofficeMessageId>> = {
  retention: 'backoffice.erasureReason.retention',
  book_retention: 'backoffice.erasureReason.book_retention',
  unpaid: 'backoffice.erasureReason.unpaid',
  refund: 'backoffice.erasureReason.refund',
  request: 'backoffice.erasureReason.request',
  team: 'backoffice.erasureReason.team',
};

const ERASED_ITEM: Readonly<Record<ErasedItem, BackofficeMessageId>> = {
  photo: 'backoffice.erasedItem.photo',
  face_box: 'backoffice.erasedItem.face_box',
  features: 'backoffice.erasedItem.features',
  portraits: 'backoffice.erasedItem.portraits',
  preview: 'backoffice.erasedItem.preview',
  book: 'backoffice.erasedItem.book',
  child: 'backoffice.erasedItem.child',
  contact: 'backoffice.erasedItem.contact',
};

const REFUND_STATUS = {
  requested: 'backoffice.refunds.status.requested',
  succeeded: 'backoffice.refunds.status.succeeded',
  failed: 'backoffice.refunds.status.failed',
} satisfies Record<OrderDetail['refunds'][number]['status'], BackofficeMessageId>;
const REFUND_COLOR = { requested: 'gold', succeeded: 'volcano', failed: 'red' } as const;

/**
 * The amount box in the currency's main unit ("12.50" or "12,50"), as the API takes it: minor units. An
 * empty box is everything left; anything that is not an amount with at most two decimals fails the schema.
 */
export function refundInput(values: Record<string, unknown>): Record<string, unknown> {
  const { amount, ...rest } = values;
  if (amount === undefined) return rest;
  const text = String(amount).trim().replace(',', '.');
  const minor = /^\d+(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN;
  return { ...rest, amount: minor };
}

const EMAIL_KIND: Readonly<Record<string, BackofficeMessageId>> = {
  'order-confirmation': 'backoffice.emailKind.order-confirmation',
  'book-ready': 'backoffice.emailKind.book-ready',
  shipped: 'backoffice.emailKind.shipped',
  delivered: 'backoffice.emailKind.delivered',
  refunded: 'backoffice.emailKind.refunded',
};

/** One order as the team works on it: who, what, how much, where it is, and the moves it allows now. */
export function OrderPage() {
  const t = useT();
  const locale = useLocale();
  const codeLabel = useCodeLabel();
  const { id = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetOrderQuery(id);
  const me = useGetMeQuery().data?.staff;
  const [step, { isLoading: working }] = useOrderStepMutation();
  const run = useAction();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [note, setNote] = useState('');

  if (isLoading) return <Loading />;
  if (!data) return <ErrorNotice error={error} onRetry={refetch} />;
  const { order, actions } = data;
  const emailKind = (kind: string) => codeLabel(EMAIL_KIND, kind);
  const close = () => setDialog(null);

  const move = (to: OrderStatus) =>
    run(
      () => step({ id, step: 'transition', body: { to, ...(note.trim() ? { note: note.trim() } : {}) } }).unwrap(),
      'backoffice.orders.moved',
    );

  return (
    <Page title={t('backoffice.order.title', { number: order.order_number })} noindex>
      <Space wrap style={{ marginBottom: 16 }}>
        <StatusTag kind="order" status={order.status} />
        {data.allowed_transitions.length > 0 && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: data.allowed_transitions.map((to) => ({ key: to, label: t(ORDER_STATUS_MESSAGE[to]) })),
              onClick: ({ key }) => {
                setNote('');
                setDialog({ kind: 'move', to: key as OrderStatus });
              },
            }}
          >
            <Button>{t('backoffice.order.moveTo')}</Button>
          </Dropdown>
        )}
        {actions.ship && (
          <Button type="primary" onClick={() => setDialog({ kind: 'ship' })}>
            {t(data.shipment ? 'backoffice.order.editShipment' : 'backoffice.order.ship')}
          </Button>
        )}
        {actions.deliver && (
          <Button
            loading={working}
            onClick={() =>
              Modal.confirm({
                title: t('backoffice.order.deliverConfirm'),
                okText: t('backoffice.order.deliver'),
                cancelText: t('backoffice.action.cancel'),
                onOk: () => run(() => step({ id, step: 'deliver', body: {} }).unwrap(), 'backoffice.order.delivered'),
              })
            }
          >
            {t('backoffice.order.deliver')}
          </Button>
        )}
        {actions.refund && me?.role === 'admin' && (
          <Button danger onClick={() => setDialog({ kind: 'refund' })}>
            {t('backoffice.order.refund')}
          </Button>
        )}
        {actions.erase_data && me?.role === 'admin' && (
          <Button danger onClick={() => setDialog({ kind: 'erase' })}>
            {t('backoffice.order.erase')}
          </Button>
        )}
      </Space>
      {order.erasures.length > 0 && (
        <Card size="small" title={t('backoffice.order.erasures')} style={{ marginBottom: 16 }}>
          {order.erasures.map((erasure) => (
            <p key={erasure.at} style={{ margin: 0 }}>
              {t('backoffice.order.erasure', {
                date: <DateText value={erasure.at} time />,
                reason: t(ERASURE_REASON[erasure.reason]),
                items: formatList(
                  erasure.items.map((item) => t(ERASED_ITEM[item])),
                  locale,
                ),
              })}
            </p>
          ))}
        </Card>
      )}

      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Card title={t('backoffice.order.customer')}>
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t('backoffice.order.name')}>{order.full_name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('backoffice.order.email')}>{order.email ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('backoffice.order.phone')}>{order.phone ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('backoffice.order.language')}>
              {codeLabel(LANGUAGE_MESSAGE, order.locale)}
            </Descriptions.Item>
            <Descriptions.Item label={t('backoffice.order.address')} span={2}>
              {/* The address as the parent typed it, line by line, as it goes on the parcel. */}
              <span className="bo-address">
                {[order.shipping_address, order.postal_code, order.country].filter(Boolean).join('\n') || '—'}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('backoffice.order.notes')} span={2}>
              {order.notes || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('backoffice.order.referral')}>
              {order.referral_ambassador ? (
                <Link to={`../../ambassadors/${order.referral_ambassador.id}`}>
                  {order.referral_code} ({order.referral_ambassador.name})
                </Link>
              ) : (
                (order.referral_code ?? '—')
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('backoffice.order.coupon')}>{order.coupon_code ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('backoffice.order.created')}>
              <DateText value={order.created_at} time />
            </Descriptions.Item>
          </Descriptions>
        </Card>

        <StaffNotes kind="orders" id={order.id} />

        <Card title={t('backoffice.order.book')}>
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label={t('backoffice.order.bookName')}>{order.book_name}</Descriptions.Item>
            <Descriptions.Item label={t('backoffice.orders.version')}>
              {order.version ? t(VERSION_NAME[order.version]) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('backoffice.order.child')}>
              {t('backoffice.order.childLine', {
                name: order.child.name,
                age: order.child.age,
                gender: order.child.gender,
              })}
            </Descriptions.Item>
            <Descriptions.Item label={t('backoffice.order.storyLanguage')}>
              {codeLabel(LANGUAGE_MESSAGE, order.child.story_language)}
            </Descriptions.Item>
            <Descriptions.Item label={t('backoffice.order.style')}>
              {codeLabel(ILLUSTRATION_STYLE_MESSAGE, order.child.illustration_style)}
            </Descriptions.Item>
            <Descriptions.Item label={t('backoffice.order.hero')}>
              {order.child.favourite_hero ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('backoffice.order.characters')}>
              {t(CHARACTERS_STATUS[order.characters_status])}
            </Descriptions.Item>
            <Descriptions.Item label={t('backoffice.order.pdf')}>
              {order.child_pictures.book_pdf ? t('backoffice.order.pdfWithPictures') : '—'}
            </Descriptions.Item>
          </Descriptions>
          {/* Keyed by order: pictures shown for one order never stay on screen for the next. */}
          <ChildPictures key={order.id} order={order} canRedraw={actions.regenerate_characters} />
        </Card>

        <PriceCard data={data} />

        {data.refunds.length > 0 && <RefundsCard data={data} />}

        {data.shipment && (
          <Card title={t('backoffice.order.shipment')}>
            <Descriptions column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label={t('backoffice.ship.carrier')}>{data.shipment.carrier}</Descriptions.Item>
              <Descriptions.Item label={t('backoffice.ship.trackingNumber')}>
                {data.shipment.tracking_number}
              </Descriptions.Item>
              <Descriptions.Item label={t('backoffice.ship.eta')}>
                {data.shipment.estimated_delivery ?? '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('backoffice.order.shippedAt')}>
                <DateText value={data.shipment.shipped_at} time />
              </Descriptions.Item>
              <Descriptions.Item label={t('backoffice.order.deliveredAt')}>
                <DateText value={data.shipment.delivered_at} time />
              </Descriptions.Item>
            </Descriptions>
          </Card>
        )}

        <Card title={t('backoffice.order.history')}>
          <Timeline
            items={data.history.map((entry) => ({
              children: (
                <>
                  <StatusTag kind="order" status={entry.status} /> <DateText value={entry.at} time /> ·{' '}
                  {entry.staff ?? codeLabel(ACTOR, entry.actor)}
                  {entry.note && <div>{entry.note}</div>}
                </>
              ),
            }))}
          />
        </Card>

        <TableCard
          title={t('backoffice.order.emails')}
          empty={t('backoffice.order.noEmails')}
          rows={data.emails}
          pagination={false}
          columns={[
            { title: t('backoffice.order.emailKind'), dataIndex: 'kind', render: (kind: string) => emailKind(kind) },
            { title: t('backoffice.order.emailSubject'), dataIndex: 'subject' },
            { title: t('backoffice.order.emailTo'), dataIndex: 'to' },
            { title: t('backoffice.order.emailVia'), dataIndex: 'via' },
            {
              title: t('backoffice.order.emailSent'),
              dataIndex: 'created_at',
              render: (value: string) => <DateText value={value} time />,
            },
          ]}
        >
          {actions.resend_emails.length > 0 && (
            <Space wrap style={{ marginTop: 12 }}>
              {actions.resend_emails.map((kind) => (
                <Button
                  key={kind}
                  onClick={() =>
                    void run(
                      () => step({ id, step: 'resend_email', body: { kind } }).unwrap(),
                      'backoffice.order.resent',
                    )
                  }
                >
                  {t('backoffice.order.resend', { kind: emailKind(kind) })}
                </Button>
              ))}
            </Space>
          )}
        </TableCard>
      </Space>

      <Modal
        open={dialog?.kind === 'move'}
        title={
          dialog?.kind === 'move' ? t('backoffice.order.moveTitle', { status: t(ORDER_STATUS_MESSAGE[dialog.to]) }) : ''
        }
        okText={t('backoffice.order.move')}
        cancelText={t('backoffice.action.cancel')}
        confirmLoading={working}
        onCancel={close}
        onOk={async () => {
          if (dialog?.kind === 'move' && (await move(dialog.to))) close();
        }}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('backoffice.order.note')}>
            <Input.TextArea value={note} onChange={(event) => setNote(event.target.value)} maxLength={500} rows={3} />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={dialog?.kind === 'erase'}
        title={t('backoffice.order.erase')}
        okText={t('backoffice.order.erase')}
        okButtonProps={{ danger: true }}
        cancelText={t('backoffice.action.cancel')}
        confirmLoading={working}
        onCancel={close}
        onOk={async () => {
          if (await run(() => step({ id, step: 'erase', body: {} }).unwrap(), 'backoffice.order.erasedDone')) close();
        }}
        destroyOnHidden
      >
        <p>{t('backoffice.order.eraseConfirm')}</p>
      </Modal>

      <FormDialog
        open={dialog?.kind === 'ship'}
        title={t('backoffice.ship.title')}
        okText={t('backoffice.order.ship')}
        schema={shipmentSchema}
        initialValues={
          data.shipment
            ? {
                carrier: data.shipment.carrier,
                tracking_number: data.shipment.tracking_number,
                estimated_delivery: data.shipment.estimated_delivery ?? '',
              }
            : {}
        }
        onClose={close}
        onSubmit={(values) =>
          run(
            () =>
              step({
                id,
                step: 'ship',
                body: { ...values, estimated_delivery: values.estimated_delivery || null },
              }).unwrap(),
            'backoffice.ship.done',
          )
        }
      >
        <Form.Item name="carrier" label={t('backoffice.ship.carrier')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="tracking_number" label={t('backoffice.ship.trackingNumber')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="estimated_delivery" label={t('backoffice.ship.eta')}>
          <Input type="date" />
        </Form.Item>
      </FormDialog>

      <FormDialog
        open={dialog?.kind === 'refund'}
        title={t('backoffice.refund.title', { number: order.order_number })}
        okText={t('backoffice.order.refund')}
        danger
        schema={refundSchema}
        toInput={refundInput}
        onClose={close}
        onSubmit={(values) => run(() => step({ id, step: 'refund', body: values }).unwrap(), 'backoffice.refund.done')}
      >
        <p>{t('backoffice.refund.explain')}</p>
        <Form.Item
          name="amount"
          label={t('backoffice.refund.amount')}
          extra={t('backoffice.refund.amountHelp', {
            left: <Money amount={data.refund_left} currency={order.price?.currency ?? 'USD'} />,
          })}
        >
          <Input inputMode="decimal" autoComplete="off" style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item name="reason" label={t('backoffice.reason')}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </FormDialog>
    </Page>
  );
}

function RefundsCard({ data }: { data: OrderDetail }) {
  const t = useT();
  const currency = data.order.price?.currency ?? data.refunds[0]?.currency ?? 'USD';
  return (
    <Card
      title={t('backoffice.refunds.title')}
      extra={t('backoffice.refunds.left', { left: <Money amount={data.refund_left} currency={currency} /> })}
    >
      <ResponsiveTable
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={data.refunds}
        columns={[
          {
            title: t('backoffice.refunds.at'),
            dataIndex: 'created_at',
            render: (value: string) => <DateText value={value} time />,
          },
          {
            title: t('backoffice.refund.amount'),
            dataIndex: 'amount',
            render: (amount: number, row) => <Money amount={amount} currency={row.currency} />,
          },
          {
            title: t('backoffice.orders.status'),
            dataIndex: 'status',
            render: (status: keyof typeof REFUND_STATUS, row) => (
              <Tag color={REFUND_COLOR[status]}>
                {t(REFUND_STATUS[status])}
                {row.failure_code ? ` (${row.failure_code})` : ''}
              </Tag>
            ),
          },
          { title: t('backoffice.reason'), dataIndex: 'reason' },
          {
            title: t('backoffice.refunds.by'),
            dataIndex: 'created_by',
            render: (by: string, row) =>
              by === 'provider'
                ? t('backoffice.refunds.byProvider')
                : by === 'system:unwanted-payment'
                  ? t('backoffice.refunds.byShop')
                  : (row.staff ?? by),
          },
        ]}
      />
    </Card>
  );
}

function PriceCard({ data }: { data: OrderDetail }) {
  const t = useT();
  const price = data.order.price;
  return (
    <Card title={t('backoffice.order.price')}>
      {price ? (
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={t('backoffice.price.subtotal')}>
            <Money amount={price.subtotal} currency={price.currency} />
          </Descriptions.Item>
          <Descriptions.Item label={t('backoffice.price.shipping')}>
            <Money amount={price.shipping} currency={price.currency} />
          </Descriptions.Item>
          <Descriptions.Item label={t('backoffice.price.discount')}>
            <Money amount={price.discount} currency={price.currency} />
          </Descriptions.Item>
          <Descriptions.Item label={t('backoffice.price.total')}>
            <strong>
              <Money amount={price.total} currency={price.currency} />
            </strong>
          </Descriptions.Item>
          <Descriptions.Item label={t('backoffice.order.paidAt')}>
            <DateText value={data.order.paid_at} time />
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <p>{t('backoffice.order.noPrice')}</p>
      )}
    </Card>
  );
}
