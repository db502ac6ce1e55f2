import { showFieldErrors, withoutEmpty, zodFieldErrors } from '@shop/shared/validation';
import { Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** A zod schema as the shared validation module exports them, without importing zod here. */
interface Schema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/**
 * A dialog with a small form, checked with the shared schema before it is sent; it closes only when the
 * action worked, so nothing typed is lost on a refusal. `fields` are the form's names, for error placement.
 */
export function FormDialog<T>({
  open,
  title,
  okText,
  schema,
  fields,
  onSubmit,
  onClose,
  danger = false,
  initialValues,
  children,
}: {
  open: boolean;
  title: string;
  okText: string;
  schema: Schema<T>;
  fields: readonly string[];
  onSubmit: (values: T) => Promise<boolean>;
  onClose: () => void;
  danger?: boolean;
  initialValues?: Record<string, unknown>;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [form] = Form.useForm();
  async function submit() {
    // An emptied field is a missing one, as the schemas expect (not an empty string).
    const parsed = schema.safeParse(withoutEmpty(form.getFieldsValue() as object));
    if (!parsed.success) {
      showFieldErrors(form, intl, fields, zodFieldErrors(parsed.error));
      return;
    }
    showFieldErrors(form, intl, fields, {});
    if (await onSubmit(parsed.data)) {
      form.resetFields();
      onClose();
    }
  }
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger }}
      cancelText={intl.formatMessage({ id: 'backoffice.action.cancel' })}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={() => void submit()}>
        {children}
      </Form>
    </Modal>
  );
}
