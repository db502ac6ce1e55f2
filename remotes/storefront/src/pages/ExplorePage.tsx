import { ErrorNotice, Link, Loading, Page, useSearchParams, useShop } from '@shop/shared';
import { useEffect, useRef } from 'react';
import { useGetBooksQuery, useGetCategoriesQuery } from '../api';
import { BookGrid } from '../components/BookCard';
import { Pagination } from '../components/Pagination';
import { Message, useT } from '../intl';
import './explore.css';

export const PER_PAGE = 12;
const ALL = 'all';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** '/explore', '/explore?category=bedtime', '/explore?category=bedtime&page=2' — defaults stay out of the URL. */
function explorePath(category: string, page: number): string {
  const params = new URLSearchParams();
  if (category !== ALL) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/explore?${query}` : '/explore';
}

export function ExplorePage() {
  const t = useT();
  const { localize } = useShop();
  const [params] = useSearchParams();
  const category = params.get('category') || ALL;
  const page = readPage(params.get('page'));
  const categories = useGetCategoriesQuery();
  const books = useGetBooksQuery({ category, page, perPage: PER_PAGE });
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const previousPage = useRef(page);

  // After paging (the links sit below the grid), bring keyboard and screen-reader users to the new results.
  useEffect(() => {
    if (previousPage.current !== page) resultsHeading.current?.focus();
    previousPage.current = page;
  }, [page]);

  const current = categories.data?.find((item) => item.slug === category);
  const heading = current?.name ?? t('storefront.explore.all');
  // While another page or category loads, the previous results stay in place, dimmed.
  const shown = books.data;
  const meta = shown?.meta;

  return (
    <Page
      title={t('storefront.explore.title')}
      description={t('storefront.explore.description')}
      className="sf-explore"
    >
      <p className="sf-lead">
        <Message id="storefront.explore.description" />
      </p>
      <nav className="sf-filter" aria-label={t('storefront.explore.filter')}>
        {categories.error ? (
          <ErrorNotice error={categories.error} onRetry={categories.refetch} />
        ) : (
          <ul className="sf-plain-list sf-filter__list">
            {[{ slug: ALL, name: t('storefront.explore.all') }, ...(categories.data ?? [])].map((item) => (
              <li key={item.slug}>
                <Link
                  className="sf-pill sf-filter__chip"
                  to={localize(explorePath(item.slug, 1))}
                  aria-current={item.slug === category ? 'true' : undefined}
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </nav>

      <section className="sf-results" aria-labelledby="sf-results-title">
        <h2 id="sf-results-title" className="sf-results__title" tabIndex={-1} ref={resultsHeading}>
          {heading}
        </h2>
        {books.isFetching && (!shown || books.error) && <Loading />}
        {books.error && !books.isFetching && <ErrorNotice error={books.error} onRetry={books.refetch} />}
        {shown && meta && !books.error && (
          <>
            {shown.books.length > 0 ? (
              <BookGrid books={shown.books} busy={books.isFetching} firstScreen />
            ) : meta.total > 0 ? (
              <div className="sf-empty">
                <p>
                  <Message id="storefront.explore.outOfRange" />
                </p>
                <Link to={localize(explorePath(category, 1))}>
                  <Message id="storefront.explore.firstPage" />
                </Link>
              </div>
            ) : (
              <p className="sf-empty">
                <Message id="common.error.categoryEmpty" />
              </p>
            )}
            {shown.books.length > 0 && (
              <Pagination info={meta} hrefFor={(target) => localize(explorePath(category, target))} />
            )}
          </>
        )}
      </section>
    </Page>
  );
}
