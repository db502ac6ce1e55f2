import type { InputHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  /** Already translated label text. */
  label: string;
  /** Message id of the error (validation schemas carry ids), shown under the field and announced. */
  error?: string;
}

/** A labelled input whose error is tied to it for screen readers; every form field of the shop. */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="shop-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="field-error">
          <FormattedMessage id={error} />
        </p>
      )}
    </div>
  );
}
