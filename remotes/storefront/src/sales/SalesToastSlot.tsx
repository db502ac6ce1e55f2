import { lazy, Suspense, useEffect, useState } from 'react';

/** After this long on a page its pop-ups load: the page's own requests and rendering come first. */
export const SALES_TOAST_DELAY_MS = 5000;

// Its code, styles and request come after the page is up, so the first load carries none of them.
const SalesToast = lazy(() => import(/* webpackChunkName: "sales-toast" */ './SalesToast'));

/** Where a storefront page's sales pop-ups appear, once the page has had its time. */
export function SalesToastSlot({ delayMs = SALES_TOAST_DELAY_MS }: { delayMs?: number }) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return armed ? (
    <Suspense fallback={null}>
      <SalesToast />
    </Suspense>
  ) : null;
}
