import { FormattedMessage } from 'react-intl';
import './how-it-works.css';

/** The seven steps of the create-story wizard (spec sections 1 and 2), in order. */
export const STEPS = [
  'childDetails',
  'photoUpload',
  'storyType',
  'characterReview',
  'versionSelection',
  'contactDetails',
  'confirmPay',
] as const;

export function HowItWorks() {
  return (
    <section className="sf-section" aria-labelledby="sf-how-title">
      <h2 id="sf-how-title" className="sf-section__title">
        <FormattedMessage id="storefront.how.title" />
      </h2>
      <p className="sf-section__lead">
        <FormattedMessage id="storefront.how.lead" />
      </p>
      <ol className="sf-steps">
        {STEPS.map((step) => (
          <li key={step} className="sf-step">
            <h3 className="sf-step__title">
              <FormattedMessage id={`storefront.how.${step}.title`} />
            </h3>
            <p className="sf-step__text">
              <FormattedMessage id={`storefront.how.${step}.text`} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
