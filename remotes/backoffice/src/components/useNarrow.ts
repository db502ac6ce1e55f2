import { useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint: a phone held upright, where tables turn into cards (backoffice.css agrees). */
export const NARROW_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const query = typeof window !== 'undefined' ? window.matchMedia?.(NARROW_QUERY) : undefined;
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

// Without matchMedia (the server, jsdom) the console is laid out for a desk: the wide layout is the default.
const narrowNow = () => (typeof window !== 'undefined' && window.matchMedia?.(NARROW_QUERY).matches) || false;

/** Whether the screen is phone-narrow now, following rotation and window resizing. */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, () => false);
}
