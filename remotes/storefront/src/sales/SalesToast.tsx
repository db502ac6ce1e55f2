/**
 * Recent orders as small pop-ups ("Aysel from Baku ordered a book 12 minutes ago"). Polite by design:
 * a few per page view, one at a time, each for a few seconds; announced without interrupting (a polite
 * live region); one click hides them for the rest of the visit; never drawn over a button, link-button
 * or form field (skipped when one lies beneath, put away when scrolling brings one under it); no motion
 * for visitors who asked for less. Nothing shows while the list is empty or the server has none to give.
 * Loaded on its own, after the page has settled (SalesToastSlot).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { timeAgo } from './relative-time';
import { useGetSalesNotificationsQuery } from './sales-notifications-api';
import './sales-toast.css';

export interface SalesToastTiming {
  /** From the list's arrival to the first pop-up. */
  firstMs: number;
  /** How long one pop-up stays. */
  visibleMs: number;
  /** Between two pop-ups. */
  gapMs: number;
  /** Pop-ups per page view at most. */
  maxShown: number;
}

export const SALES_TOAST_TIMING: SalesToastTiming = { firstMs: 4000, visibleMs: 7000, gapMs: 25_000, maxShown: 3 };

/** Kept for the browser session: a visitor who closed the pop-ups is not shown them on the next page. */
export const DISMISSED_KEY = 'shop-sales-toast-dismissed';

const INTERACTIVE = 'a.shop-button, button, input, select, textarea, [role="button"]';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function overlaps(a: DOMRect, b: DOMRect): boolean {
  return (
    a.width > 0 &&
    a.height > 0 &&
    b.width > 0 &&
    b.height > 0 &&
    a.left < b.right &&
    b.left < a.right &&
    a.top < b.bottom &&
    b.top < a.bottom
  );
}

/** Whether a control of the page (not the pop-up's own) lies under `box`. */
function coversAControl(box: DOMRect, own: Element): boolean {
  return [...document.querySelectorAll(INTERACTIVE)].some(
    (control) => !own.contains(control) && overlaps(box, control.getBoundingClientRect()),
  );
}

export default function SalesToast({ timing = SALES_TOAST_TIMING }: { timing?: SalesToastTiming }) {
  const intl = useIntl();
  const { data } = useGetSalesNotificationsQuery();
  const entries = data?.sales_notifications ?? [];
  const [dismissed, setDismissed] = useState(readDismissed);
  /** Index of the pop-up on screen, if any, and how many have had their turn. */
  const [current, setCurrent] = useState<number>();
  const [turns, setTurns] = useState(0);
  const toastRef = useRef<HTMLDivElement>(null);
  const limit = Math.min(entries.length, timing.maxShown);

  const endTurn = useCallback(() => {
    setCurrent(undefined);
    setTurns((count) => count + 1);
  }, []);

  useEffect(() => {
    if (dismissed || turns >= limit) return;
    const timer =
      current === undefined
        ? setTimeout(() => setCurrent(turns), turns === 0 ? timing.firstMs : timing.gapMs)
        : setTimeout(endTurn, timing.visibleMs);
    return () => clearTimeout(timer);
  }, [current, dismissed, endTurn, limit, timing, turns]);

  // Before it is painted, and whenever the page moves under it: a pop-up over a control gives way.
  useLayoutEffect(() => {
    const toast = toastRef.current;
    if (current === undefined || !toast) return;
    const check = () => {
      if (coversAControl(toast.getBoundingClientRect(), toast)) endTurn();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [current, endTurn]);

  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Without storage the pop-ups stay away for this page only.
    }
    setDismissed(true);
  };

  if (dismissed || entries.length === 0) return null;
  const entry = current === undefined ? undefined : entries[current];
  const ago = entry && timeAgo(entry.time, Date.now());
  return (
    <div
      className="sf-sales"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      aria-label={intl.formatMessage({ id: 'storefront.sales.label' })}
    >
      {entry && ago && (
        <div ref={toastRef} className="sf-sales__toast">
          <p className="sf-sales__text">
            <FormattedMessage
              id="storefront.sales.ordered"
              values={{
                name: entry.name,
                location: entry.location,
                count: entry.count,
                time: intl.formatMessage({ id: 'storefront.sales.ago' }, ago),
              }}
            />
          </p>
          <button
            type="button"
            className="sf-sales__close"
            onClick={dismiss}
            aria-label={intl.formatMessage({ id: 'storefront.sales.dismiss' })}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
