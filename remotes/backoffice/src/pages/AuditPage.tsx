import { DateText, ErrorNotice, Page } from '@shop/shared';
import { Input, Table } from 'antd';
import { type AuditEntry, useListAuditQuery } from '../api';
import { DayFilter } from '../components/ListToolbar';
import { useListParams } from '../components/useListParams';
import { type MessageId, useT } from '../intl';

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

/** Who did what to which record, with the record before and after (admin only). */
export function AuditPage() {
  const t = useT();
  const list = useListParams();
  const { data, error, isFetching, refetch } = useListAuditQuery(list.args);
  const textFilter = (name: string, labelId: MessageId) => (
    <Input
      aria-label={t(labelId)}
      placeholder={t(labelId)}
      defaultValue={list.args[name] ?? ''}
      allowClear
      onPressEnter={(event) => list.set({ [name]: event.currentTarget.value.trim() })}
      onBlur={(event) => list.set({ [name]: event.currentTarget.value.trim() })}
      style={{ width: 200 }}
    />
  );
  return (
    <Page title={t('backoffice.audit.title')} noindex>
      <div className="bo-toolbar">
        {textFilter('action', 'backoffice.audit.action')}
        {textFilter('target_type', 'backoffice.audit.targetType')}
        {textFilter('target_id', 'backoffice.audit.targetId')}
        <DayFilter list={list} name="from" labelId="backoffice.list.from" />
        <DayFilter list={list} name="to" labelId="backoffice.list.to" />
      </div>
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      <Table<AuditEntry>
        scroll={{ x: 'max-content' }}
        {...list.tableProps(data, isFetching)}
        aria-label={t('backoffice.audit.title')}
        locale={{ emptyText: t('backoffice.audit.empty') }}
        columns={[
          {
            title: t('backoffice.audit.when'),
            dataIndex: 'created_at',
            render: (value: string) => <DateText value={value} time />,
          },
          { title: t('backoffice.audit.who'), dataIndex: 'staff_email' },
          { title: t('backoffice.audit.action'), dataIndex: 'action' },
          {
            title: t('backoffice.audit.target'),
            key: 'target',
            render: (_, row) => `${row.target_type} ${row.target_id}`,
          },
          {
            title: t('backoffice.audit.before'),
            dataIndex: 'before',
            render: (value: unknown) => <pre className="bo-json">{json(value)}</pre>,
          },
          {
            title: t('backoffice.audit.after'),
            dataIndex: 'after',
            render: (value: unknown) => <pre className="bo-json">{json(value)}</pre>,
          },
        ]}
      />
    </Page>
  );
}
