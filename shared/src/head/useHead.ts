import { createContext, useContext, useEffect } from 'react';
import { IntlContext } from 'react-intl';
import { useLocation } from 'react-router';
import type { RuntimeConfig } from '../config/runtime-config';
import { useShop } from '../context/ShopContext';
import { type Locale, OFFERED_LOCALES } from '../i18n/catalogue';
import { localizedPath } from '../i18n/current-locale';
import { splitLocale } from '../routes/table';
import { SHARE_IMAGE_SIZE, shopShareImagePath } from './share-images';

export interface HeadTags {
  /** The page's own title; the site name of the region is appended. */
  title?: string;
  description?: string;
  /**
   * The share picture (og:image), absolute or root-relative, with its size and a description in the page's
   * language; default: the shop's picture in the page's language (share-images.ts), 1200 × 630.
   */
  image?: string;
  imageWidth?: number;
  imageHeight?: number;
  imageAlt?: string;
  /** og:type, default 'website'. */
  type?: string;
  /** Pages that must stay out of search engines (e.g. the dashboard, order results). */
  noindex?: boolean;
  /** The HTTP status the server answers the page with (404 for a story or page that does not exist). */
  status?: number;
  /**
   * schema.org descriptions of what the page shows (a Product, an FAQPage), written as JSON-LD beside the
   * shop's Organization and WebSite, which every page carries.
   */
  structuredData?: readonly Record<string, unknown>[];
}

/**
 * One tag of the head: `<meta name|property=key content=value>`, `<link rel=key [hreflang] href=value>`, or a
 * `<script type="application/ld+json">` with `value` as its JSON.
 */
export type HeadEntry =
  | { tag: 'meta'; attribute: 'name' | 'property'; key: string; value: string }
  | { tag: 'link'; rel: string; hreflang?: string; value: string }
  | { tag: 'jsonld'; value: string };

export interface HeadPage {
  tags: HeadTags;
  locale: Locale;
  config: Pick<RuntimeConfig, 'siteName' | 'publicUrl'>;
  /** The shell's own picture; the head now names the shop's picture in the page's language instead. */
  shareImage: string;
  pathname: string;
}

/** Builds the document title: 'Page | Site', or the site name alone. */
export function documentTitle(siteName: string, title?: string): string {
  return title ? `${title} | ${siteName}` : siteName;
}

/**
 * The head of a page, computed once for both sides: the server writes it into the HTML (shell/src/render-page.tsx)
 * and the browser keeps it current as the visitor moves between pages (useHead).
 */
export function headEntries({ tags, locale, config, pathname }: HeadPage): {
  title: string;
  entries: HeadEntry[];
} {
  const { title, description = '', type = 'website', noindex = false, structuredData = [] } = tags;
  // A page's own picture comes with its own size and words; the shop's has the size it is drawn at.
  const image = tags.image
    ? { url: tags.image, width: tags.imageWidth, height: tags.imageHeight, alt: tags.imageAlt }
    : { url: shopShareImagePath(locale), ...SHARE_IMAGE_SIZE, alt: tags.imageAlt };
  const fullTitle = documentTitle(config.siteName, title);
  const origin = config.publicUrl.replace(/\/$/, '');
  const url = `${origin}${pathname}`;
  const basePath = splitLocale(pathname).path;
  const meta = (attribute: 'name' | 'property', key: string, value: string): HeadEntry => ({
    tag: 'meta',
    attribute,
    key,
    value,
  });
  return {
    title: fullTitle,
    entries: [
      meta('name', 'description', description),
      meta('name', 'robots', noindex ? 'noindex, nofollow' : 'index, follow'),
      meta('property', 'og:title', fullTitle),
      meta('property', 'og:description', description),
      meta('property', 'og:image', new URL(image.url, `${origin}/`).href),
      ...(image.width && image.height
        ? [
            meta('property', 'og:image:width', String(image.width)),
            meta('property', 'og:image:height', String(image.height)),
          ]
        : []),
      ...(image.alt ? [meta('property', 'og:image:alt', image.alt), meta('name', 'twitter:image:alt', image.alt)] : []),
      meta('property', 'og:url', url),
      meta('property', 'og:type', type),
      meta('property', 'og:site_name', config.siteName),
      meta('property', 'og:locale', OG_LOCALES[locale]),
      meta('name', 'twitter:card', 'summary_large_image'),
      { tag: 'link', rel: 'canonical', value: url },
      ...OFFERED_LOCALES.map(
        (lang): HeadEntry => ({
          tag: 'link',
          rel: 'alternate',
          hreflang: lang,
          value: `${origin}${localizedPath(lang, basePath)}`,
        }),
      ),
      { tag: 'link', rel: 'alternate', hreflang: 'x-default', value: `${origin}${basePath}` },
      ...[...shopStructuredData(config, origin, locale), ...structuredData].map(
        (data): HeadEntry => ({ tag: 'jsonld', value: JSON.stringify({ '@context': 'https://schema.org', ...data }) }),
      ),
    ],
  };
}

