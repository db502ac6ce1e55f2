import { DateText, ErrorNotice, Link, Page } from '@shop/shared';
import { Input, Table } from 'antd';
import { type AuditEntry, useListAuditQuery } from '../api';
import { DayFilter } from '../components/ListToolbar';
import { PICTURES_REASON, useCodeLabel } from '../components/labels';
import { useListParams } from '../components/useListParams';
import { type MessageId, useT } from '../intl';
import type { BackofficeMessageId } from '../messages';

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

/** Actions the log names in words; the others show their code. */
const AUDIT_ACTION: Readonly<Record<string, BackofficeMessageId>> = {
  'order.view_child_pictures': 'backoffice.auditAction.order.view_child_pictures',
};

/** What the server records when someone looks at a child's pictures (routes/admin/orders.ts). */
interface PicturesLook {
  order_number: string;
  reason: string;
  note: string | null;
}

function picturesLook(entry: AuditEntry): PicturesLook | undefined {
  const after = entry.after;
  if (entry.action !== 'order.view_child_pictures' || typeof after !== 'object' || after === null) return undefined;
  const { order_number, reason, note } = after as Record<string, unknown>;
  if (typeof order_number !== 'string' || typeof reason !== 'string') return undefined;
  return { order_number, reason, note: typeof note === 'string' ? note : null };
}

/** Who did what to which record, with the record before and after (admin only). */
export function AuditPage() {
  const t = useT();
  const codeLabel = useCodeLabel();
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
          {
            title: t('backoffice.audit.action'),
            dataIndex: 'action',
            render: (action: string) => codeLabel(AUDIT_ACTION, action),
          },
          {
            title: t('backoffice.audit.target'),
            key: 'target',
            render: (_, row) => {
              const look = picturesLook(row);
              return look ? (
                <Link to={`../orders/${row.target_id}`}>
                  {t('backoffice.order.title', { number: look.order_number })}
                </Link>
              ) : (
                `${row.target_type} ${row.target_id}`
              );
            },
          },
          {
            title: t('backoffice.audit.before'),
            dataIndex: 'before',
            render: (value: unknown) => <pre className="bo-json">{json(value)}</pre>,
          },
          {
            title: t('backoffice.audit.after'),
            dataIndex: 'after',
            render: (value: unknown, row) => {
              const look = picturesLook(row);
              if (!look) return <pre className="bo-json">{json(value)}</pre>;
              const reason = codeLabel(PICTURES_REASON, look.reason);
              return look.note
                ? t('backoffice.audit.reasonNote', { reason, note: look.note })
                : t('backoffice.audit.reasonLine', { reason });
            },
          },
        ]}
      />
    </Page>
  );
}
