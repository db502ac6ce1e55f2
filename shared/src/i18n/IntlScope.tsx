import { type ReactNode, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { type Catalogue, DEFAULT_INTL_LOCALE, type Locale, messagesFor } from './catalogue';
import { useCommonMessages } from './common-intl';
import { type LanguageMessages, type Messages, useLanguageMessages } from './language-messages';
import { useLocale } from './useLocale';

const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', ru: 'ru-RU', tr: 'tr-TR', az: 'az-AZ' };

/** A package's catalogue at run time, each language fetched when a page first needs it (defineIntl, package-intl.tsx). */
export interface LazyCatalogue {
  namespace: string;
  messages: LanguageMessages;
}

function isLazy(catalogue: Catalogue | LazyCatalogue): catalogue is LazyCatalogue {
  return 'load' in catalogue.messages;
}

/**
 * Every package renders inside its own IntlScope with the common catalogue plus its own, so a remote
 * that ships new strings needs nothing from the shell. A lazy catalogue suspends until the page's
 * language is in (the shell shows its loading state meanwhile). A whole catalogue (tests) is read directly.
 */
export function IntlScope({ catalogue, children }: { catalogue?: Catalogue | LazyCatalogue; children: ReactNode }) {
  return catalogue !== undefined && isLazy(catalogue) ? (
    <LanguageScope catalogue={catalogue}>{children}</LanguageScope>
  ) : (
    <WholeScope catalogue={catalogue}>{children}</WholeScope>
  );
}

function WholeScope({ catalogue, children }: { catalogue?: Catalogue; children: ReactNode }) {
  const locale = useLocale();
  const own = useMemo(() => (catalogue ? messagesFor(catalogue, locale) : undefined), [catalogue, locale]);
  return <MessagesScope own={own}>{children}</MessagesScope>;
}

function LanguageScope({ catalogue, children }: { catalogue: LazyCatalogue; children: ReactNode }) {
  const own = useLanguageMessages(catalogue.messages, useLocale());
  return <MessagesScope own={own}>{children}</MessagesScope>;
}

function MessagesScope({ own, children }: { own: Messages | undefined; children: ReactNode }) {
  const locale = useLocale();
  const common = useCommonMessages(locale);
  const messages = useMemo(() => ({ ...common, ...own }), [common, own]);
  return (
    <IntlProvider locale={INTL_LOCALES[locale]} defaultLocale={DEFAULT_INTL_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
