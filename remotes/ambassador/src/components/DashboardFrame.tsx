import { NavLink, useNavigate, useShop, useSignOutMutation } from '@shop/shared';
import { Alert, Button, Drawer, Grid } from 'antd';
import { type ReactNode, useState } from 'react';
import { Message, useT } from '../intl';
import type { AmbassadorMessageId } from '../messages';

/** The dashboard's pages, named by their titles (the same words as the shell's sidebar). */
const PAGES = [
  { path: '/dashboard', title: 'ambassador.dashboard.title' },
  { path: '/dashboard/profile', title: 'ambassador.profile.title' },
  { path: '/dashboard/referrals', title: 'ambassador.referrals.title' },
  { path: '/dashboard/rewards', title: 'ambassador.rewards.title' },
  { path: '/dashboard/payment-methods', title: 'ambassador.paymentMethods.title' },
  { path: '/dashboard/payouts', title: 'ambassador.payouts.title' },
] as const satisfies readonly { path: string; title: AmbassadorMessageId }[];

const DRAWER_ID = 'ap-dashboard-menu';

function MenuIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" focusable="false">
      <path d="M2 4h14M2 9h14M2 14h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A dashboard page on a phone (narrower than antd's `md`, 768 px): the shell's sidebar would stack its seven
 * entries above every page, so the page starts with a Menu button instead, which opens the same entries in a
 * drawer (Escape, the close button or a tap outside closes it; focus goes back to the button). While the bar
 * is in the page, ambassador.css hides the shell's stacked sidebar; wider screens keep the sidebar as it is.
 */
export function DashboardFrame({ children }: { children: ReactNode }) {
  const t = useT();
  const { localize } = useShop();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(false);
  const [signOut, { isLoading, isError }] = useSignOutMutation();
  // Until antd has measured the screen (the first render) the page is taken for a wide one.
  const phone = screens.md === false;

  const onSignOut = async () => {
    const result = await signOut();
    if (!('error' in result)) navigate(localize('/auth/sign-in'));
  };

  // `children` keeps its place whether the bar is there or not: turning the phone does not remount the page.
  return (
    <>
      {phone && (
        <div className="ap-phone-bar">
          <Button
            icon={<MenuIcon />}
            aria-expanded={open}
            aria-controls={DRAWER_ID}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            <Message id="ambassador.nav.menu" />
          </Button>
        </div>
      )}
      <Drawer
        id={DRAWER_ID}
        open={phone && open}
        onClose={() => setOpen(false)}
        focusable={{ trap: true, focusTriggerAfterClose: true }}
        placement="left"
        size="min(20rem, 85vw)"
        title={t('ambassador.nav.label')}
        rootClassName="ap-drawer"
      >
        <nav aria-label={t('ambassador.nav.label')}>
          <ul className="ap-nav">
            {PAGES.map((page) => (
              <li key={page.path}>
                <NavLink to={localize(page.path)} end onClick={() => setOpen(false)}>
                  <Message id={page.title} />
                </NavLink>
              </li>
            ))}
            <li>
              <button type="button" className="ap-nav__button" onClick={onSignOut} disabled={isLoading}>
                <Message id="ambassador.nav.signOut" />
              </button>
            </li>
          </ul>
          {isError && <Alert type="error" showIcon role="alert" title={t('common.error.generic')} />}
        </nav>
      </Drawer>
      {children}
    </>
  );
}
