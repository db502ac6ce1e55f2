/**
 * The async boundary: shared singletons are negotiated before any app code runs.
 *
 * When the server sent a first paint (#prepaint, server/src/plugins/prepaint.ts), the browser draws it
 * and its largest picture before the shop's JavaScript takes the main thread: on a slow phone that work
 * runs for a second or more, and nothing could be painted meanwhile. Animation frames only run once the
 * stylesheets are in, so two of them mean the first paint is on screen; the picture gets a short grace.
 */
const PICTURE_GRACE_MS = 400;

function firstPaintShown(): Promise<void> {
  const prepaint = document.getElementById('prepaint');
  if (!prepaint) return Promise.resolve();
  const picture = prepaint.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const frames = new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  const pictureShown =
    picture && !picture.complete
      ? Promise.race([
          new Promise<void>((resolve) => picture.addEventListener('load', () => resolve(), { once: true })),
          new Promise<void>((resolve) => setTimeout(resolve, PICTURE_GRACE_MS)),
        ])
      : Promise.resolve();
  return Promise.all([frames, pictureShown]).then(() => undefined);
}

void firstPaintShown().then(() => import('./bootstrap'));
