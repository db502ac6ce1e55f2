import {
  Link,
  type Locale,
  localizedPath,
  OFFERED_LOCALES,
  useLocale,
  useLocation,
  writeLocaleCookie,
} from '@shop/shared';
import { useIntl } from 'react-intl';

const NAMES: Record<Locale, string> = { en: 'English', ru: 'Русский', tr: 'Türkçe', az: 'Azərbaycanca' };
const LANG_PREFIX = /^\/(ru|tr|az)(?=\/|$)/;

/** Links to the same page in each language; the choice is remembered in the locale cookie. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  const basePath = pathname.replace(LANG_PREFIX, '') || '/';
  return (
    <nav className="language-switcher" aria-label={intl.formatMessage({ id: 'shell.language.label' })}>
      <ul>
        {OFFERED_LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={`${localizedPath(locale, basePath)}${search}${hash}`}
              lang={locale}
              hrefLang={locale}
              title={NAMES[locale]}
              aria-label={NAMES[locale]}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => writeLocaleCookie(locale)}
            >
              {locale.toUpperCase()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
