/**
 * A bundled file's address (a picture imported by a remote) as a page writes it. In the browser a remote's
 * files resolve against the address its entry came from, so they are absolute; the server's render of the same
 * remote writes the path alone (rspack.config.ts, createServerConfig). On the page's own origin both become the
 * path, so the server's markup and the browser's first render agree (hydration) and the page moves with its
 * domain; a remote on another origin keeps its full address.
 */
export function bundledUrl(url: string): string {
  if (typeof location === 'undefined') return url;
  return url.startsWith(`${location.origin}/`) ? url.slice(location.origin.length) : url;
}
