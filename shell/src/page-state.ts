import type { Currency, RootState, RuntimeConfig } from '@shop/shared';
import type { RemoteRegistry } from './federation/registry';

/**
 * What the server hands the page it rendered, in `<script type="application/json" id="shop-state">`: the run-time
 * config and registry the page would otherwise fetch, and the API answers the render used, so the first
 * render in the browser (hydration) shows exactly the same without asking again.
 */
export interface PageState {
  config: RuntimeConfig;
  registry: RemoteRegistry;
  api: RootState['api'];
  /** Whether the page's remote was rendered on the server; if not, the browser renders it (its fallback included). */
  remoteRendered: boolean;
  /** The currency the server wrote the prices in (useCurrency starts with it). */
  currency?: Currency;
  /**
   * The page failed to render on the server, which sent the 500 page instead: the browser renders the page
   * afresh (a passing fault heals; a lasting one shows the same 500 page).
   */
  failed?: boolean;
}

export const PAGE_STATE_ID = 'shop-state';

/** JSON that cannot end its script element early: `<` is written as its escape. */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

export function readPageState(): PageState | undefined {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return undefined;
  }
}
