import { FormattedMessage, useIntl } from 'react-intl';
import { STEPS, type StepId, stepIndex } from '../wizard/draft';
import './progress-steps.css';

/**
 * Where the visitor is in the wizard: an ordered list with the current step marked aria-current="step".
 * Steps already reached are buttons that go back to them; later ones are plain text.
 */
export function ProgressSteps({
  current,
  furthest,
  onSelect,
}: {
  current: StepId;
  furthest: StepId;
  onSelect: (step: StepId) => void;
}) {
  const intl = useIntl();
  const currentIndex = stepIndex(current);
  const furthestIndex = stepIndex(furthest);
  return (
    <nav className="co-progress" aria-label={intl.formatMessage({ id: 'checkout.progress.label' })}>
      <p className="co-progress__summary" aria-hidden="true">
        <FormattedMessage
          id="checkout.progress.summary"
          values={{
            current: currentIndex + 1,
            total: STEPS.length,
            step: intl.formatMessage({ id: `checkout.step.${current}` }),
          }}
        />
      </p>
      <ol className="co-progress__list">
        {STEPS.map((step, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
          const label = (
            <>
              <span className="co-progress__dot" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className="co-progress__label visually-hidden-on-phone">
                <FormattedMessage id={`checkout.step.${step}`} />
              </span>
              {state === 'done' && (
                <span className="visually-hidden">
                  {' '}
                  <FormattedMessage id="checkout.progress.done" />
                </span>
              )}
            </>
          );
          return (
            <li
              key={step}
              className={`co-progress__item co-progress__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state !== 'current' && index <= furthestIndex ? (
                <button type="button" className="co-progress__link" onClick={() => onSelect(step)}>
                  {label}
                </button>
              ) : (
                <span className="co-progress__link">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
