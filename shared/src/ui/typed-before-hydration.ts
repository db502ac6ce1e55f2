import { type ChangeEvent, type ChangeEventHandler, useLayoutEffect, useRef } from 'react';
import { formHydrated } from './early-submits';

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * What the visitor did to the control before hydration: typed into it, ticked or cleared a box, or picked
 * this radio button (the one picked; the one it replaced reports nothing, or the last reported would win).
 */
function changedBeforeHydration(element: Control): boolean {
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
    return element.checked !== element.defaultChecked && (element.type === 'checkbox' || element.checked);
  }
  return element.value !== element.defaultValue;
}

/**
 * A visitor can type into the server's HTML before the page hydrates (a slow phone, a quick parent).
 * React keeps those characters (and ticked boxes) in the control but not in the component's state, so the next render
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
    if (changedBeforeHydration(element)) {
      latest.current?.({ target: element, currentTarget: element } as ChangeEvent<E>);
    }
    // A submit held before hydration can go now (after this re-render): see early-submits.ts.
    formHydrated(element.form);
  }, []);
  return ref;
}
