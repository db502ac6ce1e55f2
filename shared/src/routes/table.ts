/**
 * Every page of the shop, declared as data: path (without language prefix), the remote that owns it,
 * the module that remote exposes, and the shell layout around it. The shell turns this table into
 * routes for each offered language; the server reads it to answer unknown paths with HTTP 404.
 * Pure data on purpose: no React here, so the server can import it.
 */
import { DEFAULT_LOCALE, type Locale, OFFERED_LOCALES } from '../i18n/catalogue';

export type LayoutName = 'default' | 'ambassador' | 'dashboard' | 'none';
/** Every remote the shell can mount; the server's registry (/remotes.json, REMOTE_<NAME>_URL) lists the same. */
export const REMOTE_NAMES = ['storefront', 'checkout', 'tracking', 'ambassador', 'backoffice'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RouteSpec {
  /** Stable id handed to the remote's App, which renders the matching page. */
  id: string;
  path: string;
  remote: RemoteName;
  layout: LayoutName;
  /**
   * The server renders the page whole, with its data: the public pages people land on and share, and the order
   * wizard's first step as a fresh visitor sees it (a stored draft is read after hydration). Other pages (the
   * order's result pages, sign-in, the dashboards, the back office) come with their frame rendered and the page
   * itself rendered in the browser: they are personal, and nobody lands on them from a search.
   */
  serverRendered?: true;
  /**
   * The query parameters the page reads. Any other one (utm_source, fbclid, gclid, a typo) changes nothing on the
   * page, so the server renders and caches it without them: a link from an ad or a post is answered from the page
   * cache, and made-up parameters cannot make the server render the same page again and again. `personal`: the
   * visitor's own values (an order number and its e-mail address), never cached.
   */
  query?: { names: readonly string[]; personal?: true };
}

type Attributes = Pick<RouteSpec, 'serverRendered' | 'query'>;
const SSR = { serverRendered: true } as const;

const route = (
  id: string,
  path: string,
  remote: RemoteName,
  layout: LayoutName,
  attributes: Attributes = {},
): RouteSpec => ({ id, path, remote, layout, ...attributes });

/** Every page and all it is: one record each, so a new page is one line here. */
export const ROUTES: readonly RouteSpec[] = [
  route('home', '/', 'storefront', 'default', SSR),
  route('faqs', '/faqs', 'storefront', 'default', SSR),
  route('contact', '/contact', 'storefront', 'default', SSR),
  route('explore', '/explore', 'storefront', 'default', { ...SSR, query: { names: ['category', 'page'] } }),
  route('page', '/page/:slug', 'storefront', 'default', SSR),
  // The link in the e-mails to newsletter subscribers: asks, then deletes the address (never on a mere visit).
  route('unsubscribe', '/unsubscribe', 'storefront', 'default'),
  route('story', '/story/:slug', 'storefront', 'default', SSR),
  // Where the ambassador shared the link (?src=instagram): the landing reports it with its visit.
  route('referral', '/referrals/:referralCode', 'storefront', 'none', { ...SSR, query: { names: ['src'] } }),
  route('track-order', '/track-order', 'tracking', 'default', {
    ...SSR,
    query: { names: ['order_number', 'email'], personal: true },
  }),
  route('create-story', '/create-story', 'checkout', 'none', { ...SSR, query: { names: ['book', 'step'] } }),
  route('order-success', '/order-success', 'checkout', 'none'),
  route('order-error', '/order-error', 'checkout', 'none'),
  route('sign-in', '/auth/sign-in', 'ambassador', 'ambassador'),
  route('sign-up', '/auth/sign-up', 'ambassador', 'ambassador'),
  route('sign-up-success', '/auth/sign-up-success', 'ambassador', 'ambassador'),
  route('forgot-password', '/auth/forgot-password', 'ambassador', 'ambassador'),
  // The password reset link's token: the ambassador's own, never cached.
  route('reset-password', '/auth/reset-password', 'ambassador', 'ambassador', {
    query: { names: ['token'], personal: true },
  }),
  route('become-ambassador', '/become-ambassador', 'ambassador', 'ambassador', SSR),
  route('dashboard', '/dashboard', 'ambassador', 'dashboard'),
  route('dashboard-profile', '/dashboard/profile', 'ambassador', 'dashboard'),
  route('dashboard-referrals', '/dashboard/referrals', 'ambassador', 'dashboard'),
  route('dashboard-rewards', '/dashboard/rewards', 'ambassador', 'dashboard'),
  route('dashboard-payment-methods', '/dashboard/payment-methods', 'ambassador', 'dashboard'),
  route('dashboard-payouts', '/dashboard/payouts', 'ambassador', 'dashboard'),
  // The team's console owns its own layout and sub-navigation below /backoffice.
  route('backoffice', '/backoffice/*', 'backoffice', 'none'),
];

export function isServerRendered(spec: RouteSpec): boolean {
  return spec.serverRendered === true;
}

/**
 * The part of `search` the page reads ('' or '?category=adventure&page=2', in the visitor's order), and whether it
 * holds the visitor's own values.
 */
export function pageQuery(spec: RouteSpec, search: string): { query: string; personal: boolean } {
  const read = spec.query;
  const kept = new URLSearchParams();
  if (read) {
    for (const [name, value] of new URLSearchParams(search)) if (read.names.includes(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return { query: query ? `?${query}` : '', personal: query !== '' && read?.personal === true };
}

/** Each offered language's address prefix ('' for the default language, '/ru' …), from the one list of languages. */
export const LOCALE_PREFIXES = Object.fromEntries(
  OFFERED_LOCALES.map((locale) => [locale, locale === DEFAULT_LOCALE ? '' : `/${locale}`]),
) as Readonly<Record<Locale, string>>;

const PREFIXED = new RegExp(`^/(${OFFERED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|')})(?=/|$)`);

/** Splits '/ru/story/x' into its language and the path without the prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = PREFIXED.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  return { locale: match[1] as Locale, path: pathname.slice(match[0].length) || '/' };
}

function toRegExp(path: string): RegExp {
  const body = path
    .split('/')
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${body}/?$`);
}

const matchers = ROUTES.map((spec) => ({ spec, re: spec.path === '/' ? /^\/?$/ : toRegExp(spec.path) }));

/** The route a path (with or without language prefix) belongs to, or undefined for a 404. */
export function findRoute(pathname: string): RouteSpec | undefined {
  const { path } = splitLocale(pathname);
  // '/backoffice' itself belongs to the '/backoffice/*' route.
  return matchers.find(({ re }) => re.test(path) || re.test(`${path}/`))?.spec;
}
