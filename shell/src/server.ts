/**
 * The server build's entry (rspack.config.ts, createServerConfig), loaded by server/src/plugins/page-render.ts.
 * Like index.ts in the browser it is an async boundary: the shared singletons are settled before the renderer's
 * own code runs.
 */
export const renderer = import('./render-page');
