import {
  Link,
  type Locale,
  localizedPath,
  OFFERED_LOCALES,
  useLocale,
  useLocation,
  writeLocaleCookie,
} from '@shop/shared';
import { splitLocale } from '@shop/shared/routes';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePopoverDisclosure } from './use-popover-disclosure';

const NAMES: Record<Locale, string> = { en: 'English', ru: 'Русский', tr: 'Türkçe', az: 'Azərbaycanca' };
const MENU_ID = 'language-menu';

/**
 * Links to the same page in each language; the choice is remembered in the locale cookie. On wide screens the
 * four codes sit in the header; on phones one button with the current code opens them as a list with their names
 * (a popover: it opens in the server's HTML too). CSS alone picks which, as for the header's menu.
 */
export function LanguageSwitcher() {
  const intl = useIntl();
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  const basePath = splitLocale(pathname).path;
  const menu = usePopoverDisclosure<HTMLElement>();
  return (
    <div className="language-control">
      <button
        type="button"
        className="language-button"
        ref={menu.buttonRef}
        popoverTarget={MENU_ID}
        aria-controls={MENU_ID}
        aria-expanded={menu.open}
        title={NAMES[current]}
      >
        <span className="visually-hidden">
          <FormattedMessage id="shell.language.label" />:{' '}
        </span>
        {current.toUpperCase()}
        <svg aria-hidden="true" focusable="false" width="10" height="10" viewBox="0 0 10 10">
          <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <nav
        id={MENU_ID}
        className="language-switcher"
        popover="auto"
        ref={menu.panelRef}
        aria-label={intl.formatMessage({ id: 'shell.language.label' })}
      >
        <ul>
          {OFFERED_LOCALES.map((locale) => (
            <li key={locale}>
              <Link
                to={`${localizedPath(locale, basePath)}${search}${hash}`}
                lang={locale}
                hrefLang={locale}
                title={NAMES[locale]}
                // Voice control users say what they see: the name starts with the visible code ("EN English").
                aria-label={`${locale.toUpperCase()} ${NAMES[locale]}`}
                aria-current={locale === current ? 'true' : undefined}
                onClick={() => writeLocaleCookie(locale)}
              >
                <span className="language-code" aria-hidden="true">
                  {locale.toUpperCase()}
                </span>{' '}
                <span className="language-name" aria-hidden="true">
                  {NAMES[locale]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
