/** The shop's seed content: books, FAQs, content pages and reviews, with their shapes. */
export { books } from './books';
export { faqs } from './faqs';
export { pages } from './pages';
export { reviews } from './reviews';
export * from './types';
