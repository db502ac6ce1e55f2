import { DateText, ErrorNotice, Loading } from '@shop/shared';
import type { CSSProperties } from 'react';
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
    <figure className="sf-review">
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

export function Reviews() {
  const { data, error, isLoading, refetch } = useGetReviewsQuery();
  const reviews = data?.reviews ?? [];
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
        <ul className="sf-plain-list sf-reviews">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
