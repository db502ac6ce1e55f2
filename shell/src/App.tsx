import {
  getRuntimeConfig,
  IntlScope,
  type Locale,
  localeRedirectTarget,
  localizedPath,
  Navigate,
  Route,
  Routes,
  ShopProvider,
  setCurrentLocale,
  useLocation,
} from '@shop/shared';
import { LOCALE_PREFIXES, ROUTES, type RouteSpec, splitLocale } from '@shop/shared/routes';
import { type ReactNode, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { FormattedMessage } from 'react-intl';
import shareImage from './assets/share.png';
import { FirstRemoteRenderedProvider, RemoteMount } from './federation/RemoteMount';
import { catalogue as shellCatalogue } from './intl';
import { LAYOUTS } from './layouts/Layouts';
import { ErrorPage, NotFoundPage } from './pages/ErrorPage';

/**
 * Provides the page's language to everything below it. The region may force a language (russia → ru),
 * and a visitor who chose a language before is sent to it from unprefixed English paths.
 */
function LocaleFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const config = getRuntimeConfig();
  const { pathname, search } = useLocation();
  const target = localeRedirectTarget(config.region, locale, typeof document === 'undefined' ? '' : document.cookie);
  if (target) return <Navigate to={`${localizedPath(target, splitLocale(pathname).path)}${search}`} replace />;

  // The API base query reads the language outside React; set it before any child renders.
  setCurrentLocale(locale);
  return (
    <ShopProvider locale={locale} config={config} shareImage={shareImage}>
      <IntlScope catalogue={shellCatalogue}>
        {/* The page came rendered from the server: a visitor without JavaScript reads it, and learns what needs it. */}
        <noscript>
          <p className="noscript-note">
            <FormattedMessage id="shell.noscript" />
          </p>
        </noscript>
        {children}
      </IntlScope>
    </ShopProvider>
  );
}

function RoutePage({ spec, locale }: { spec: RouteSpec; locale: Locale }) {
  const Layout = LAYOUTS[spec.layout];
  return (
    <Layout>
      {/* Keyed by language: the page mounts afresh, so its queries are keyed and fetched in that language. */}
      <RemoteMount key={locale} remote={spec.remote} routeId={spec.id} />
    </Layout>
  );
}

const localeEntries = Object.entries(LOCALE_PREFIXES) as [Locale, string][];

/**
 * `remoteRendered`: whether the server rendered the first page's remote (page-state.ts). `failed`: the server's
 * render of the page threw, and it renders the 500 page in the page's frame instead (render-page.tsx).
 */
export function App({ remoteRendered = true, failed = false }: { remoteRendered?: boolean; failed?: boolean }) {
  // Only the first render must match the server's; pages after it show a loaded remote at once.
  const [firstRendered, setFirstRendered] = useState(remoteRendered);
  useEffect(() => setFirstRendered(true), []);
  return (
    <FirstRemoteRenderedProvider value={firstRendered}>
      <AppRoutes failed={failed} />
    </FirstRemoteRenderedProvider>
  );
}

function AppRoutes({ failed }: { failed: boolean }) {
  return (
    <Routes>
      {localeEntries.flatMap(([locale, prefix]) => [
        ...ROUTES.map((spec) => (
          <Route
            key={`${locale}:${spec.id}`}
            path={spec.path === '/' ? prefix || '/' : `${prefix}${spec.path}`}
            element={
              <LocaleFrame locale={locale}>
                {/* Last line of defence: if the shell itself fails, the 500 page instead of a blank screen. */}
                <ErrorBoundary fallback={<ErrorPage status={500} />}>
                  {failed ? (
                    <LAYOUTS.default>
                      <ErrorPage status={500} />
                    </LAYOUTS.default>
                  ) : (
                    <RoutePage spec={spec} locale={locale} />
                  )}
                </ErrorBoundary>
              </LocaleFrame>
            }
          />
        )),
        <Route
          key={`${locale}:not-found`}
          path={`${prefix}/*`}
          element={
            <LocaleFrame locale={locale}>
              <LAYOUTS.default>
                <NotFoundPage />
              </LAYOUTS.default>
            </LocaleFrame>
          }
        />,
      ])}
    </Routes>
  );
}
