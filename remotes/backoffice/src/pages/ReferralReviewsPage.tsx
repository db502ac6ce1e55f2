import { DateText, ErrorNotice, Link, Page } from '@shop/shared';
import type { FraudReason, ReferralReviewStatus } from '@shop/shared/contracts';
import { App, Button, Segmented, Space, Tag } from 'antd';
import {
  type StaffReferralReview,
  useDecideReferralReviewMutation,
  useGetMeQuery,
  useListReferralReviewsQuery,
} from '../api';
import { AmbassadorCell, Money } from '../components/Cells';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { useAction } from '../components/useAction';
import { useListParams } from '../components/useListParams';
import { type MessageId, useT } from '../intl';

const STATUS_LABEL = {
  in_review: 'backoffice.reviews.status.in_review',
  approved: 'backoffice.reviews.status.approved',
  declined: 'backoffice.reviews.status.declined',
} as const satisfies Record<ReferralReviewStatus, MessageId>;

const REASON_LABEL = {
  same_email: 'backoffice.reviews.reason.same_email',
  same_phone: 'backoffice.reviews.reason.same_phone',
  same_name_address: 'backoffice.reviews.reason.same_name_address',
  same_device: 'backoffice.reviews.reason.same_device',
  same_ip: 'backoffice.reviews.reason.same_ip',
  orders_per_ip: 'backoffice.reviews.reason.orders_per_ip',
  orders_per_address: 'backoffice.reviews.reason.orders_per_address',
} as const satisfies Record<FraudReason, MessageId>;

const STATUSES = Object.keys(STATUS_LABEL) as ReferralReviewStatus[];

/**
 * Referred orders the fraud checks held (the ambassador bought through their own link, or too many orders
 * from one address): the reasons in words, and the admin's decision. Approving writes the reward as if it had
 * never been held; declining means nothing is paid for the order. Both are audited by the server.
 */
export function ReferralReviewsPage() {
  const t = useT();
  const { modal } = App.useApp();
  const list = useListParams();
  const status = (list.args.status as ReferralReviewStatus | undefined) ?? 'in_review';
  const { data, error, isFetching, refetch } = useListReferralReviewsQuery({ ...list.args, status });
  const admin = useGetMeQuery().data?.staff.role === 'admin';
  const [decide] = useDecideReferralReviewMutation();
  const run = useAction();

  const approve = (row: StaffReferralReview) =>
    void run(() => decide({ id: row.id, decision: 'approve' }).unwrap(), 'backoffice.reviews.approved');
  const decline = (row: StaffReferralReview) =>
    modal.confirm({
      title: t('backoffice.reviews.declineConfirm'),
      okText: t('backoffice.reviews.decline'),
      okButtonProps: { danger: true },
      onOk: () => run(() => decide({ id: row.id, decision: 'decline' }).unwrap(), 'backoffice.reviews.declined'),
    });

  return (
    <Page title={t('backoffice.nav.referralReviews')} noindex>
      <p>{t('backoffice.reviews.intro')}</p>
      <div className="bo-toolbar">
        <Segmented<ReferralReviewStatus>
          value={status}
          onChange={(value) => list.set({ status: value, page: undefined })}
          options={STATUSES.map((value) => ({ value, label: t(STATUS_LABEL[value]) }))}
        />
      </div>
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      <ResponsiveTable<StaffReferralReview>
        {...list.tableProps(data, isFetching)}
        aria-label={t('backoffice.nav.referralReviews')}
        locale={{ emptyText: t('backoffice.reviews.empty') }}
        columns={[
          {
            title: t('backoffice.reviews.order'),
            key: 'order',
            render: (_, row) => (
              <>
                <Link to={`../orders/${row.order.id}`}>{row.order.order_number}</Link>
                {row.order.paid_at && (
                  <>
                    {' · '}
                    <DateText value={row.order.paid_at} />
                  </>
                )}
                <br />
                <small>{row.order.customer_name ?? '—'}</small>
                {row.order.email && (
                  <>
                    <br />
                    <small>{row.order.email}</small>
                  </>
                )}
              </>
            ),
          },
          {
            title: t('backoffice.reviews.ambassador'),
            key: 'ambassador',
            render: (_, row) => <AmbassadorCell ambassador={row.ambassador} />,
          },
          {
            title: t('backoffice.reviews.amount'),
            key: 'total',
            align: 'right',
            render: (_, row) => <Money amount={row.order.total} currency={row.order.currency} />,
          },
          {
            title: t('backoffice.reviews.reasons'),
            key: 'reasons',
            render: (_, row) => (
              <Space direction="vertical" size={4}>
                {row.reasons.map((reason) => (
                  <Tag key={reason} color="volcano" className="bo-wrap-tag">
                    {t(REASON_LABEL[reason])}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('backoffice.list.actions'),
            key: 'actions',
            render: (_, row) =>
              admin &&
              row.review_status === 'in_review' && (
                // One above the other: the table keeps to a laptop's width.
                <Space direction="vertical" size={4}>
                  <Button size="small" type="primary" onClick={() => approve(row)}>
                    {t('backoffice.reviews.approve')}
                  </Button>
                  <Button size="small" danger onClick={() => decline(row)}>
                    {t('backoffice.reviews.decline')}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
    </Page>
  );
}
