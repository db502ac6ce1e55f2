import {
  antdTheme,
  ErrorNotice,
  IntlScope,
  isApiError,
  Loading,
  type RemoteAppProps,
  Route,
  Routes,
  useLocale,
  useLocation,
} from '@shop/shared';
import { ANTD_LOCALES } from '@shop/shared/antd';
import { App as AntdApp, ConfigProvider } from 'antd';
import { lazy, Suspense } from 'react';
import { useGetMeQuery } from './api';
import { BackofficeLayout } from './BackofficeLayout';
import { catalogue } from './intl';
import { OverviewPage } from './pages/OverviewPage';
import { SignInPage } from './pages/SignInPage';
import './backoffice.css';

const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

// Each section loads when first opened: a support shift mostly lives in orders.
const OrdersPage = named(() => import('./pages/OrdersPage'), 'OrdersPage');
const OrderPage = named(() => import('./pages/OrderPage'), 'OrderPage');
const AmbassadorsPage = named(() => import('./pages/AmbassadorsPage'), 'AmbassadorsPage');
const AmbassadorPage = named(() => import('./pages/AmbassadorPage'), 'AmbassadorPage');
const PayoutsPage = named(() => import('./pages/PayoutsPage'), 'PayoutsPage');
const ReferralReviewsPage = named(() => import('./pages/ReferralReviewsPage'), 'ReferralReviewsPage');
const ContentPage = named(() => import('./pages/ContentPage'), 'ContentPage');
const OutboxPage = named(() => import('./pages/OutboxPage'), 'OutboxPage');
const JobsPage = named(() => import('./pages/JobsPage'), 'JobsPage');
const StaffPage = named(() => import('./pages/StaffPage'), 'StaffPage');
const AuditPage = named(() => import('./pages/AuditPage'), 'AuditPage');

/** /backoffice with the language prefix the visitor came in with, for the menu's links. */
function useBase(): string {
  const { pathname } = useLocation();
  return `${pathname.split('/backoffice')[0]}/backoffice`;
}

/** Signed in: the console; not signed in (401): the sign-in page, at whatever address was asked for. */
function Console() {
  const base = useBase();
  const { data, error, isFetching, refetch } = useGetMeQuery();
  if (!data) {
    if (isApiError(error) && error.status === 401) return <SignInPage />;
    if (isFetching) return <Loading />;
    return <ErrorNotice error={error} onRetry={refetch} />;
  }
  const admin = data.staff.role === 'admin';
  return (
    <BackofficeLayout me={data.staff} base={base}>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route index element={<OverviewPage base={base} />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:id" element={<OrderPage />} />
          <Route path="ambassadors" element={<AmbassadorsPage />} />
          <Route path="ambassadors/:id" element={<AmbassadorPage />} />
          <Route path="payouts" element={<PayoutsPage />} />
          <Route path="referral-reviews" element={<ReferralReviewsPage />} />
          <Route path="content" element={<ContentPage />} />
          <Route path="outbox" element={<OutboxPage />} />
          <Route path="jobs" element={<JobsPage />} />
          {admin && <Route path="staff" element={<StaffPage />} />}
          {admin && <Route path="audit" element={<AuditPage />} />}
          <Route path="*" element={<OverviewPage base={base} />} />
        </Routes>
      </Suspense>
    </BackofficeLayout>
  );
}

/** The team's console: one exposed entry owning everything below /backoffice (antd under its own prefix). */
export default function App(_props: RemoteAppProps) {
  const locale = useLocale();
  return (
    <IntlScope catalogue={catalogue}>
      <ConfigProvider prefixCls="bo" iconPrefixCls="bo-icon" theme={antdTheme} locale={ANTD_LOCALES[locale]}>
        <AntdApp>
          <Console />
        </AntdApp>
      </ConfigProvider>
    </IntlScope>
  );
}
