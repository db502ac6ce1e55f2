import { withoutEmpty } from '@shop/shared';
import { VALIDATION_MESSAGE_VALUES } from '@shop/shared/validation';
import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../intl';

/** A zod schema as the shared validation module exports them, without importing zod here. */
interface Schema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

type Issues = ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;

/**
 * Puts each issue on the field at its full path (['name', 'ru'], ['sections', 0, 'heading', 'en']), so
 * nested forms such as a text in four languages show the error under the right box; the rest are cleared.
 */
export function showIssues(form: FormInstance, t: ReturnType<typeof useT>, issues: Issues): void {
  // A schema's message is a common catalogue id; an unknown one (a server's text) is shown as it is.
  const translate = (id: string) => t.ifKnown(id, VALIDATION_MESSAGE_VALUES) ?? id;
  const registered = form.getFieldsError().map((field) => field.name);
  const cleared = form
    .getFieldsError()
    .filter((field) => field.errors.length > 0)
    .map((field) => ({ name: field.name, errors: [] as string[] }));
  const key = (path: ReadonlyArray<PropertyKey>) => path.map(String).join('.');
  const set = issues.flatMap((issue) => {
    const path = issue.path.filter((part): part is string | number => typeof part !== 'symbol');
    const errors = [translate(issue.message)];
    // A whole missing object (a text in four languages left untouched) is shown on each of its boxes.
    const exact = registered.some((name) => key(name) === key(path));
    const inside = registered.filter((name) => key(name).startsWith(`${key(path)}.`));
    return exact || inside.length === 0 ? [{ name: path, errors }] : inside.map((name) => ({ name, errors }));
  });
  form.setFields([...cleared, ...set]);
  const first = set[0];
  if (first) form.scrollToField(first.name, { focus: true, block: 'center' });
}

/**
 * A dialog with a form, checked with the shared schema before it is sent; it closes only when the action
 * worked, so nothing typed is lost on a refusal. `toInput` turns the form's values into the API's shape
 * where they differ (a list of rows that the API takes as a map, say).
 */
export function FormDialog<T>({
  open,
  title,
  okText,
  schema,
  onSubmit,
  onClose,
  danger = false,
  wide = false,
  initialValues,
  toInput = (values) => values,
  children,
}: {
  open: boolean;
  title: string;
  okText: string;
  schema: Schema<T>;
  onSubmit: (values: T) => Promise<boolean>;
  onClose: () => void;
  danger?: boolean;
  wide?: boolean;
  initialValues?: Record<string, unknown> | undefined;
  toInput?: (values: Record<string, unknown>) => unknown;
  children: ReactNode;
}) {
  const t = useT();
  const [form] = Form.useForm();
  async function submit() {
    // An emptied top-level field is a missing one, as the schemas expect (not an empty string).
    const parsed = schema.safeParse(toInput(withoutEmpty(form.getFieldsValue(true) as Record<string, unknown>)));
    if (!parsed.success) {
      showIssues(form, t, parsed.error.issues);
      return;
    }
    showIssues(form, t, []);
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
      cancelText={t('backoffice.action.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      width={wide ? 900 : undefined}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={() => void submit()}>
        {children}
      </Form>
    </Modal>
  );
}
