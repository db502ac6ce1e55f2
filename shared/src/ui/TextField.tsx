import type { InputHTMLAttributes } from 'react';
import { useErrorText } from '../i18n/useErrorText';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  /** Already translated label text. */
  label: string;
  /** The error: a message id (validation schemas carry ids) or a server's worded text; shown and announced. */
  error?: string;
}

/** A labelled input whose error is tied to it for screen readers; every form field of the shop. */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const errorText = useErrorText()(error);
  return (
    <div className="shop-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {errorText && (
        <p id={errorId} className="field-error">
          {errorText}
        </p>
      )}
    </div>
  );
}
