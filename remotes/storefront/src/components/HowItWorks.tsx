import { FormattedMessage } from 'react-intl';
import { Section } from './Section';
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
    <Section id="how" title="storefront.how.title" lead="storefront.how.lead">
      <ol className="sf-plain-list sf-steps">
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
    </Section>
  );
}
