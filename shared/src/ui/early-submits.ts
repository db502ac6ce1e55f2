/**
 * Forms sent before the page was taken over (hydrated). The shell's first script holds every submit until
 * then (shell/src/early-submits.ts: the browser would otherwise send the form itself, a GET of the same
 * page with the visitor's words in its address, and reload it empty), and sends the held forms again once
 * React handles them. A form counts as handled once one of its shared fields has hydrated.
 *
 * The shell's first script runs before the shared modules are negotiated, so the two meet in one object
 * under a registered symbol rather than through an import.
 */
export interface EarlySubmits {
  /** True while the shell holds submits (from its first script until the page is taken over). */
  holding: boolean;
  /** Forms sent while holding, or since, whose fields have not hydrated yet. */
  held: Set<HTMLFormElement>;
  /** Forms whose fields have hydrated: a held one of these can be sent again. */
  live: WeakSet<HTMLFormElement>;
}

export const EARLY_SUBMITS_KEY = 'storybook-shop.early-submits';

export function earlySubmits(): EarlySubmits {
  const registry = globalThis as unknown as Record<symbol, EarlySubmits | undefined>;
  const key = Symbol.for(EARLY_SUBMITS_KEY);
  registry[key] ??= { holding: false, held: new Set(), live: new WeakSet() };
  return registry[key];
}

/** Sends a held form again, a task later: after the re-render that adopted what was typed. */
export function resendLater(form: HTMLFormElement): void {
  setTimeout(() => {
    if (form.isConnected) form.requestSubmit();
  });
}

/** A field of `form` has hydrated: its handlers are React's now, so a held submit of it goes out. */
export function formHydrated(form: HTMLFormElement | null): void {
  if (!form) return;
  const state = earlySubmits();
  state.live.add(form);
  if (!state.holding && state.held.delete(form)) resendLater(form);
}
