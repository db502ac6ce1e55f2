import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useErrorText } from '../i18n/useErrorText';
import { useTypedBeforeHydration } from './typed-before-hydration';

interface FieldProps {
  id: string;
  /** Already translated label text. */
  label: string;
  /** The error: a message id (validation schemas carry ids) or a server's worded text; shown and announced. */
  error?: string;
  /** Further description ids, e.g. a character counter rendered in `after`. */
  describedBy?: string;
  /** Shown under the control, above the error (a counter, a hint). */
  after?: ReactNode;
}

export type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;
export type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

/** The label, the control and its error, tied together for screen readers. */
function FieldFrame({
  id,
  label,
  error,
  describedBy,
  after,
  control,
}: FieldProps & {
  control: (aria: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const errorText = useErrorText()(error);
  const described = [errorText ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="shop-field">
      <label htmlFor={id}>{label}</label>
      {control({ id, 'aria-invalid': errorText ? true : undefined, 'aria-describedby': described })}
      {after}
      {errorText && (
        <p id={errorId} className="field-error">
          {errorText}
        </p>
      )}
    </div>
  );
}

/** A field's own props for its frame, the rest for its control. */
function splitField<P extends FieldProps>({ id, label, error, describedBy, after, ...control }: P) {
  return [{ id, label, error, describedBy, after }, control] as const;
}

/** A labelled input: every one-line form field of the shop. Keeps what was typed before hydration. */
export function TextField(props: TextFieldProps) {
  const [frame, input] = splitField(props);
  const ref = useTypedBeforeHydration(input.onChange);
  return <FieldFrame {...frame} control={(aria) => <input ref={ref} {...input} {...aria} />} />;
}

/** A labelled multi-line field (a message), like TextField. */
export function TextAreaField(props: TextAreaFieldProps) {
  const [frame, textarea] = splitField(props);
  const ref = useTypedBeforeHydration(textarea.onChange);
  return <FieldFrame {...frame} control={(aria) => <textarea ref={ref} {...textarea} {...aria} />} />;
}
