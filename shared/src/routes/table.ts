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
  module: './App';
  layout: LayoutName;
}

const route = (id: string, path: string, remote: RemoteName, layout: LayoutName): RouteSpec => ({
  id,
  path,
  remote,
  module: './App',
  layout,
});

export const ROUTES: readonly RouteSpec[] = [
  route('home', '/', 'storefront', 'default'),
  route('faqs', '/faqs', 'storefront', 'default'),
  route('contact', '/contact', 'storefront', 'default'),
  route('explore', '/explore', 'storefront', 'default'),
  route('page', '/page/:slug', 'storefront', 'default'),
  // The link in the e-mails to newsletter subscribers: asks, then deletes the address (never on a mere visit).
  route('unsubscribe', '/unsubscribe', 'storefront', 'default'),
  route('story', '/story/:slug', 'storefront', 'default'),
  route('referral', '/referrals/:referralCode', 'storefront', 'none'),
  route('track-order', '/track-order', 'tracking', 'default'),
  route('create-story', '/create-story', 'checkout', 'none'),
  route('order-success', '/order-success', 'checkout', 'none'),
  route('order-error', '/order-error', 'checkout', 'none'),
  route('sign-in', '/auth/sign-in', 'ambassador', 'ambassador'),
  route('sign-up', '/auth/sign-up', 'ambassador', 'ambassador'),
  route('sign-up-success', '/auth/sign-up-success', 'ambassador', 'ambassador'),
  route('forgot-password', '/auth/forgot-password', 'ambassador', 'ambassador'),
  route('reset-password', '/auth/reset-password', 'ambassador', 'ambassador'),
  route('become-ambassador', '/become-ambassador', 'ambassador', 'ambassador'),
  route('dashboard', '/dashboard', 'ambassador', 'dashboard'),
  route('dashboard-profile', '/dashboard/profile', 'ambassador', 'dashboard'),
  route('dashboard-referrals', '/dashboard/referrals', 'ambassador', 'dashboard'),
  route('dashboard-rewards', '/dashboard/rewards', 'ambassador', 'dashboard'),
  route('dashboard-payment-methods', '/dashboard/payment-methods', 'ambassador', 'dashboard'),
  route('dashboard-payouts', '/dashboard/payouts', 'ambassador', 'dashboard'),
  // The team's console owns its own layout and sub-navigation below /backoffice.
  route('backoffice', '/backoffice/*', 'backoffice', 'none'),
];

/**
 * Routes whose page the server renders whole, with its data (the public pages people land on and share), and
 * the order wizard's first step as a fresh visitor sees it (a stored draft is read after hydration). The
 * others (the order's result pages, sign-in, the dashboards, the back office) come with their frame rendered
 * and the page itself rendered in the browser: they are personal, and nobody lands on them from a search.
 */
const SERVER_RENDERED = new Set([
  'home',
  'faqs',
  'contact',
  'explore',
  'page',
  'story',
  'referral',
  'track-order',
  'become-ambassador',
  'create-story',
]);

export function isServerRendered(spec: RouteSpec): boolean {
  return SERVER_RENDERED.has(spec.id);
}

/**
 * The query parameters a page reads. Any other one (utm_source, fbclid, gclid, a typo) changes nothing on the
 * page, so the server renders and caches it without them: a link from an ad or a post is answered from the page
 * cache, and made-up parameters cannot make the server render the same page again and again. `personal`: the
 * visitor's own values (an order number and its e-mail address), never cached.
 */
const PAGE_QUERY: Readonly<Record<string, { names: readonly string[]; personal?: true }>> = {
  explore: { names: ['category', 'page'] },
  'create-story': { names: ['book', 'step'] },
  'track-order': { names: ['order_number', 'email'], personal: true },
  // The password reset link's token: the ambassador's own, never cached.
  'reset-password': { names: ['token'], personal: true },
  // Where the ambassador shared the link (?src=instagram): the landing reports it with its visit.
  referral: { names: ['src'] },
};

/**
 * The part of `search` the page reads ('' or '?category=adventure&page=2', in the visitor's order), and whether it
 * holds the visitor's own values.
 */
export function pageQuery(spec: RouteSpec, search: string): { query: string; personal: boolean } {
  const read = PAGE_QUERY[spec.id];
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
