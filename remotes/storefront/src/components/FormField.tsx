import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { useErrorText } from '@shop/shared';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  /** Further description ids (e.g. a character counter). */
  describedBy?: string;
  children: (aria: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
  after?: ReactNode;
}

/** A label, the control and its error, tied together for assistive technology (like the shared TextField). */
function FieldFrame({ id, label, error, describedBy, children, after }: FieldFrameProps) {
  const errorText = useErrorText()(error);
  const errorId = `${id}-error`;
  const described = [errorText ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="shop-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': errorText ? true : undefined, 'aria-describedby': described })}
      {after}
      {errorText && (
        <p id={errorId} className="field-error">
          {errorText}
        </p>
      )}
    </div>
  );
}

type Common = { id: string; label: string; error?: string; describedBy?: string; after?: ReactNode };

export function InputField({
  id,
  label,
  error,
  describedBy,
  after,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <FieldFrame id={id} label={label} error={error} describedBy={describedBy} after={after}>
      {(aria) => <input {...input} {...aria} />}
    </FieldFrame>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  describedBy,
  after,
  ...textarea
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  return (
    <FieldFrame id={id} label={label} error={error} describedBy={describedBy} after={after}>
      {(aria) => <textarea {...textarea} {...aria} />}
    </FieldFrame>
  );
}
