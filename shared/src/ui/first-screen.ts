/**
 * The id of the element that ends a page's first screen, on a page whose markup goes on well below it (the home
 * page's hero, followed by seven sections). The server's HTML makes the first paint wait until this element is
 * parsed (`<link rel="expect" blocking="render">`, server/src/plugins/web.ts), so the first screen is drawn whole
 * and at once; without it the first paint waits for the page's whole markup. One element per page.
 */
export const FIRST_SCREEN_ID = 'shop-first-screen';
