import { Link, useHead, useShop } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { CategoryLinks } from '../components/CategoryLinks';
import { Hero } from '../components/Hero';
import { HowItWorks } from '../components/HowItWorks';
import { NewsletterForm } from '../components/NewsletterForm';
import { PhotoGuide } from '../components/PhotoGuide';
import { PopularBooks } from '../components/PopularBooks';
import { Reviews } from '../components/Reviews';
import { Section } from '../components/Section';
import './home.css';

export function HomePage() {
  const intl = useIntl();
  const { localize } = useShop();
  // The headline is the page's h1 inside the hero, so the head tags are set here rather than by <Page>.
  useHead({
    title: intl.formatMessage({ id: 'storefront.home.title' }),
    description: intl.formatMessage({ id: 'storefront.home.description' }),
  });
  return (
    <div className="shop-page sf-home">
      <Hero>
        <Link className="shop-button sf-button-large" to={localize('/create-story')}>
          <FormattedMessage id="storefront.home.cta" />
        </Link>
        <Link className="shop-button sf-button-secondary sf-button-large" to={localize('/explore')}>
          <FormattedMessage id="storefront.home.browse" />
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
