import { apiUrl, DateText, ErrorNotice, Page } from '@shop/shared';
import { Button, Drawer, Space, Tag } from 'antd';
import { useState } from 'react';
import {
  type OutboxItem,
  useGetMeQuery,
  useGetOutboxMessageQuery,
  useListOutboxQuery,
  useResendOutboxMutation,
} from '../api';
import { SearchBox } from '../components/ListToolbar';
import { ResponsiveTable } from '../components/ResponsiveTable';
import { useAction } from '../components/useAction';
import { useListParams } from '../components/useListParams';
import { useT } from '../intl';

/**
 * E-mails the shop kept in its outbox (no SMTP server configured, or SMTP refused them): readable here,
 * downloadable as .eml, and sent again once SMTP works (admin only).
 */
export function OutboxPage() {
  const t = useT();
  const list = useListParams();
  const { data, error, isFetching, refetch } = useListOutboxQuery(list.args);
  const admin = useGetMeQuery().data?.staff.role === 'admin';
  const [resend] = useResendOutboxMutation();
  const run = useAction();
  const [open, setOpen] = useState<string | null>(null);

  return (
    <Page title={t('backoffice.outbox.title')} noindex>
      <p>{t('backoffice.outbox.explain')}</p>
      <div className="bo-toolbar">
        <SearchBox list={list} placeholderId="backoffice.outbox.searchHint" />
      </div>
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      <ResponsiveTable<OutboxItem>
        {...list.tableProps(data, isFetching)}
        aria-label={t('backoffice.outbox.title')}
        locale={{ emptyText: t('backoffice.outbox.empty') }}
        columns={[
          {
            title: t('backoffice.outbox.written'),
            dataIndex: 'created_at',
            render: (value: string) => <DateText value={value} time />,
          },
          { title: t('backoffice.order.emailTo'), dataIndex: 'to' },
          {
            title: t('backoffice.order.emailSubject'),
            dataIndex: 'subject',
            render: (subject: string, row) => (
              <Button
                type="link"
                onClick={() => setOpen(row.id)}
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
              >
                {subject}
              </Button>
            ),
          },
          {
            title: t('backoffice.outbox.attachments'),
            dataIndex: 'attachments',
            render: (attachments: OutboxItem['attachments']) =>
              attachments.map((file) => <Tag key={file.filename}>{file.filename}</Tag>),
          },
          {
            title: t('backoffice.outbox.resent'),
            dataIndex: 'resent_at',
            render: (times: string[]) => (times.length ? <DateText value={times.at(-1)} time /> : '—'),
          },
          {
            title: t('backoffice.list.actions'),
            key: 'actions',
            render: (_, row) => (
              <Space>
                <a href={apiUrl(`/admin/outbox/${row.id}/raw`)} download>
                  {t('backoffice.outbox.download')}
                </a>
                {admin && (
                  <Button
                    size="small"
                    onClick={() => void run(() => resend(row.id).unwrap(), 'backoffice.outbox.sent')}
                  >
                    {t('backoffice.outbox.resend')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} size="large" title={t('backoffice.outbox.message')}>
        {open && <OutboxMessage id={open} />}
      </Drawer>
    </Page>
  );
}

function OutboxMessage({ id }: { id: string }) {
  const t = useT();
  const { data, error, refetch } = useGetOutboxMessageQuery(id);
  if (!data) return error ? <ErrorNotice error={error} onRetry={refetch} /> : null;
  const { message } = data;
  return (
    <article>
      <p>
        <strong>{t('backoffice.order.emailSubject')}:</strong> {message.subject}
        <br />
        <strong>{t('backoffice.order.emailTo')}:</strong> {message.to}
        <br />
        <strong>{t('backoffice.outbox.from')}:</strong> {message.from}
      </p>
      {/* The shop's own text: shown as text, never as HTML, so nothing in a message can run here. */}
      <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>{message.text ?? ''}</pre>
    </article>
  );
}
