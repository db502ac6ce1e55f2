import { Link, useShop } from '@shop/shared';
import type { BookCard as Book } from '../api';
import { Message } from '../intl';
import { Picture } from './Picture';
import './book-card.css';

/**
 * One story in a grid. The title link is stretched over the whole card, so the card is one click target
 * but a screen reader hears one link named after the book, not the whole card's text.
 */
export function BookCard({ book, headingLevel = 3 }: { book: Book; headingLevel?: 2 | 3 }) {
  const { localize } = useShop();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="sf-card">
      <div className="sf-card__cover">
        <Picture image={book.cover} />
      </div>
      <div className="sf-card__body">
        <p className="sf-card__category">{book.category.name}</p>
        <Heading className="sf-card__title">
          <Link className="sf-card__link" to={localize(`/story/${encodeURIComponent(book.slug)}`)}>
            {book.name}
          </Link>
        </Heading>
        <p className="sf-card__summary">{book.summary}</p>
        <p className="sf-card__meta">
          <span>
            <Message id="storefront.book.ages" values={{ min: book.age_min, max: book.age_max }} />
          </span>
          <span aria-hidden="true"> · </span>
          <span>
            <Message id="storefront.book.pages" values={{ count: book.page_count }} />
          </span>
        </p>
      </div>
    </article>
  );
}

/** A responsive grid of cards; `busy` while the next page loads, so the old one stays in place. */
export function BookGrid({
  books,
  headingLevel,
  busy = false,
}: {
  books: Book[];
  headingLevel?: 2 | 3;
  busy?: boolean;
}) {
  return (
    <ul className="sf-plain-list sf-grid" aria-busy={busy || undefined}>
      {books.map((book) => (
        <li key={book.slug}>
          <BookCard book={book} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
