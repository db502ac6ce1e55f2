import { Link, useHead, useShop } from '@shop/shared';
import { CategoryLinks } from '../components/CategoryLinks';
import { Hero } from '../components/Hero';
import { HowItWorks } from '../components/HowItWorks';
import { NewsletterForm } from '../components/NewsletterForm';
import { PhotoGuide } from '../components/PhotoGuide';
import { PopularBooks } from '../components/PopularBooks';
import { Reviews } from '../components/Reviews';
import { Section } from '../components/Section';
import { Message, useT } from '../intl';
import './home.css';

export function HomePage() {
  const t = useT();
  const { localize } = useShop();
  // The headline is the page's h1 inside the hero, so the head tags are set here rather than by <Page>.
  useHead({
    title: t('storefront.home.title'),
    description: t('storefront.home.description'),
  });
  return (
    <div className="shop-page sf-home">
      <Hero>
        <Link className="shop-button sf-button-large" to={localize('/create-story')}>
          <Message id="storefront.home.cta" />
        </Link>
        <Link className="shop-button sf-button-secondary sf-button-large" to={localize('/explore')}>
          <Message id="storefront.home.browse" />
        </Link>
      </Hero>
      <PopularBooks />
      <Section id="categories" title="storefront.categories.title" lead="storefront.categories.lead">
        <CategoryLinks />
      </Section>
      <HowItWorks />
      <PhotoGuide />
      <Reviews />
      <div className="sf-section">
        <NewsletterForm />
      </div>
    </div>
  );
}
