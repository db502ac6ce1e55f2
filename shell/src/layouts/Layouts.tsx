import { Link, NavLink, useNavigate, useShop, useSignOutMutation } from '@shop/shared';
import type { LayoutName } from '@shop/shared/routes';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Footer } from './Footer';
import { Header, ShopMenu } from './Header';

function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
}

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-default">
      <Header menu={<ShopMenu />} />
      <Main>{children}</Main>
      <Footer />
    </div>
  );
}

/** The programme's links, in the header (its drawer on phones) in place of the shop's. */
function AmbassadorMenu() {
  const intl = useIntl();
  const { localize } = useShop();
  return (
    <nav className="ambassador-nav" aria-label={intl.formatMessage({ id: 'shell.ambassador.label' })}>
      <ul>
        <li>
          <NavLink to={localize('/become-ambassador')}>
            <FormattedMessage id="shell.nav.ambassadors" />
          </NavLink>
        </li>
        <li>
          <NavLink to={localize('/auth/sign-in')}>
            <FormattedMessage id="shell.ambassador.signIn" />
          </NavLink>
        </li>
      </ul>
      <Link to={localize('/auth/sign-up')} className="shop-button header-cta">
        <FormattedMessage id="shell.ambassador.signUp" />
      </Link>
    </nav>
  );
}

export function AmbassadorLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-ambassador">
      <Header menu={<AmbassadorMenu />} />
      <Main>{children}</Main>
      <Footer />
    </div>
  );
}

const SIDEBAR = [
  { path: '/dashboard', id: 'shell.dashboard.home' },
  { path: '/dashboard/profile', id: 'shell.dashboard.profile' },
  { path: '/dashboard/referrals', id: 'shell.dashboard.referrals' },
  { path: '/dashboard/rewards', id: 'shell.dashboard.rewards' },
  { path: '/dashboard/payment-methods', id: 'shell.dashboard.paymentMethods' },
  { path: '/dashboard/payouts', id: 'shell.dashboard.payouts' },
] as const;

export function DashboardLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { localize } = useShop();
  const navigate = useNavigate();
  const [signOut, { isLoading, isError }] = useSignOutMutation();
  const onSignOut = async () => {
    const result = await signOut();
    if (!('error' in result)) navigate(localize('/auth/sign-in'));
  };
  return (
    <div className="layout layout-dashboard">
      <Header />
      <div className="dashboard-body">
        <aside className="dashboard-sidebar">
          <nav aria-label={intl.formatMessage({ id: 'shell.dashboard.label' })}>
            <ul>
              {SIDEBAR.map((item) => (
                <li key={item.path}>
                  <NavLink to={localize(item.path)} end>
                    <FormattedMessage id={item.id} />
                  </NavLink>
                </li>
              ))}
              <li>
                <button type="button" className="link-button" onClick={onSignOut} disabled={isLoading}>
                  <FormattedMessage id="shell.dashboard.signOut" />
                </button>
                {isError && (
                  <p role="alert" className="sidebar-error">
                    <FormattedMessage id="common.error.generic" />
                  </p>
                )}
              </li>
            </ul>
          </nav>
        </aside>
        <Main>{children}</Main>
      </div>
    </div>
  );
}

/** Pages with no stated layout (the wizard, order results, referral landing, back office). */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout-none">
      <Header />
      <Main>{children}</Main>
    </div>
  );
}

export const LAYOUTS: Record<LayoutName, (props: { children: ReactNode }) => ReactNode> = {
  default: DefaultLayout,
  ambassador: AmbassadorLayout,
  dashboard: DashboardLayout,
  none: BareLayout,
};
