import { type ComponentType, type ReactNode, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { type Catalogue, DEFAULT_INTL_LOCALE, type Locale, messagesFor } from './catalogue';
import { useCommonMessages } from './common-intl';
import { useLocale } from './useLocale';

const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', ru: 'ru-RU', tr: 'tr-TR', az: 'az-AZ' };

/**
 * A catalogue whose languages other than English are fetched when a page first needs them (made by
 * defineIntl, package-intl.tsx).
 */
export interface LazyCatalogue {
  /** The catalogue of each language fetched so far; English from the start. */
  loaded: Map<Locale, Catalogue>;
  /** Per language, a component that suspends until the language is in, then renders LoadedScope. */
  scopes: Record<Locale, ComponentType<LazyScopeProps>>;
}

interface LazyScopeProps {
  catalogue: LazyCatalogue;
  children: ReactNode;
}

function isLazy(catalogue: Catalogue | LazyCatalogue): catalogue is LazyCatalogue {
  return 'scopes' in catalogue;
}

/**
 * Every package renders inside its own IntlScope with the common catalogue plus its own, so a remote
 * that ships new strings needs nothing from the shell. A lazy catalogue suspends until the page's
 * language is in (the shell shows its loading state meanwhile).
 */
export function IntlScope({ catalogue, children }: { catalogue?: Catalogue | LazyCatalogue; children: ReactNode }) {
  return catalogue !== undefined && isLazy(catalogue) ? (
    <LanguageScope catalogue={catalogue}>{children}</LanguageScope>
  ) : (
    <CatalogueScope catalogue={catalogue}>{children}</CatalogueScope>
  );
}

function CatalogueScope({ catalogue, children }: { catalogue?: Catalogue; children: ReactNode }) {
  const locale = useLocale();
  const common = useCommonMessages(locale);
  const messages = useMemo(
    () => ({ ...common, ...(catalogue ? messagesFor(catalogue, locale) : {}) }),
    [common, catalogue, locale],
  );
  return (
    <IntlProvider locale={INTL_LOCALES[locale]} defaultLocale={DEFAULT_INTL_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}

function LanguageScope({ catalogue, children }: LazyScopeProps) {
  const Scope = catalogue.scopes[useLocale()];
  return <Scope catalogue={catalogue}>{children}</Scope>;
}

/** A lazy catalogue's scope once the page's language is loaded. */
export function LoadedScope({ catalogue, children }: LazyScopeProps) {
  const locale = useLocale();
  return (
    <CatalogueScope catalogue={catalogue.loaded.get(locale) ?? catalogue.loaded.get('en')}>{children}</CatalogueScope>
  );
}
