import { bundledUrl } from '@shop/shared';
import heroPicture from '../assets/hero.webp';
import type { ReactNode } from 'react';
import { Message, useT } from '../intl';
import './hero.css';

const HERO = { url: bundledUrl(heroPicture), width: 1200, height: 800 };

/**
 * Headline, subline, actions and the hero picture. The picture is the page's largest, so it is not lazy
 * and is asked for first; its size is known, so nothing moves when it arrives.
 */
export function Hero({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <section className="sf-halves sf-hero" aria-labelledby="sf-hero-title">
      <div className="sf-hero__copy">
        <h1 id="sf-hero-title" className="sf-hero__title">
          <Message id="storefront.home.title" />
        </h1>
        <p className="sf-hero__lead">
          <Message id="storefront.home.lead" />
        </p>
        <div className="sf-hero__actions">{children}</div>
        <ul className="sf-plain-list sf-hero__highlights" aria-label={t('storefront.home.highlights')}>
          <li>
            <Message id="storefront.home.highlight.languages" />
          </li>
          <li>
            <Message id="storefront.home.highlight.delivery" />
          </li>
          <li>
            <Message id="storefront.home.highlight.pdf" />
          </li>
        </ul>
      </div>
      <div className="sf-hero__art">
        <img
          className="sf-hero__picture"
          src={HERO.url}
          width={HERO.width}
          height={HERO.height}
          alt={t('storefront.home.heroAlt')}
          fetchPriority="high"
          decoding="async"
        />
      </div>
    </section>
  );
}
