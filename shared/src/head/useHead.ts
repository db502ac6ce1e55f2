import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useShop } from '../context/ShopContext';
import { OFFERED_LOCALES } from '../i18n/catalogue';
import { localizedPath } from '../i18n/current-locale';

export interface HeadTags {
  /** The page's own title; the site name of the region is appended. */
  title?: string;
  description?: string;
  /** Absolute or root-relative URL; default: the shop's share image. */
  image?: string;
  /** og:type, default 'website'. */
  type?: string;
  /** Pages that must stay out of search engines (e.g. the dashboard, order results). */
  noindex?: boolean;
}

const LANG_PREFIX = /^\/(ru|tr|az)(?=\/|$)/;

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attr, key);
    document.head.append(element);
  }
  element.content = content;
}

function setLink(rel: string, href: string, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`;
  let element = document.head.querySelector<HTMLLinkElement>(selector);
  if (!element) {
    element = document.createElement('link');
    element.rel = rel;
    if (hreflang) element.hreflang = hreflang;
    document.head.append(element);
  }
  element.href = href;
}

/** Builds the document title: 'Page | Site', or the site name alone. */
export function documentTitle(siteName: string, title?: string): string {
  return title ? `${title} | ${siteName}` : siteName;
}

/**
 * The one way a page sets its head tags: title, description, image, canonical URL, og:type, robots,
 * `<html lang>` and hreflang alternates for the four languages.
 */
export function useHead(tags: HeadTags): void {
  const { locale, config, shareImage } = useShop();
  const { pathname } = useLocation();
  const { title, description, image, type = 'website', noindex = false } = tags;

  useEffect(() => {
    const fullTitle = documentTitle(config.siteName, title);
    const origin = config.publicUrl.replace(/\/$/, '');
    const url = `${origin}${pathname}`;
    const imageUrl = new URL(image ?? shareImage, `${origin}/`).href;
    const basePath = pathname.replace(LANG_PREFIX, '') || '/';

    document.title = fullTitle;
    document.documentElement.lang = locale;
    setMeta('name', 'description', description ?? '');
    setMeta('name', 'robots', noindex ? 'noindex, nofollow' : 'index, follow');
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description ?? '');
    setMeta('property', 'og:image', imageUrl);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:site_name', config.siteName);
    setMeta('name', 'twitter:card', 'summary_large_image');
    setLink('canonical', url);
    for (const lang of OFFERED_LOCALES) setLink('alternate', `${origin}${localizedPath(lang, basePath)}`, lang);
    setLink('alternate', `${origin}${basePath}`, 'x-default');
  }, [title, description, image, type, noindex, locale, config, shareImage, pathname]);
}