/** The shop itself, on every page: who sells (Organization) and the site in the page's language (WebSite). */
function shopStructuredData(
  config: Pick<RuntimeConfig, 'siteName'>,
  origin: string,
  locale: Locale,
): Record<string, unknown>[] {
  return [
    { '@type': 'Organization', name: config.siteName, url: `${origin}/`, logo: `${origin}/icon-512.png` },
    { '@type': 'WebSite', name: config.siteName, url: `${origin}${localizedPath(locale, '/')}`, inLanguage: locale },
  ];
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', ru: 'ru_RU', tr: 'tr_TR', az: 'az_AZ' };

/**
 * Where the server's render collects the page's head: the last useHead of the render wins, as in the browser,
 * where the page's own call runs after its frame's.
 */
export interface HeadCollector {
  tags?: HeadTags;
}

const HeadCollectorContext = createContext<HeadCollector | null>(null);
export const HeadCollectorProvider = HeadCollectorContext.Provider;

function applyEntry(entry: HeadEntry) {
  if (entry.tag === 'jsonld') {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = entry.value;
    document.head.append(script);
    return;
  }
  const selector =
    entry.tag === 'meta'
      ? `meta[${entry.attribute}="${entry.key}"]`
      : entry.hreflang
        ? `link[rel="${entry.rel}"][hreflang="${entry.hreflang}"]`
        : `link[rel="${entry.rel}"]:not([hreflang])`;
  let element = document.head.querySelector<HTMLMetaElement | HTMLLinkElement>(selector);
  if (!element) {
    element = document.createElement(entry.tag);
    if (entry.tag === 'meta') element.setAttribute(entry.attribute, entry.key);
    else {
      element.setAttribute('rel', entry.rel);
      if (entry.hreflang) element.setAttribute('hreflang', entry.hreflang);
    }
    document.head.append(element);
  }
  element.setAttribute(entry.tag === 'meta' ? 'content' : 'href', entry.value);
}

/**
 * The one way a page sets its head tags: title, description, image, canonical URL, og:type, robots,
 * `<html lang>` and hreflang alternates for the four languages, and on the server its HTTP status.
 */
export function useHead(pageTags: HeadTags): void {
  const { locale, config, shareImage } = useShop();
  const { pathname } = useLocation();
  const collector = useContext(HeadCollectorContext);
  const intl = useContext(IntlContext);
  // The shop's picture is described in the page's language (common messages, which every package's scope has).
  const tags =
    pageTags.image || pageTags.imageAlt || !intl || !Object.hasOwn(intl.messages, 'common.share.alt')
      ? pageTags
      : { ...pageTags, imageAlt: intl.formatMessage({ id: 'common.share.alt' }, { siteName: config.siteName }) };
  // Rendering on the server: the head goes into the HTML (effects never run there).
  if (collector) collector.tags = tags;
  const { title, description, image, imageWidth, imageHeight, imageAlt, type, noindex, structuredData } = tags;
  // By value: a page passes a new array on every render, and the head changes only when its content does.
  const structured = structuredData ? JSON.stringify(structuredData) : '';

  useEffect(() => {
    const head = headEntries({
      tags: {
        title,
        description,
        image,
        imageWidth,
        imageHeight,
        imageAlt,
        type,
        noindex,
        ...(structured ? { structuredData: JSON.parse(structured) } : {}),
      },
      locale,
      config,
      shareImage,
      pathname,
    });
    document.title = head.title;
    document.documentElement.lang = locale;
    // The previous page's descriptions go; this page's are added afresh.
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
    // So are the previous picture's size and words, which this page's picture may not have.
    for (const meta of document.head.querySelectorAll('meta[property^="og:image:"], meta[name="twitter:image:alt"]')) {
      meta.remove();
    }
    for (const entry of head.entries) applyEntry(entry);
  }, [
    title,
    description,
    image,
    imageWidth,
    imageHeight,
    imageAlt,
    type,
    noindex,
    structured,
    locale,
    config,
    shareImage,
    pathname,
  ]);
}
