/**
 * The shop's procedural art: every picture of the storefront and of the personalised books is drawn here as
 * layered SVG (see scripts/generate-book-art.ts for the storefront files). The book engine calls bookPicture for
 * the cover and each illustrated spread: the child is drawn from the character features in the order's style
 * and round, so no photo is pasted anywhere.
 */

export { heroWithFeatures } from './child';
export type { HeadSpot, SpotBox } from './heads';
export { type BookPictureInput, bookPicture } from './pictures';
