import { type ChangeEvent, type ChangeEventHandler, useLayoutEffect, useRef } from 'react';
import { formHydrated } from './early-submits';

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * A visitor can type into the server's HTML before the page hydrates (a slow phone, a quick parent).
 * React keeps those characters in the control but not in the component's state, so the next render
 * would wipe them and a submit would send the state's empty value. After hydration this hands what was
 * typed to the field's `onChange`, once, as if it had been typed now. React sets `defaultValue` to the
 * rendered value, so a difference is exactly what the visitor typed; a page rendered in the browser never
 * has one. A layout effect, so the state holds it before anything else runs (a held early submit).
 */
export function useTypedBeforeHydration<E extends Control>(onChange: ChangeEventHandler<E> | undefined) {
  const ref = useRef<E>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.value !== element.defaultValue) {
      latest.current?.({ target: element, currentTarget: element } as ChangeEvent<E>);
    }
    // A submit held before hydration can go now (after this re-render): see early-submits.ts.
    formHydrated(element.form);
  }, []);
  return ref;
}
