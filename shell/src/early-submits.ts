/**
 * The shell's side of @shop/shared's early submits (shared/src/ui/early-submits.ts): this runs before the
 * shared modules are negotiated, so it reaches the same object through its registered symbol, and the
 * type only is imported.
 */
import type { EarlySubmits } from '@shop/shared';

/** Equals EARLY_SUBMITS_KEY of @shop/shared (a test checks). */
export const KEY = 'storybook-shop.early-submits';

function state(): EarlySubmits {
  const registry = globalThis as unknown as Record<symbol, EarlySubmits | undefined>;
  registry[Symbol.for(KEY)] ??= { holding: false, held: new Set(), live: new WeakSet() };
  return registry[Symbol.for(KEY)] as EarlySubmits;
}

function hold(event: SubmitEvent) {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  state().held.add(event.target);
}

/** From the shell's first script on, until the page is taken over. */
export function holdEarlySubmits(): void {
  const current = state();
  if (current.holding) return;
  current.holding = true;
  document.addEventListener('submit', hold, true);
}

/**
 * Once the page has been taken over (a task after the root's commit, so what was typed is in the state):
 * held forms whose fields hydrated are sent again; the others go when theirs do (formHydrated).
 */
export function releaseEarlySubmits(): void {
  const current = state();
  if (!current.holding) return;
  current.holding = false;
  document.removeEventListener('submit', hold, true);
  for (const form of [...current.held]) {
    if (!current.live.has(form)) continue;
    current.held.delete(form);
    if (form.isConnected) form.requestSubmit();
  }
}
