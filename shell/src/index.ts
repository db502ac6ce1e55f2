/**
 * The async boundary: shared singletons are negotiated before any app code runs.
 *
 * The server sent the page rendered (shell/src/render-page.tsx). On a slow phone the shop's JavaScript then runs
 * for a second or more, and nothing is painted while it does; so the browser is first let paint the page and its
 * largest picture (two animation frames: they only run once the stylesheets are in), with a short grace for the
 * picture, and the page is taken over (hydrated) after that.
 */
import { holdEarlySubmits } from './early-submits';

const PICTURE_GRACE_MS = 400;

holdEarlySubmits();

function firstPaintShown(): Promise<void> {
  const frames = new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  const pictureShown =
    picture && !picture.complete
      ? Promise.race([
          new Promise<void>((resolve) => {
            picture.addEventListener('load', () => resolve(), { once: true });
            picture.addEventListener('error', () => resolve(), { once: true });
          }),
          new Promise<void>((resolve) => setTimeout(resolve, PICTURE_GRACE_MS)),
        ])
      : Promise.resolve();
  return Promise.all([frames, pictureShown]).then(() => undefined);
}

void firstPaintShown().then(() => import('./bootstrap'));
