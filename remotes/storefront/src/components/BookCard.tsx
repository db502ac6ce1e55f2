import { Link, useShop } from '@shop/shared';
import type { BookCard as Book } from '../api';
import { Message } from '../intl';
import { Picture } from './Picture';
import './book-card.css';

/**
 * One story in a grid. The title link is stretched over the whole card, so the card is one click target
 * but a screen reader hears one link named after the book, not the whole card's text.
 */
export function BookCard({
  book,
  headingLevel = 3,
  eager = false,
}: {
  book: Book;
  headingLevel?: 2 | 3;
  /** In the first screen: the cover loads with the page. */
  eager?: boolean;
}) {
  const { localize } = useShop();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="sf-card">
      <div className="sf-card__cover">
        <Picture image={book.cover} priority={eager ? 'eager' : 'lazy'} />
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

/**
 * A responsive grid of cards; `busy` while the next page loads, so the old one stays in place. `firstScreen`: the
 * grid is near the top of its page, so its first row's covers (four at most) load with the page.
 */
export function BookGrid({
  books,
  headingLevel,
  busy = false,
  firstScreen = false,
}: {
  books: Book[];
  headingLevel?: 2 | 3;
  busy?: boolean;
  firstScreen?: boolean;
}) {
  return (
    <ul className="sf-plain-list sf-grid" aria-busy={busy || undefined}>
      {books.map((book, index) => (
        <li key={book.slug}>
          <BookCard book={book} headingLevel={headingLevel} eager={firstScreen && index < 4} />
        </li>
      ))}
    </ul>
  );
}
