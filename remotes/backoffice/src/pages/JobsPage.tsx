import { DateText, ErrorNotice, Link, Page } from '@shop/shared';
import { Button, Segmented } from 'antd';
import { type JobItem, type JobState, useGetMeQuery, useListJobsQuery, useRetryJobMutation } from '../api';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { useAction } from '../components/useAction';
import { useListParams } from '../components/useListParams';
import { useT } from '../intl';
import type { BackofficeMessageId } from '../messages';

const STATES: readonly JobState[] = ['failed', 'running', 'waiting'];

const STATE_NAME = {
  failed: 'backoffice.jobs.failed',
  running: 'backoffice.jobs.running',
  waiting: 'backoffice.jobs.waiting',
} as const satisfies Record<JobState, BackofficeMessageId>;

/** What an empty list says, by the state shown. */
const EMPTY = {
  failed: 'backoffice.jobs.empty.failed',
  running: 'backoffice.jobs.empty.running',
  waiting: 'backoffice.jobs.empty.waiting',
} as const satisfies Record<JobState, BackofficeMessageId>;

/** Background work (characters, books, e-mails, rates): what failed for good, what runs, what waits. */
export function JobsPage() {
  const t = useT();
  const list = useListParams();
  const state = (list.args.state as JobState | undefined) ?? 'failed';
  const { data, error, isFetching, refetch } = useListJobsQuery({ ...list.args, state });
  const admin = useGetMeQuery().data?.staff.role === 'admin';
  const [retry] = useRetryJobMutation();
  const run = useAction();
  return (
    <Page title={t('backoffice.jobs.title')} noindex>
      <div className="bo-toolbar">
        <Segmented
          aria-label={t('backoffice.jobs.state')}
          value={state}
          onChange={(value) => list.set({ state: String(value) })}
          options={STATES.map((value) => ({ value, label: t(STATE_NAME[value]) }))}
        />
        <Button onClick={() => void refetch()}>{t('backoffice.jobs.refresh')}</Button>
      </div>
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      <ResponsiveTable<JobItem>
        {...list.tableProps(data, isFetching)}
        aria-label={t('backoffice.jobs.title')}
        locale={{ emptyText: t(EMPTY[state]) }}
        columns={[
          { title: t('backoffice.jobs.task'), dataIndex: 'task' },
          {
            title: t('backoffice.jobs.order'),
            dataIndex: 'order_id',
            render: (orderId: string | null) =>
              orderId ? <Link to={`../orders/${orderId}`}>{orderId.slice(0, 8)}</Link> : '—',
          },
          {
            title: t('backoffice.jobs.attempts'),
            key: 'attempts',
            render: (_, row) => `${row.attempts} / ${row.max_attempts}`,
          },
          {
            title: t('backoffice.jobs.runAt'),
            dataIndex: 'run_at',
            render: (value: string) => <DateText value={value} time />,
          },
          {
            title: t('backoffice.jobs.lastError'),
            dataIndex: 'last_error',
            render: (value: string | null) => (value ? <pre className="bo-json">{value}</pre> : '—'),
          },
          {
            title: t('backoffice.list.actions'),
            key: 'actions',
            render: (_, row) =>
              admin &&
              row.state === 'failed' && (
                <Button size="small" onClick={() => void run(() => retry(row.id).unwrap(), 'backoffice.jobs.retried')}>
                  {t('backoffice.jobs.retry')}
                </Button>
              ),
          },
        ]}
      />
    </Page>
  );
}
