import { bundledUrl, Icon } from '@shop/shared';
import badAnimal from '../assets/photo-guide/bad-animal.webp';
import badBlurry from '../assets/photo-guide/bad-blurry.webp';
import badGroup from '../assets/photo-guide/bad-group.webp';
import badHiddenFace from '../assets/photo-guide/bad-hidden-face.webp';
import goodSelfie from '../assets/photo-guide/good-selfie.webp';
import { Message, useT } from '../intl';
import { Section } from './Section';
import './photo-guide.css';

/** Spec section 2: a close-up face selfie is good; group photos, hidden faces, animals and blurry images are not. */
const EXAMPLES = [
  {
    id: 'good',
    src: bundledUrl(goodSelfie),
    good: true,
    caption: 'storefront.photoGuide.good',
    alt: 'storefront.photoGuide.goodAlt',
  },
  {
    id: 'group',
    src: bundledUrl(badGroup),
    good: false,
    caption: 'storefront.photoGuide.group',
    alt: 'storefront.photoGuide.groupAlt',
  },
  {
    id: 'hidden',
    src: bundledUrl(badHiddenFace),
    good: false,
    caption: 'storefront.photoGuide.hidden',
    alt: 'storefront.photoGuide.hiddenAlt',
  },
  {
    id: 'animals',
    src: bundledUrl(badAnimal),
    good: false,
    caption: 'storefront.photoGuide.animals',
    alt: 'storefront.photoGuide.animalsAlt',
  },
  {
    id: 'blurry',
    src: bundledUrl(badBlurry),
    good: false,
    caption: 'storefront.photoGuide.blurry',
    alt: 'storefront.photoGuide.blurryAlt',
  },
] as const;

export function PhotoGuide() {
  const t = useT();
  return (
    <Section id="photo-guide" title="storefront.photoGuide.title" lead="storefront.photoGuide.lead">
      <ul className="sf-plain-list sf-photo-guide">
        {EXAMPLES.map((example) => (
          <li key={example.id}>
            <figure className={`sf-photo ${example.good ? 'sf-photo--good' : 'sf-photo--bad'}`}>
              <div className="sf-photo__frame">
                <img src={example.src} width={400} height={400} loading="lazy" decoding="async" alt={t(example.alt)} />
                <span className="sf-photo__badge">
                  <Icon name={example.good ? 'check' : 'cross'} />
                </span>
              </div>
              <figcaption>
                <Message id={example.caption} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
