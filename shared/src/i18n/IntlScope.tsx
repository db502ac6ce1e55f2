import { type ReactNode, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import { type Catalogue, DEFAULT_INTL_LOCALE, type Locale, messagesFor } from './catalogue';
import { commonMessages } from './common-messages';
import { useLocale } from './useLocale';

const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', ru: 'ru-RU', tr: 'tr-TR', az: 'az-AZ' };

/**
 * Every package renders inside its own IntlScope with the common catalogue plus its own, so a remote
 * that ships new strings needs nothing from the shell.
 */
export function IntlScope({ catalogue, children }: { catalogue?: Catalogue; children: ReactNode }) {
  const locale = useLocale();
  const messages = useMemo(
    () => ({ ...messagesFor(commonMessages, locale), ...(catalogue ? messagesFor(catalogue, locale) : {}) }),
    [catalogue, locale],
  );
  return (
    <IntlProvider locale={INTL_LOCALES[locale]} defaultLocale={DEFAULT_INTL_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
