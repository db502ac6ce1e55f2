import { FormattedMessage, useIntl } from 'react-intl';
import { Section } from './Section';
import './photo-guide.css';

/** Spec section 2: a close-up face selfie is good; group photos, hidden faces, animals and blurry images are not. */
// Static `new URL(…, import.meta.url)` calls, one per file, so the bundler emits each picture.
const EXAMPLES = [
  { id: 'good', src: new URL('../assets/photo-guide/good-selfie.webp', import.meta.url).href, good: true },
  { id: 'group', src: new URL('../assets/photo-guide/bad-group.webp', import.meta.url).href, good: false },
  { id: 'hidden', src: new URL('../assets/photo-guide/bad-hidden-face.webp', import.meta.url).href, good: false },
  { id: 'animals', src: new URL('../assets/photo-guide/bad-animal.webp', import.meta.url).href, good: false },
  { id: 'blurry', src: new URL('../assets/photo-guide/bad-blurry.webp', import.meta.url).href, good: false },
] as const;

export function PhotoGuide() {
  const intl = useIntl();
  return (
    <Section id="photo-guide" title="storefront.photoGuide.title" lead="storefront.photoGuide.lead">
      <ul className="sf-plain-list sf-photo-guide">
        {EXAMPLES.map((example) => (
          <li key={example.id}>
            <figure className={`sf-photo ${example.good ? 'sf-photo--good' : 'sf-photo--bad'}`}>
              <div className="sf-photo__frame">
                <img
                  src={example.src}
                  width={400}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  alt={intl.formatMessage({ id: `storefront.photoGuide.${example.id}Alt` })}
                />
                <span className="sf-photo__badge" aria-hidden="true">
                  {example.good ? '✓' : '✕'}
                </span>
              </div>
              <figcaption>
                <FormattedMessage id={`storefront.photoGuide.${example.id}`} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
