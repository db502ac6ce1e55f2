import { ErrorNotice, isApiError, Loading } from '@shop/shared';
import { useGetRelatedBooksQuery } from '../api';
import { Message } from '../intl';
import { BookGrid } from './BookCard';
import { Section } from './Section';

const SHOWN = 4;

/** "You may also like": a 404 or an empty list both read 'Related books not found' (spec section 8). */
export function RelatedBooks({ slug }: { slug: string }) {
  const { currentData, error, isFetching, refetch } = useGetRelatedBooksQuery(slug);
  const books = currentData?.books ?? [];
  const notFound = (isApiError(error) && error.status === 404) || (currentData && books.length === 0);
  return (
    <Section id="related" title="storefront.story.related">
      {isFetching && !currentData && <Loading />}
      {notFound ? (
        <p className="sf-empty">
          <Message id="common.error.relatedBooksNotFound" />
        </p>
      ) : (
        error && !isFetching && <ErrorNotice error={error} onRetry={refetch} />
      )}
      {books.length > 0 && <BookGrid books={books.slice(0, SHOWN)} />}
    </Section>
  );
}
