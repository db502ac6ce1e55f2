/**
 * The wizard's form controls besides the shared TextField: choices, check boxes and text areas. Each
 * has a label, and its error (a message id from the validation schemas, or a server's worded text) is
 * tied to it with aria-describedby and aria-invalid, like TextField.
 */

import { useErrorText, useTypedBeforeHydration } from '@shop/shared';
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/**
 * Brings a control or message into view and puts focus on it (the first invalid field after a failed Next,
 * a refused photo). Scrolled to the middle, so a sticky header never covers it and its label shows above it;
 * smooth only when the visitor has not asked for reduced motion.
 */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  element.focus({ preventScroll: true });
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

function FieldError({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p id={id} className="field-error">
      {text}
    </p>
  );
}

export interface ChoiceOption<V extends string> {
  value: V;
  label: ReactNode;
  /** Shown beside the label (an example swatch, a price); part of the option's click target. */
  extra?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * A group of radio buttons in a fieldset with a legend (aria-invalid is not an attribute of a group or a
 * radio button, so the error is tied by aria-describedby alone). `idPrefix-<value>` is each input's id, and the
 * first one is what a form focuses when the group is invalid.
 */
export function ChoiceGroup<V extends string>({
  idPrefix,
  name,
  legend,
  options,
  value,
  onChange,
  error,
  className,
  hint,
}: {
  idPrefix: string;
  name: string;
  legend: ReactNode;
  options: readonly ChoiceOption<V>[];
  value: V | '' | null;
  onChange: (value: V) => void;
  error?: string;
  className?: string;
  hint?: ReactNode;
}) {
  const errorText = useErrorText()(error);
  const errorId = `${idPrefix}-error`;
  const hintId = `${idPrefix}-hint`;
  return (
    <fieldset
      className={`co-choices${className ? ` ${className}` : ''}`}
      aria-describedby={describedBy(errorText && errorId, hint !== undefined && hintId)}
    >
      <legend>{legend}</legend>
      {hint !== undefined && (
        <p id={hintId} className="co-hint">
          {hint}
        </p>
      )}
      <div className="co-choices__list">
        {options.map((option) => {
          const id = `${idPrefix}-${option.value}`;
          return (
            <div key={option.value} className="co-choice" data-disabled={option.disabled || undefined}>
              <Checkable
                type="radio"
                id={id}
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                // The error is read with the option a failed Next focuses, not only with the group.
                aria-describedby={describedBy(option.hint !== undefined && `${id}-hint`, errorText && errorId)}
              />
              <label htmlFor={id}>
                {option.extra}
                <span className="co-choice__label">{option.label}</span>
                {option.hint && (
                  <span id={`${id}-hint`} className="co-choice__hint">
                    {option.hint}
                  </span>
                )}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} text={errorText} />
    </fieldset>
  );
}

/** A radio button or check box that keeps what the visitor picked before the page hydrated (the wizard's first step comes rendered). */
function Checkable(props: InputHTMLAttributes<HTMLInputElement>) {
  const ref = useTypedBeforeHydration(props.onChange);
  return <input ref={ref} {...props} />;
}

export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  error,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const errorText = useErrorText()(error);
  const errorId = `${id}-error`;
  return (
    <div className="co-check">
      <div className="co-check__row">
        <Checkable
          type="checkbox"
          id={id}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? errorId : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={errorId} text={errorText} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  counter,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Characters typed against the limit; part of the field's description, not announced on every key. */
  counter?: ReactNode;
}) {
  const errorText = useErrorText()(error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  return (
    <div className="shop-field">
      <label htmlFor={id}>{label}</label>
      {hint !== undefined && (
        <p id={hintId} className="co-hint">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        {...textarea}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy(
          errorText && errorId,
          hint !== undefined && hintId,
          counter !== undefined && counterId,
        )}
      />
      {counter !== undefined && (
        <p id={counterId} className="co-counter">
          {counter}
        </p>
      )}
      <FieldError id={errorId} text={errorText} />
    </div>
  );
}

export function SelectField<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
  error,
  hint,
}: {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string;
  /** Shown under the control (unlike a text area's hint, above it: the select is one line). */
  hint?: ReactNode;
}) {
  const errorText = useErrorText()(error);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="shop-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy(errorText && errorId, hint !== undefined && hintId)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint !== undefined && (
        <p id={hintId} className="co-hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} text={errorText} />
    </div>
  );
}
