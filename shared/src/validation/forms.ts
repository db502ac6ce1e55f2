/**
 * One way to show errors on the antd forms of the ambassador portal and the back office: the shared zod schemas (before sending) and the
 * server's 400 details (after) both give message ids per field; they are translated here and set on
 * the form, and the first invalid field gets the focus.
 */
import type { IntlShape } from 'react-intl';
import { isApiError } from '../api/errors';
import { VALIDATION_MESSAGE_VALUES } from './limits';

/** The part of antd's FormInstance used here; shared does not depend on antd, the remotes that use it do. */
export interface FormInstance {
  // antd types the names by the form's own fields; `never` accepts any form, and the calls below cast.
  setFields(fields: never[]): void;
  scrollToField(name: never, options?: { focus?: boolean; block?: ScrollLogicalPosition }): void;
}

/** Field name → message id. */
export type FieldErrors = Record<string, string>;

/** A zod error's shape, without depending on zod here (the schemas come from @shop/shared/validation). */
interface SchemaError {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

export function zodFieldErrors(error: SchemaError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.at(-1);
    if (typeof field === 'string' && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The server's `details: [{ path, message_id }]`, keyed by the last path segment (the field). */
export function serverFieldErrors(error: unknown): FieldErrors {
  const details = isApiError(error) ? (error.body as { details?: unknown } | undefined)?.details : undefined;
  if (!Array.isArray(details)) return {};
  const errors: FieldErrors = {};
  for (const detail of details as Array<{ path?: unknown; message?: unknown; message_id?: unknown }>) {
    const field = Array.isArray(detail.path) ? detail.path.at(-1) : undefined;
    const text = typeof detail.message_id === 'string' ? detail.message_id : detail.message;
    if (typeof field === 'string' && typeof text === 'string' && !errors[field]) errors[field] = text;
  }
  return errors;
}

/** Puts `errors` on the form's `fields` (clearing the others) and focuses the first invalid one. */
export function showFieldErrors(
  form: FormInstance,
  intl: IntlShape,
  fields: readonly string[],
  errors: FieldErrors,
): boolean {
  const translate = (id: string) => (intl.messages[id] ? intl.formatMessage({ id }, VALIDATION_MESSAGE_VALUES) : id);
  form.setFields(fields.map((name) => ({ name, errors: errors[name] ? [translate(errors[name])] : [] })) as never[]);
  const first = fields.find((name) => errors[name]);
  if (first) form.scrollToField(first as never, { focus: true, block: 'center' });
  return first !== undefined;
}

/** Form values with empty strings left out, so optional fields are not sent as ''. */
export function withoutEmpty<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}
