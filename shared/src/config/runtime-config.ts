/**
 * Configuration the server hands the browser at run time (GET /config.json), so one build serves
 * every region and deployment. The shell sets it once before rendering; everything else reads it.
 */
import type { Region } from '../region';

export interface RuntimeConfig {
  region: Region;
  siteName: string;
  /** Origin of the API; empty means the page's own origin. */
  apiBase: string;
  /** Version prefix of every call, e.g. '/api/v1'. */
  apiPrefix: string;
  /** Canonical origin used in canonical and hreflang links. */
  publicUrl: string;
}

const DEFAULTS: RuntimeConfig = {
  region: 'global',
  siteName: 'Storybook Shop',
  apiBase: '',
  apiPrefix: '/api/v1',
  publicUrl: typeof location === 'undefined' ? 'http://localhost:3000' : location.origin,
};

let current: RuntimeConfig = DEFAULTS;

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...DEFAULTS, ...config };
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** The address of an API path ('/orders/…'): API base + version prefix, the one place they are joined. */
export function apiUrl(path: string): string {
  return `${current.apiBase}${current.apiPrefix}${path}`;
}

/** Loads /config.json (served no-cache); a failure keeps the defaults so the shop still renders. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    // The server answers with Cache-Control: no-cache; a plain fetch also reuses index.html's preload.
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    return setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch (error) {
    console.error('Failed to load /config.json, using defaults:', error);
    return setRuntimeConfig({});
  }
}
