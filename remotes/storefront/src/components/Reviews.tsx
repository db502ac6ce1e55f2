import { DateText, ErrorNotice, Loading } from '@shop/shared';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { type Review, useGetReviewsQuery } from '../api';
import { Message, useT } from '../intl';
import { Section } from './Section';
import './reviews.css';

/**
 * Five stars for the eye; the rating in words for a screen reader. The stars are one row painted by CSS (a star
 * repeated as a mask, reviews.css), the rating's share of it in colour: two elements per review instead of a
 * drawing per star, which made the home page's sixteen reviews 16 KB of its HTML.
 */
export function Stars({ rating }: { rating: number }) {
  const t = useT();
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <p className="sf-stars">
      <span className="visually-hidden">{t('storefront.reviews.rating', { rating: value })}</span>
      <span className="sf-stars__row" aria-hidden="true">
        <span className="sf-stars__on" style={{ '--sf-rating': value } as CSSProperties} />
      </span>
    </p>
  );
}

function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="sf-review" tabIndex={-1}>
      <Stars rating={review.rating} />
      <blockquote className="sf-review__text">
        <p>{review.text}</p>
      </blockquote>
      <figcaption className="sf-review__by">
        <span className="sf-review__name">{review.name}</span>
        <DateText value={review.date} long calendarDay />
      </figcaption>
    </figure>
  );
}

/**
 * How many reviews the home page shows at first: the newest few read as a page of a shop, sixteen as a wall, and
 * every one of them came twice in the page's HTML (the markup and the state it resumes from).
 */
export const FIRST_REVIEWS = 6;

export function Reviews() {
  const [all, setAll] = useState(false);
  // While every review loads, the hook still gives the first few (RTK Query keeps the last answer's data).
  const { data, error, isLoading, refetch } = useGetReviewsQuery(all ? undefined : FIRST_REVIEWS);
  const reviews = data?.reviews ?? [];
  const list = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);

  // A keyboard user who asked for more lands on the first review they had not seen, not on the page's start
  // (the button they pressed is gone).
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || reviews.length <= index) return;
    firstNew.current = null;
    list.current?.querySelectorAll<HTMLElement>('.sf-review')[index]?.focus();
  }, [reviews.length]);

  return (
    <Section id="reviews" title="storefront.reviews.title">
      {isLoading && <Loading />}
      {error && <ErrorNotice error={error} onRetry={refetch} />}
      {data && reviews.length === 0 && (
        <p className="sf-empty">
          <Message id="storefront.reviews.empty" />
        </p>
      )}
      {reviews.length > 0 && (
        <ul className="sf-plain-list sf-reviews" ref={list}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
      {data && !all && data.total > reviews.length && (
        <p className="sf-reviews__more">
          <button
            type="button"
            className="shop-button sf-button-secondary"
            onClick={() => {
              firstNew.current = reviews.length;
              setAll(true);
            }}
          >
            <Message id="storefront.reviews.showAll" values={{ count: data.total }} />
          </button>
        </p>
      )}
    </Section>
  );
}
