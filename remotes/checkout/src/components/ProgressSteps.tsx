import { Message, useT } from '../intl';
import { STEPS, type StepId, stepIndex } from '../wizard/draft';
import { STEP_NAME } from '../wizard/labels';
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
  const t = useT();
  const currentIndex = stepIndex(current);
  const furthestIndex = stepIndex(furthest);
  return (
    <nav className="co-progress" aria-label={t('checkout.progress.label')}>
      <p className="co-progress__summary" aria-hidden="true">
        <Message
          id="checkout.progress.summary"
          values={{
            current: currentIndex + 1,
            total: STEPS.length,
            step: t(STEP_NAME[current]),
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
                <Message id={STEP_NAME[step]} />
              </span>
              {state === 'done' && (
                <span className="visually-hidden">
                  {' '}
                  <Message id="checkout.progress.done" />
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
