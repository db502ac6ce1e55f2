import { DateText, ErrorNotice, Link, Loading, ORDER_STATUSES, Page } from '@shop/shared';
import { Alert, Card, Col, List, Row, Statistic } from 'antd';
import { useGetPrintAttentionQuery, useGetSummaryQuery } from '../api';
import { StatusTag } from '../components/Cells';
import { useT } from '../intl';
import { SalesReport } from './SalesReport';

/** What waits for the team right now, each figure a link to the list that holds it; then the sales of a period. */
export function OverviewPage({ base }: { base: string }) {
  const t = useT();
  const { data, error, isLoading, refetch } = useGetSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Page title={t('backoffice.overview.title')} noindex>
      {isLoading && <Loading />}
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      <PrintAttention base={base} />
      {data && (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} xl={6}>
              <Card style={{ height: '100%' }}>
                <Link to={`${base}/ambassadors?status=submitted`}>
                  <Statistic title={t('backoffice.overview.awaitingReview')} value={data.ambassadors_awaiting_review} />
                </Link>
              </Card>
            </Col>
            <Col xs={12} xl={6}>
              <Card style={{ height: '100%' }}>
                <Link to={`${base}/payouts?status=pending`}>
                  <Statistic title={t('backoffice.overview.payoutsPending')} value={data.payouts.pending} />
                </Link>
              </Card>
            </Col>
            <Col xs={12} xl={6}>
              <Card style={{ height: '100%' }}>
                <Link to={`${base}/payouts?status=processing`}>
                  <Statistic title={t('backoffice.overview.payoutsProcessing')} value={data.payouts.processing} />
                </Link>
              </Card>
            </Col>
            <Col xs={12} xl={6}>
              <Card style={{ height: '100%' }}>
                <Link to={`${base}/jobs?state=failed`}>
                  <Statistic title={t('backoffice.overview.failedJobs')} value={data.failed_jobs} />
                </Link>
              </Card>
            </Col>
          </Row>
          <Card title={t('backoffice.overview.ordersByStatus')} style={{ marginTop: 16 }}>
            <Row gutter={[16, 16]}>
              {ORDER_STATUSES.filter((status) => data.orders_by_status[status]).map((status) => (
                <Col key={status} xs={12} sm={8} xl={4}>
                  <Link to={`${base}/orders?status=${status}`}>
                    <Statistic
                      title={<StatusTag kind="order" status={status} />}
                      value={data.orders_by_status[status]}
                    />
                  </Link>
                </Col>
              ))}
            </Row>
            {Object.keys(data.orders_by_status).length === 0 && <p>{t('backoffice.overview.noOrders')}</p>}
          </Card>
          <p style={{ marginTop: 16 }}>
            <Link to={`${base}/outbox`}>{t('backoffice.overview.outbox', { count: data.outbox })}</Link>
          </p>
        </>
      )}
      <SalesReport base={base} />
    </Page>
  );
}

/** Printed books the print partner refused (a file failed its checks) or cancelled: each needs a person. */
function PrintAttention({ base }: { base: string }) {
  const t = useT();
  const { data } = useGetPrintAttentionQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data || data.items.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={t('backoffice.overview.printAttention', { count: data.items.length })}
      description={
        <List
          size="small"
          dataSource={data.items}
          renderItem={(item) => (
            <List.Item>
              <Link to={`${base}/orders/${item.order_id}`}>{item.order_number}</Link>
              {' · '}
              {t(
                item.status === 'rejected' ? 'backoffice.overview.printRejected' : 'backoffice.overview.printCanceled',
                {
                  partner: item.partner,
                },
              )}
              {item.reason ? `: ${item.reason}` : ''} · <DateText value={item.updated_at} time />
            </List.Item>
          )}
        />
      }
    />
  );
}
