import { bundledUrl, FIRST_SCREEN_ID, Icon } from '@shop/shared';
import type { ReactNode } from 'react';
import heroPicture from '../assets/hero.webp';
import heroPictureSmall from '../assets/hero-720.webp';
import { Message, useT } from '../intl';
import './hero.css';

const HERO = { url: bundledUrl(heroPicture), width: 1200, height: 800 };
/**
 * A phone (390 px at 1.75×) draws the picture about 620 px wide: the 720 px file is 15 KB instead of 37 KB and
 * decodes a third of the pixels, and the picture is the home page's largest paint. A desktop's half column
 * (at most 560 px, 2× on a retina screen) takes the 1200 px one.
 */
const HERO_SOURCES = `${bundledUrl(heroPictureSmall)} 720w, ${HERO.url} 1200w`;
const HERO_SIZES = '(min-width: 880px) 560px, calc(100vw - 2.5rem)';
const HIGHLIGHTS = [
  'storefront.home.highlight.languages',
  'storefront.home.highlight.delivery',
  'storefront.home.highlight.pdf',
] as const;

/**
 * Headline, subline, actions and the hero picture. The picture is the page's largest, so it is not lazy
 * and is asked for first, and decoded for the first frame (not 'async', which let the first paint go without it);
 * its size is known, so nothing moves when it arrives. The hero is the home page's first
 * screen: the first paint waits for it, not for the seven sections after it (FIRST_SCREEN_ID).
 */
export function Hero({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <section id={FIRST_SCREEN_ID} className="sf-halves sf-hero" aria-labelledby="sf-hero-title">
      <div className="sf-hero__copy">
        <h1 id="sf-hero-title" className="sf-hero__title">
          <Message id="storefront.home.title" />
        </h1>
        <p className="sf-hero__lead">
          <Message id="storefront.home.lead" />
        </p>
        <div className="sf-hero__actions">{children}</div>
        <ul className="sf-plain-list sf-hero__highlights" aria-label={t('storefront.home.highlights')}>
          {HIGHLIGHTS.map((id) => (
            <li key={id}>
              <Icon name="check" className="sf-hero__tick" />
              <Message id={id} />
            </li>
          ))}
        </ul>
      </div>
      <div className="sf-hero__art">
        <img
          className="sf-hero__picture"
          src={HERO.url}
          srcSet={HERO_SOURCES}
          sizes={HERO_SIZES}
          width={HERO.width}
          height={HERO.height}
          alt={t('storefront.home.heroAlt')}
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
