import { DateText, ErrorNotice } from '@shop/shared';
import { STAFF_NOTE_MAX, staffNoteInputSchema } from '@shop/shared/validation';
import { Button, Card, Form, Input } from 'antd';
import { type NoteSubject, useAddNoteMutation, useListNotesQuery } from '../api';
import { useT } from '../intl';
import { showIssues } from './FormDialog';
import { useAction } from './useAction';

/**
 * The team's internal notes on an order or an ambassador: who wrote what and when, oldest first, and a box
 * for a new one. The server keeps them away from the customer and the ambassador (staff/notes.ts).
 */
export function StaffNotes({ kind, id }: NoteSubject) {
  const t = useT();
  const [form] = Form.useForm<{ text?: string }>();
  const { data, error, refetch } = useListNotesQuery({ kind, id });
  const [add, { isLoading }] = useAddNoteMutation();
  const run = useAction();
  const notes = data?.items ?? [];

  async function submit(values: { text?: string }) {
    const parsed = staffNoteInputSchema.safeParse(values);
    if (!parsed.success) {
      showIssues(form, t, parsed.error.issues);
      return;
    }
    if (await run(() => add({ kind, id, text: parsed.data.text }).unwrap(), 'backoffice.notes.added')) {
      form.resetFields();
    }
  }

  return (
    <Card title={t('backoffice.notes.title')}>
      <p className="bo-note-by">{t('backoffice.notes.hint')}</p>
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      {notes.length > 0 ? (
        <ol className="bo-notes" aria-label={t('backoffice.notes.title')}>
          {notes.map((note) => (
            <li key={note.id}>
              <div className="bo-note-by">
                <strong>{note.author}</strong> · <DateText value={note.created_at} time />
              </div>
              <p className="bo-note-text">{note.text}</p>
            </li>
          ))}
        </ol>
      ) : (
        !error && <p>{t('backoffice.notes.empty')}</p>
      )}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="text" label={t('backoffice.notes.label')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={STAFF_NOTE_MAX} />
        </Form.Item>
        <Button htmlType="submit" loading={isLoading}>
          {t('backoffice.notes.add')}
        </Button>
      </Form>
    </Card>
  );
}
