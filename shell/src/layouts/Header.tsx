import { CURRENCY_SYMBOLS, Link, NavLink, useCurrency, useShop } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { LanguageSwitcher } from './LanguageSwitcher';

const NAV = [
  { path: '/explore', id: 'shell.nav.explore' },
  { path: '/faqs', id: 'shell.nav.faqs' },
  { path: '/track-order', id: 'shell.nav.trackOrder' },
  { path: '/contact', id: 'shell.nav.contact' },
  { path: '/become-ambassador', id: 'shell.nav.ambassadors' },
] as const;

export function Header({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const { config, localize } = useShop();
  const currency = useCurrency();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <Link to={localize('/')} className="brand">
        <span className="brand-mark" aria-hidden="true">
          ✦
        </span>
        {config.siteName}
      </Link>
      {!compact && (
        <nav className="main-nav" aria-label={intl.formatMessage({ id: 'shell.nav.label' })}>
          <ul>
            {NAV.map((item) => (
              <li key={item.path}>
                <NavLink to={localize(item.path)}>
                  <FormattedMessage id={item.id} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="header-tools">
        <span className="currency" title={intl.formatMessage({ id: 'shell.currency.label' })}>
          <span className="visually-hidden">
            <FormattedMessage id="shell.currency.label" />:{' '}
          </span>
          {CURRENCY_SYMBOLS[currency]} {currency}
        </span>
        {config.region !== 'russia' && <LanguageSwitcher />}
        {!compact && (
          <Link className="shop-button header-cta" to={localize('/create-story')}>
            <FormattedMessage id="shell.nav.createStory" />
          </Link>
        )}
      </div>
    </header>
  );
}
