/**
 * The first paint of the home and story pages, sent in their HTML. With the CPU throttled the shop's JavaScript takes
 * over a second to run before React can draw anything; this markup lets the browser draw the header and
 * the hero or the book's cover (the page's largest picture) as soon as the stylesheets and the picture arrive.
 *
 * It is a picture of the page, not the page: `inert` and `aria-hidden`, with no header/main/h1 elements
 * (assistive technology and tests see the React page only), and the same class names, so the same
 * stylesheets lay it out identically. While it is there, the shell renders into a hidden #root; the page
 * removes it (`prepaintDone` of @shop/shared) once React has drawn the same thing, so nothing
 * flickers and nothing moves. Its words come from the shell's and the storefront's own catalogues.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { CURRENCY_SYMBOLS, type Currency } from '@shop/shared/money';
import { type Locale, OFFERED_LOCALES } from '@shop/shared/i18n/catalogue';
import { localizedPath } from '@shop/shared/i18n/current-locale';
import { shellMessages } from '../../../shell/src/messages';
import { az } from '../../../remotes/storefront/src/messages/az';
import { en } from '../../../remotes/storefront/src/messages/en';
import { ru } from '../../../remotes/storefront/src/messages/ru';
import { tr } from '../../../remotes/storefront/src/messages/tr';
import type { BookDetail } from '../catalogue/schemas';

const STOREFRONT: Record<Locale, Record<string, string>> = { en, ru, tr, az };
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ru: 'Русский', tr: 'Türkçe', az: 'Azərbaycanca' };
/** The shell's header links, in the order Header.tsx draws them. */
const NAV = [
  ['/explore', 'shell.nav.explore'],
  ['/faqs', 'shell.nav.faqs'],
  ['/track-order', 'shell.nav.trackOrder'],
  ['/contact', 'shell.nav.contact'],
  ['/become-ambassador', 'shell.nav.ambassadors'],
] as const;

export interface PrepaintPage {
  routeId: string;
  /** The story page's book, looked up by the caller. */
  book?: BookDetail | undefined;
  locale: Locale;
  currency: Currency;
  siteName: string;
  /** The language switcher is not offered in the Russian region. */
  languageSwitcher: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const heroPictures = new Map<string, { mtimeMs: number; file: string | undefined }>();

/** The hashed file name the storefront's build gave its hero picture, re-read when a build replaces it. */
function heroPicture(webRoot: string): string | undefined {
  const assets = join(webRoot, 'remotes', 'storefront', 'dist', 'assets');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(assets).mtimeMs;
  } catch {
    return undefined;
  }
  const cached = heroPictures.get(assets);
  if (cached?.mtimeMs === mtimeMs) return cached.file;
  const file = readdirSync(assets).find((name) => /^hero\.[0-9a-f]+\.webp$/.test(name));
  heroPictures.set(assets, { mtimeMs, file });
  return file;
}

function header(page: PrepaintPage, shell: Record<string, string>): string {
  const href = (path: string) => escapeHtml(localizedPath(page.locale, path));
  const t = (id: string) => escapeHtml(shell[id] ?? id);
  const nav = NAV.map(([path, id]) => `<li><a href="${href(path)}">${t(id)}</a></li>`).join('');
  const languages = page.languageSwitcher
    ? `<div class="language-switcher"><ul>${OFFERED_LOCALES.map(
        (locale) =>
          `<li><a lang="${locale}" title="${LANGUAGE_NAMES[locale]}" href="${escapeHtml(localizedPath(locale, '/'))}"${
            locale === page.locale ? ' aria-current="true"' : ''
          }>${locale.toUpperCase()}</a></li>`,
      ).join('')}</ul></div>`
    : '';
  return (
    `<div class="site-header"><a class="brand" href="${href('/')}"><span class="brand-mark">✦</span>${escapeHtml(page.siteName)}</a>` +
    `<div class="main-nav"><ul>${nav}</ul></div>` +
    `<div class="header-tools"><span class="currency">${CURRENCY_SYMBOLS[page.currency]} ${page.currency}</span>${languages}` +
    `<a class="shop-button header-cta" href="${href('/create-story')}">${t('shell.nav.createStory')}</a></div></div>`
  );
}

