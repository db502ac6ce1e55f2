/**
 * The portal's pages that use antd: sign-in and sign-up, and the dashboard. A chunk of its own (App.tsx loads it
 * lazily), so the programme's landing page, the one people arrive at from a link, comes without antd. antd is
 * bundled here (not shared) under its own class prefix, so its styles cannot leak into other remotes.
 */
import { antdTheme, Loading, type RemoteAppProps, useLocale } from '@shop/shared';
import { ANTD_LOCALES } from '@shop/shared/antd';
import { ConfigProvider } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import type { Ambassador } from '../api';
import { BecomeAmbassadorPage } from '../pages/BecomeAmbassadorPage';
import { DashboardFrame } from './DashboardFrame';
import { SignedInOnly } from './SignedInOnly';

// Each form and dashboard page loads on its own.
const SignInPage = lazy(() => import('../pages/SignInPage').then((m) => ({ default: m.SignInPage })));
const SignUpPage = lazy(() => import('../pages/SignUpPage').then((m) => ({ default: m.SignUpPage })));
const SignUpSuccessPage = lazy(() =>
  import('../pages/SignUpSuccessPage').then((m) => ({ default: m.SignUpSuccessPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../pages/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../pages/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const DashboardHomePage = lazy(() =>
  import('../pages/DashboardHomePage').then((m) => ({ default: m.DashboardHomePage })),
);
const ProfilePage = lazy(() => import('../pages/ProfilePage').then((m) => ({ default: m.ProfilePage })));
const ReferralsPage = lazy(() => import('../pages/ReferralsPage').then((m) => ({ default: m.ReferralsPage })));
const RewardsPage = lazy(() => import('../pages/RewardsPage').then((m) => ({ default: m.RewardsPage })));
const PayoutsPage = lazy(() => import('../pages/PayoutsPage').then((m) => ({ default: m.PayoutsPage })));
const PaymentMethodsPage = lazy(() =>
  import('../pages/PaymentMethodsPage').then((m) => ({ default: m.PaymentMethodsPage })),
);

const PUBLIC_PAGES: Record<string, ComponentType> = {
  'sign-in': SignInPage,
  'sign-up': SignUpPage,
  'sign-up-success': SignUpSuccessPage,
  'forgot-password': ForgotPasswordPage,
  'reset-password': ResetPasswordPage,
};

/** Pages of the dashboard layout; each receives the signed-in ambassador. */
const DASHBOARD_PAGES: Record<string, ComponentType<{ me: Ambassador }>> = {
  dashboard: DashboardHomePage,
  'dashboard-profile': ProfilePage,
  'dashboard-referrals': ReferralsPage,
  'dashboard-rewards': RewardsPage,
  'dashboard-payouts': PayoutsPage,
  'dashboard-payment-methods': PaymentMethodsPage,
};

function Route({ routeId }: RemoteAppProps) {
  const Dashboard = DASHBOARD_PAGES[routeId];
  if (Dashboard) {
    return (
      <SignedInOnly>
        {(me) => (
          <DashboardFrame>
            <Dashboard me={me} />
          </DashboardFrame>
        )}
      </SignedInOnly>
    );
  }
  const Public = PUBLIC_PAGES[routeId] ?? BecomeAmbassadorPage;
  return <Public />;
}

export default function AntdPages({ routeId }: RemoteAppProps) {
  const locale = useLocale();
  return (
    <ConfigProvider prefixCls="amb" iconPrefixCls="amb-icon" theme={antdTheme} locale={ANTD_LOCALES[locale]}>
      <Suspense fallback={<Loading />}>
        <Route routeId={routeId} />
      </Suspense>
    </ConfigProvider>
  );
}
