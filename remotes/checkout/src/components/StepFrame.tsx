import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { Message } from '../intl';
import type { StepId } from '../wizard/draft';
import { STEP_TITLE } from '../wizard/labels';

export interface StepFrameProps {
  step: StepId;
  /** Lead text under the heading. */
  lead?: ReactNode;
  children: ReactNode;
  onBack?: () => void;
  /** Submitting the step's form (Next, or Enter in a field). */
  onNext: () => void;
  nextLabel?: ReactNode;
  /** A save is under way: Next is disabled and says so. */
  busy?: boolean;
  nextDisabled?: boolean;
  /** Move focus to the heading (after the visitor moved between steps, not on the first load). */
  focusHeading: boolean;
  className?: string;
}

/**
 * One wizard step: its heading, its content in a form, and Back / Next. Moving between steps puts focus
 * on the new step's heading, so keyboard and screen-reader users start reading where the page changed.
 */
export function StepFrame({
  step,
  lead,
  children,
  onBack,
  onNext,
  nextLabel,
  busy = false,
  nextDisabled = false,
  focusHeading,
  className,
}: StepFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !nextDisabled) onNext();
  };

  return (
    <section
      className={`co-step co-step--${step}${className ? ` ${className}` : ''}`}
      aria-labelledby={`co-step-${step}`}
    >
      <h2 id={`co-step-${step}`} className="co-step__title" tabIndex={-1} ref={heading}>
        <Message id={STEP_TITLE[step]} />
      </h2>
      {lead && <p className="co-step__lead">{lead}</p>}
      <form className="co-step__form" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        {children}
        <div className="co-step__nav">
          {onBack && (
            <button type="button" className="shop-button co-button-secondary" onClick={onBack}>
              <Message id="checkout.nav.back" />
            </button>
          )}
          <button type="submit" className="shop-button co-button-next" disabled={busy || nextDisabled}>
            {busy ? <Message id="checkout.nav.saving" /> : (nextLabel ?? <Message id="checkout.nav.next" />)}
          </button>
        </div>
      </form>
    </section>
  );
}
