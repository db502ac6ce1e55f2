import { isApiError } from '@shop/shared';
import { PASSWORD_MAX, VALIDATION_MESSAGES } from '@shop/shared/validation';
import { Form, Input, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../intl';

/** What a guarded change did: done (the dialog closes), or refused with words to show in the dialog. */
export type GuardedOutcome = { refused: string } | undefined;

/** Whether the server refused the change for the current password, so the dialog should ask again. */
export const isCurrentPasswordRefusal = (error: unknown) =>
  isApiError(error) &&
  error.status === 422 &&
  (error.body as { error?: string } | undefined)?.error === 'current_password_invalid';

/**
 * The dialog that asks for the current password before a change that could take over the account (a new
 * password, e-mail or bank detail). `confirm(change)` opens it; on Confirm the change runs with the password
 * typed, and a refusal of that password is shown in the dialog so the ambassador can type it again.
 */
export function useCurrentPasswordDialog(): {
  confirm: (change: (currentPassword: string) => Promise<GuardedOutcome>) => void;
  dialog: ReactNode;
} {
  const intl = useIntl();
  const t = useT();
  const [form] = Form.useForm<{ currentPassword: string }>();
  const [change, setChange] = useState<(currentPassword: string) => Promise<GuardedOutcome>>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const confirm = (next: (currentPassword: string) => Promise<GuardedOutcome>) => {
    form.resetFields();
    setError(undefined);
    // A function in state is stored through an updater.
    setChange(() => next);
  };

  const submit = async () => {
    if (!change) return;
    const password = String(form.getFieldValue('currentPassword') ?? '');
    if (!password) {
      setError(intl.formatMessage({ id: VALIDATION_MESSAGES.required }));
      return;
    }
    setBusy(true);
    const outcome = await change(password);
    setBusy(false);
    if (outcome) setError(outcome.refused);
    else setChange(undefined);
  };

  const dialog = (
    <Modal
      open={change !== undefined}
      title={t('ambassador.currentPassword.title')}
      okText={t('ambassador.currentPassword.confirm')}
      cancelText={t('ambassador.currentPassword.cancel')}
      onOk={submit}
      onCancel={() => setChange(undefined)}
      confirmLoading={busy}
      destroyOnHidden
    >
      <p>{t('ambassador.currentPassword.text')}</p>
      <Form form={form} name="current-password" layout="vertical" onFinish={submit} noValidate>
        <Form.Item
          name="currentPassword"
          label={t('ambassador.currentPassword.label')}
          validateStatus={error ? 'error' : undefined}
          help={error}
        >
          <Input.Password autoComplete="current-password" autoFocus maxLength={PASSWORD_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
  return { confirm, dialog };
}
