/**
 * The storefront's messages as the running remote loads them: English with the page code (the source
 * and the fallback), each other language as a chunk of its own, fetched only for a visitor who reads it.
 * Three languages nobody on the page reads were about a third of the storefront's first-load bytes.
 * The chunks are named `messages-<locale>`: the server preloads the page language's one with the HTML
 * (server/src/plugins/preloads.ts), so it costs no extra round trip.
 */
import { type Catalogue, IntlScope, type Locale, useLocale } from '@shop/shared';
import { type ComponentType, lazy, type ReactNode } from 'react';
import { en, type StorefrontMessageId } from './messages/en';

type Messages = Record<StorefrontMessageId, string>;

function catalogueOf(locale: Locale, messages: Messages): Catalogue<StorefrontMessageId> {
  // IntlScope reads English and the page language only; the other entries are never looked at.
  return { namespace: 'storefront', messages: { en, ru: en, tr: en, az: en, [locale]: messages } };
}

const catalogues = new Map<Locale, Catalogue<StorefrontMessageId>>([['en', catalogueOf('en', en)]]);

function CatalogueScope({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return <IntlScope catalogue={catalogues.get(locale) ?? catalogues.get('en')}>{children}</IntlScope>;
}

type Scope = ComponentType<{ children: ReactNode }>;

/** CatalogueScope once the language's chunk is in; until then it suspends (the shell shows its loading state). */
const scopeLoadedWith = (locale: Locale, load: () => Promise<Messages>): Scope =>
  lazy(() =>
    load().then((messages) => {
      catalogues.set(locale, catalogueOf(locale, messages));
      return { default: CatalogueScope };
    }),
  );

const SCOPES: Record<Locale, Scope> = {
  en: CatalogueScope,
  ru: scopeLoadedWith('ru', () => import(/* webpackChunkName: "messages-ru" */ './messages/ru').then((m) => m.ru)),
  tr: scopeLoadedWith('tr', () => import(/* webpackChunkName: "messages-tr" */ './messages/tr').then((m) => m.tr)),
  az: scopeLoadedWith('az', () => import(/* webpackChunkName: "messages-az" */ './messages/az').then((m) => m.az)),
};

/** The common catalogue and the storefront's, in the page's language. */
export function StorefrontIntl({ children }: { children: ReactNode }) {
  const Scope = SCOPES[useLocale()];
  return <Scope>{children}</Scope>;
}
