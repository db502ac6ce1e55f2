/**
 * The shop's procedural art: every picture of the storefront and of the personalised books is drawn here as
 * layered SVG (see scripts/generate-book-art.ts for the storefront files). The book engine calls bookScene for
 * each illustrated page and pastes the real child's generated face over the reported head.
 */
export type { HeadSpot } from './heads';
export { BOOK_SCENE_SLUGS, type BookPictureInput, type ScenePicture, bookPicture, bookScene } from './pictures';
export { heroWithFeatures } from './child';
export type { IllustrationStyle } from './core';
export { BOOK_STYLES } from './style';
