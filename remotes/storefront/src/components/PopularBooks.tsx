import { ErrorNotice, Icon, Link, Loading, useShop } from '@shop/shared';
import { useGetPopularBooksQuery } from '../api';
import { Message } from '../intl';
import { BookGrid } from './BookCard';
import { Section } from './Section';

export function PopularBooks() {
  const { localize } = useShop();
  const { data, error, isLoading, refetch } = useGetPopularBooksQuery(8);
  const books = data?.books ?? [];
  return (
    <Section
      id="popular"
      title="storefront.home.popular.title"
      aside={
        <Link className="sf-more-link" to={localize('/explore')}>
          <Message id="storefront.home.popular.all" /> <Icon name="arrow-right" />
        </Link>
      }
    >
      {isLoading && <Loading />}
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      {data && books.length === 0 && (
        <p className="sf-empty">
          <Message id="storefront.home.popular.empty" />
        </p>
      )}
      {books.length > 0 && <BookGrid books={books} />}
    </Section>
  );
}
