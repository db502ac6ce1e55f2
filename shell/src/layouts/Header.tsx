import { Icon, Link, NavLink, useShop } from '@shop/shared';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CurrencySwitcher } from './CurrencySwitcher';
import { LanguageSwitcher } from './LanguageSwitcher';
import { usePopoverDisclosure } from './use-popover-disclosure';

const NAV = [
  { path: '/explore', id: 'shell.nav.explore' },
  { path: '/faqs', id: 'shell.nav.faqs' },
  { path: '/track-order', id: 'shell.nav.trackOrder' },
  { path: '/contact', id: 'shell.nav.contact' },
  { path: '/become-ambassador', id: 'shell.nav.ambassadors' },
] as const;

const MENU_ID = 'site-menu';

/** The shop's pages and its main action: a row of the header on wide screens, the menu's drawer on phones. */
export function ShopMenu() {
  const intl = useIntl();
  const { localize } = useShop();
  return (
    <>
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
      <Link className="shop-button header-cta" to={localize('/create-story')}>
        <FormattedMessage id="shell.nav.createStory" />
      </Link>
    </>
  );
}

function MenuIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header of every layout: the brand, the currency and the language, and the layout's `menu` (links). Where the
 * row has room the menu sits in it; on narrower screens a menu button opens it as a drawer (a popover, so it opens
 * in the server's HTML as well). Which one shows is decided by CSS alone: the server cannot know the screen, and
 * the markup is the same for every screen, so hydration never differs.
 */
export function Header({ menu }: { menu?: ReactNode }) {
  const intl = useIntl();
  const { config, localize } = useShop();
  const drawer = usePopoverDisclosure<HTMLDivElement>({ trapFocus: true });
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        <FormattedMessage id="shell.skipToContent" />
      </a>
      <Link to={localize('/')} className="brand">
        <Icon name="sparkle" className="brand-mark" />
        {config.siteName}
      </Link>
      {menu && (
        <div id={MENU_ID} className="site-menu" popover="auto" ref={drawer.panelRef}>
          <div className="site-menu-head">
            <span className="site-menu-title" aria-hidden="true">
              <FormattedMessage id="shell.menu.open" />
            </span>
            <button
              type="button"
              className="icon-button"
              popoverTarget={MENU_ID}
              popoverTargetAction="hide"
              aria-label={intl.formatMessage({ id: 'shell.menu.close' })}
              onClick={drawer.close}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {menu}
        </div>
      )}
      <div className="header-tools">
        <CurrencySwitcher />
        {config.region !== 'russia' && <LanguageSwitcher />}
        {menu && (
          <button
            type="button"
            className="icon-button menu-button"
            ref={drawer.buttonRef}
            popoverTarget={MENU_ID}
            aria-controls={MENU_ID}
            aria-expanded={drawer.open}
            aria-label={intl.formatMessage({ id: 'shell.menu.open' })}
          >
            <MenuIcon />
          </button>
        )}
      </div>
    </header>
  );
}
