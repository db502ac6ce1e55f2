/**
 * Security headers on every response the server sends (pages, API, media, uploaded files, the shell's and
 * the remotes' built files), and the Content-Security-Policy of the shop's pages.
 *
 * Written here rather than with @fastify/helmet: the set is small, the page policy needs a per-response
 * nonce and the remote registry, and helmet would add headers the shop has no use for. A header a route set
 * itself wins (the sandbox payment page's stricter CSP and no-referrer, the uploaded files' no-referrer):
 * the hook only fills in what is missing.
 */
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';

/**
 * Where browsers send CSP violation reports (routes/csp-reports), named by report-uri. Not report-to: once a
 * policy names a report-to group Chromium stops using report-uri and leaves delivery to its Reporting
 * service, which batches (and in the e2e browser delivered nothing within 100 s), while report-uri posts
 * each violation at once in every browser. The endpoint takes the Reporting API's format as well.
 */
export const CSP_REPORT_PATH = '/api/v1/csp-reports';

/**
 * Powerful features the shop never uses, switched off for the page and anything it could embed. The photo
 * step takes a file input (no `capture`, no getUserMedia), so the camera stays off; web-share and clipboard
 * (the ambassador's referral link) keep their defaults. Only features Chromium knows are listed: an unknown
 * one is a console error on every page.
 */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'display-capture=()',
].join(', ');

/** Answers that are not pages (JSON, files) never run anything, so their own policy allows nothing. */
const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Two years, the preload list's minimum; only sent when the shop is served over https. */
const HSTS = 'max-age=63072000; includeSubDomains';

const NONCE_BYTES = 16;
/** Random bytes drawn for this many nonces at once: one call into the CSPRNG per 256 pages instead of one per page. */
const NONCES_PER_DRAW = 256;
let noncePool = Buffer.alloc(0);
let nonceAt = 0;

/**
 * A fresh nonce for one page response: 128 random bits, base64 (allowed as is in a CSP source). Each nonce is 16
 * bytes of the pool no other nonce used; the pool is drawn from the CSPRNG, so it is as unpredictable as one draw each.
 */
export function newNonce(): string {
  if (nonceAt + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    nonceAt = 0;
  }
  const nonce = noncePool.toString('base64', nonceAt, nonceAt + NONCE_BYTES);
  nonceAt += NONCE_BYTES;
  return nonce;
}

/**
 * The origins of the remote registry's entries that live elsewhere (absolute URLs on another origin); a
 * relative entry is the shop's own ('self'). A malformed entry is left out rather than breaking every page.
 */
export function remoteOrigins(registry: Record<string, string>, publicUrl: string): string[] {
  const own = new URL(publicUrl).origin;
  const origins = new Set<string>();
  for (const url of Object.values(registry)) {
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) continue;
    try {
      const { origin } = new URL(url);
      if (origin !== own && origin !== 'null') origins.add(origin);
    } catch {
      // not a URL: the shell cannot load it either
    }
  }
  return [...origins].sort();
}

/**
 * The policy of one page (the shell's index.html with its first paint).
 *
 * Scripts: the shop's own origin, the remotes' origins and the page's nonce, nothing inline without it.
 * Module Federation and rspack load remoteEntry.js and chunks by inserting <script src> from those origins,
 * which the host list allows; 'strict-dynamic' is not used, so the list is what counts in every browser.
 * The token of a signed-in ambassador lives in localStorage: this is the part that protects it.
 *
 * Styles allow 'unsafe-inline': antd (ambassador and back-office remotes) inserts <style> elements at run
 * time. Its CSS-in-JS would take a nonce through ConfigProvider, but the scroll lock of every Modal and
 * Drawer (@rc-component/portal's useScrollLocker) inserts one with no way to give it a nonce, and the
 * first paint's picture frame uses a style attribute. Styles cannot run code; scripts stay strict.
 *
 * Pictures: data: (small icons inlined by stylesheets) and blob: (the photo step previews the chosen file
 * through an object URL). Forms post to the shop only; the checkout reaches the payment page by
 * navigating, which form-action does not govern.
 */
export function pageCsp(nonce: string, origins: readonly string[]): string {
  return pageCspWriter(origins)(nonce);
}

/** pageCsp for one set of origins, with everything but the nonce joined once (it is sent with every page). */
export function pageCspWriter(origins: readonly string[]): (nonce: string) => string {
  const [before, after] = cspAround(origins, '\u0000').split('\u0000') as [string, string];
  return (nonce) => `${before}${nonce}${after}`;
}

function cspAround(origins: readonly string[], nonce: string): string {
  const remotes = origins.length > 0 ? ` ${origins.join(' ')}` : '';
  return [
    `default-src 'self'${remotes}`,
    `script-src 'self' 'nonce-${nonce}'${remotes}`,
    `style-src 'self' 'unsafe-inline'${remotes}`,
    `img-src 'self' data: blob:${remotes}`,
    `font-src 'self' data:${remotes}`,
    `connect-src 'self'${remotes}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/**
 * Puts `nonce` on every <script> tag of `html` that runs (the build's, the server's); a tag that has one keeps it.
 * A data block (`type="application/json"`, the page's state) runs nothing, so CSP does not govern it.
 */
export function addScriptNonce(html: string, nonce: string): string {
  return html.replace(/<script\b([^>]*)>/gi, (tag, attributes: string) =>
    /\snonce\s*=/i.test(attributes) || /\stype\s*=\s*"application\/(ld\+)?json"/i.test(attributes)
      ? tag
      : `<script nonce="${nonce}"${attributes}>`,
  );
}

/** Headers every answer carries unless its route set its own; the HSTS one only over https. */
const COMMON_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  // frame-ancestors for browsers that read CSP, X-Frame-Options for the ones that do not: never framed.
  ['x-frame-options', 'DENY'],
  // A window the shop opens, or that opens the shop, gets no handle on it (and vice versa).
  ['cross-origin-opener-policy', 'same-origin'],
  ['permissions-policy', PERMISSIONS_POLICY],
];

/**
 * The hook that gives every response its security headers; on the root (fastify-plugin), so every answer has them.
 * A plain callback hook, not an async one: it runs for every response, and a promise per response is measurable.
 */
export default fp<Pick<AppConfig, 'publicUrl'>>(
  async (app, config) => {
    const headers =
      new URL(config.publicUrl).protocol === 'https:'
        ? [...COMMON_HEADERS, ['strict-transport-security', HSTS] as const]
        : COMMON_HEADERS;
    app.addHook('onSend', (_request, reply, payload, done) => {
      for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
      // Pages set their own policy (web.ts, the sandbox payment page); anything else runs nothing. A PDF (the
      // finished book, opened from its link) is left without one: Chromium's viewer is a plugin that
      // object-src 'none' would block.
      const type = String(reply.getHeader('content-type') ?? '');
      if (
        !type.startsWith('text/html') &&
        !type.startsWith('application/pdf') &&
        !reply.hasHeader('content-security-policy')
      )
        reply.header('content-security-policy', NON_PAGE_CSP);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
