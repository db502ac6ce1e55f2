import { Message } from '../intl';
import { Section } from './Section';
import './how-it-works.css';

/** The seven steps of the create-story wizard (spec sections 1 and 2), in order. */
const STEPS = [
  { id: 'childDetails', title: 'storefront.how.childDetails.title', text: 'storefront.how.childDetails.text' },
  { id: 'photoUpload', title: 'storefront.how.photoUpload.title', text: 'storefront.how.photoUpload.text' },
  { id: 'storyType', title: 'storefront.how.storyType.title', text: 'storefront.how.storyType.text' },
  {
    id: 'characterReview',
    title: 'storefront.how.characterReview.title',
    text: 'storefront.how.characterReview.text',
  },
  {
    id: 'versionSelection',
    title: 'storefront.how.versionSelection.title',
    text: 'storefront.how.versionSelection.text',
  },
  { id: 'contactDetails', title: 'storefront.how.contactDetails.title', text: 'storefront.how.contactDetails.text' },
  { id: 'confirmPay', title: 'storefront.how.confirmPay.title', text: 'storefront.how.confirmPay.text' },
] as const;

export function HowItWorks() {
  return (
    <Section id="how" title="storefront.how.title" lead="storefront.how.lead">
      <ol className="sf-plain-list sf-steps">
        {STEPS.map((step) => (
          <li key={step.id} className="sf-step">
            <h3 className="sf-step__title">
              <Message id={step.title} />
            </h3>
            <p className="sf-step__text">
              <Message id={step.text} />
            </p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
