/**
 * Content editing in the back office, one service with a module per kind: categories, FAQs, reviews, books
 * (with their covers), content pages and price configs. Each module holds its queries and its JSON mapping to
 * the rows of @shop/shared/contracts; every change goes through editing.ts's `change`, so it is audited in its
 * transaction and the catalogue is told after the commit.
 */
import { bookEditing } from './books';
import { categoryEditing } from './categories';
import type { ContentDeps } from './editing';
import { faqEditing } from './faqs';
import { pageEditing } from './pages';
import { priceConfigEditing } from './prices';
import { reviewEditing } from './reviews';

export function contentEditing(deps: ContentDeps) {
  return {
    books: bookEditing(deps),
    categories: categoryEditing(deps),
    faqs: faqEditing(deps),
    reviews: reviewEditing(deps),
    pages: pageEditing(deps),
    priceConfigs: priceConfigEditing(deps),
  };
}

export type ContentEditing = ReturnType<typeof contentEditing>;
export { bookListQuery } from './books';
export { categoryListQuery } from './categories';
export { COVER_MAX_BYTES, coverUpload } from './covers';
export type { AuditWriter, ContentDeps } from './editing';
export { faqListQuery } from './faqs';
export { pageListQuery } from './pages';
export { priceConfigListQuery } from './prices';
export { reviewListQuery } from './reviews';