function homeHero(page: PrepaintPage, picture: string): string {
  const m = STOREFRONT[page.locale];
  const t = (id: string) => escapeHtml(m[id] ?? en[id as keyof typeof en] ?? id);
  const href = (path: string) => escapeHtml(localizedPath(page.locale, path));
  return (
    `<div class="shop-page sf-home"><section class="sf-halves sf-hero"><div class="sf-hero__copy">` +
    `<div class="sf-hero__title">${t('storefront.home.title')}</div>` +
    `<p class="sf-hero__lead">${t('storefront.home.lead')}</p>` +
    `<div class="sf-hero__actions"><a class="shop-button sf-button-large" href="${href('/create-story')}">${t('storefront.home.cta')}</a>` +
    `<a class="shop-button sf-button-secondary sf-button-large" href="${href('/explore')}">${t('storefront.home.browse')}</a></div>` +
    `<ul class="sf-plain-list sf-hero__highlights"><li>${t('storefront.home.highlight.languages')}</li>` +
    `<li>${t('storefront.home.highlight.delivery')}</li><li>${t('storefront.home.highlight.pdf')}</li></ul></div>` +
    `<div class="sf-hero__art"><img class="sf-hero__picture" width="1200" height="800" alt="" fetchpriority="high" ` +
    `src="/remotes/storefront/assets/${picture}"></div></section></div>`
  );
}

/** The top of the story page (StoryPage.tsx): breadcrumb, cover with its thumbnails, title and facts. */
function storyTop(page: PrepaintPage, book: BookDetail): string {
  const m = { ...en, ...STOREFRONT[page.locale] } as Record<string, string>;
  const t = (id: string, values?: Record<string, number>) =>
    escapeHtml(values ? String(new IntlMessageFormat(m[id] ?? id, page.locale).format(values)) : (m[id] ?? id));
  const href = (path: string) => escapeHtml(localizedPath(page.locale, path));
  const category = href(`/explore?category=${encodeURIComponent(book.category.slug)}`);
  const frame = book.cover;
  const thumbs = [book.cover, ...book.sample_pages]
    .map(
      (image) =>
        `<li><button type="button" class="sf-gallery__thumb" tabindex="-1"><img width="${image.width}" height="${image.height}" alt="" loading="lazy" src="${escapeHtml(image.url)}"></button></li>`,
    )
    .join('');
  return (
    `<div class="shop-page sf-story"><div class="sf-breadcrumb"><ol class="sf-plain-list">` +
    `<li><a href="${href('/explore')}">${t('storefront.explore.title')}</a></li>` +
    `<li><a href="${category}">${escapeHtml(book.category.name)}</a></li><li>${escapeHtml(book.name)}</li></ol></div>` +
    `<div class="sf-halves sf-story__top"><section class="sf-gallery">` +
    `<div class="sf-gallery__stage" style="aspect-ratio: ${frame.width} / ${frame.height};">` +
    `<img class="sf-gallery__main" width="${frame.width}" height="${frame.height}" alt="" fetchpriority="high" src="${escapeHtml(frame.url)}"></div>` +
    `${book.sample_pages.length > 0 ? `<ul class="sf-plain-list sf-gallery__thumbs">${thumbs}</ul>` : ''}</section>` +
    `<div class="sf-story__info"><div class="sf-story__title">${escapeHtml(book.name)}</div>` +
    `<p class="sf-story__summary">${escapeHtml(book.summary)}</p><dl class="sf-story__facts">` +
    `<div><dt>${t('storefront.story.age')}</dt><dd>${t('storefront.book.ages', { min: book.age_min, max: book.age_max })}</dd></div>` +
    `<div><dt>${t('storefront.story.pageCount')}</dt><dd>${t('storefront.book.pages', { count: book.page_count })}</dd></div>` +
    `<div><dt>${t('storefront.story.category')}</dt><dd><a href="${category}">${escapeHtml(book.category.name)}</a></dd></div></dl>` +
    `<a class="shop-button sf-button-large sf-story__cta" href="${href(`/create-story?book=${encodeURIComponent(book.slug)}`)}">${t('storefront.story.create')}</a>` +
    `</div></div></div>`
  );
}

/** The first paint for `page`, or '' when the page has none (or the storefront is not built). */
export function prepaintHtml(webRoot: string, page: PrepaintPage): string {
  let content = '';
  if (page.routeId === 'home') {
    const picture = heroPicture(webRoot);
    if (picture) content = homeHero(page, picture);
  } else if (page.routeId === 'story' && page.book) {
    content = storyTop(page, page.book);
  }
  if (!content) return '';
  const shell = { ...shellMessages.messages.en, ...shellMessages.messages[page.locale] } as Record<string, string>;
  return (
    `<div id="prepaint" class="prepaint" aria-hidden="true" inert><div class="layout layout-default">` +
    `${header(page, shell)}<div class="prepaint-main">${content}</div></div></div>`
  );
}
