import { bookShareImagePath, isApiError, Link, SHARE_IMAGE_SIZE, useHead, useParams, useShop } from '@shop/shared';
import { type BookDetail, useGetBookQuery } from '../api';
import { Gallery } from '../components/Gallery';
import { RelatedBooks } from '../components/RelatedBooks';
import { StoryPrices, useStoryPrices } from '../components/StoryPrices';
import { Message, useT } from '../intl';
import { FailedPage, LoadingPage, NotFoundPage } from './StatusPages';
import './story.css';

export function StoryPage() {
  const t = useT();
  const { slug = '' } = useParams();
  // currentData, not data: following a related story must not show the previous one under the new address.
  const { currentData, error, isFetching, refetch } = useGetBookQuery(slug);
  const loadingTitle = t('storefront.story.loadingTitle');

  if (currentData) return <StoryDetail book={currentData} />;
  // Before isFetching: hydrating the server's 404 asks again (RTK Query retries a failed query for a new
  // subscriber); "not found" stays on screen meanwhile instead of a loading flash.
  if (isApiError(error) && error.status === 404) {
    return (
      <NotFoundPage
        title={t('common.error.storyNotFound')}
        backTo="/explore"
        backLabel="storefront.story.backToExplore"
      />
    );
  }
  if (isFetching) return <LoadingPage title={loadingTitle} />;
  return <FailedPage title={loadingTitle} error={error} onRetry={refetch} />;
}

function StoryDetail({ book }: { book: BookDetail }) {
  const t = useT();
  const { localize } = useShop();
  const { prices } = useStoryPrices();
  const { config, locale } = useShop();
  useHead({
    title: book.name,
    description: book.summary,
    // The cover beside the book's name in the page's language (the server draws it).
    image: bookShareImagePath(book.slug, locale),
    imageWidth: SHARE_IMAGE_SIZE.width,
    imageHeight: SHARE_IMAGE_SIZE.height,
    imageAlt: t('common.share.bookAlt', { name: book.name, siteName: config.siteName }),
    type: 'book',
    structuredData: [
      storyProduct(book, prices, config.siteName, config.publicUrl),
      storyBreadcrumbs(book, localize, config.publicUrl, t('storefront.explore.title')),
    ],
  });
  const categoryPath = `/explore?category=${encodeURIComponent(book.category.slug)}`;
  return (
    <div className="shop-page sf-story">
      <nav className="sf-breadcrumb" aria-label={t('storefront.story.breadcrumb')}>
        <ol className="sf-plain-list">
          <li>
            <Link to={localize('/explore')}>
              <Message id="storefront.explore.title" />
            </Link>
          </li>
          <li>
            <Link to={localize(categoryPath)}>{book.category.name}</Link>
          </li>
          <li aria-current="page">{book.name}</li>
        </ol>
      </nav>

      <div className="sf-halves sf-story__top">
        <Gallery images={[book.cover, ...(book.sample_pages ?? [])]} label={t('storefront.story.gallery')} />
        <div className="sf-story__info">
          <h1 className="sf-story__title">{book.name}</h1>
          <p className="sf-story__summary">{book.summary}</p>
          <dl className="sf-story__facts">
            <div>
              <dt>
                <Message id="storefront.story.age" />
              </dt>
              <dd>
                <Message id="storefront.book.ages" values={{ min: book.age_min, max: book.age_max }} />
              </dd>
            </div>
            <div>
              <dt>
                <Message id="storefront.story.pageCount" />
              </dt>
              <dd>
                <Message id="storefront.book.pages" values={{ count: book.page_count }} />
              </dd>
            </div>
            <div>
              <dt>
                <Message id="storefront.story.category" />
              </dt>
              <dd>
                <Link to={localize(categoryPath)}>{book.category.name}</Link>
              </dd>
            </div>
          </dl>
          <Link
            className="shop-button sf-button-large sf-story__cta"
            to={localize(`/create-story?book=${encodeURIComponent(book.slug)}`)}
          >
            <Message id="storefront.story.create" />
          </Link>
          {book.description.length > 0 && (
            <section className="sf-story__about" aria-labelledby="sf-about-title">
              <h2 id="sf-about-title">
                <Message id="storefront.story.aboutTitle" />
              </h2>
              {book.description.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          )}
        </div>
      </div>

      <StoryPrices formats={book.formats} />
      <RelatedBooks slug={book.slug} />
    </div>
  );
}

/**
 * The book as search engines read it (schema.org Product): each version an Offer at the price the page shows, in
 * its currency; prices are left out until they are known.
 */
function storyProduct(
  book: BookDetail,
  prices: ReturnType<typeof useStoryPrices>['prices'],
  siteName: string,
  publicUrl: string,
): Record<string, unknown> {
  return {
    '@type': 'Product',
    name: book.name,
    description: book.summary,
    // Absolute, as search engines read JSON-LD apart from the page.
    image: new URL(book.cover.url, `${publicUrl.replace(/\/$/, '')}/`).href,
    sku: book.slug,
    brand: { '@type': 'Brand', name: siteName },
    // Only a book parents have reviewed is rated: an empty aggregateRating is an error to search engines.
    ...(book.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: book.rating.value,
            reviewCount: book.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(prices
      ? {
          offers: book.formats.map((format) => ({
            '@type': 'Offer',
            sku: `${book.slug}-${format}`,
            price: (prices.version_prices[format].total / 100).toFixed(2),
            priceCurrency: prices.currency,
            availability: 'https://schema.org/InStock',
          })),
        }
      : {}),
  };
}

/** The breadcrumb the page shows (Explore › category › book), as schema.org BreadcrumbList. */
function storyBreadcrumbs(
  book: BookDetail,
  localize: (path: string) => string,
  publicUrl: string,
  exploreName: string,
): Record<string, unknown> {
  const origin = publicUrl.replace(/\/$/, '');
  const crumbs = [
    { name: exploreName, path: '/explore' },
    { name: book.category.name, path: `/explore?category=${encodeURIComponent(book.category.slug)}` },
    { name: book.name, path: `/story/${encodeURIComponent(book.slug)}` },
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${localize(crumb.path)}`,
    })),
  };
}
