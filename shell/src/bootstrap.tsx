import {
  adoptCurrency,
  BrowserRouter,
  createStore,
  loadRuntimeConfig,
  StoreProvider,
  setRuntimeConfig,
} from '@shop/shared';
import { findRoute, splitLocale } from '@shop/shared/routes';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { releaseEarlySubmits } from './early-submits';
import { preloadRemoteApp } from './federation/RemoteMount';
import { adoptRemoteRegistry, loadRemoteRegistry } from './federation/registry';
import { loadPageWords } from './intl';
import { readPageState } from './page-state';
import './styles.css';

/**
 * Last in the tree, so its effect runs once the whole page has been taken over; the held forms go a task
 * later, after the re-render that adopted what was typed before hydration.
 */
function TakenOver() {
  useEffect(() => {
    const timer = setTimeout(releaseEarlySubmits);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

/**
 * Starts the shop on a page the server rendered (shell/src/render-page.tsx): config, registry and API answers come
 * with the page, and React takes over the markup (hydration) once the page's remote is in, so the first render
 * here is the server's. Without that state (the server could not render) the page is rendered here from scratch.
 */
async function main() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const state = readPageState();
  if (state) {
    setRuntimeConfig(state.config);
    adoptRemoteRegistry(state.registry);
    adoptCurrency(state.currency);
  } else {
    // Both are tiny, no-cache JSON documents; fetch them side by side.
    await Promise.all([loadRuntimeConfig(), loadRemoteRegistry()]);
  }
  const first = findRoute(location.pathname);
  // A failure is left to the render, which asks again.
  const words = loadPageWords(splitLocale(location.pathname).locale).catch(() => undefined);
  // A page the server could not render came as the 500 page: rendered afresh here, not hydrated.
  let hydrate = state !== undefined && !state.failed;
  if (first) {
    // The first page's remote loads alongside the shell, not after it (the HTML preloads its files).
    const loading = preloadRemoteApp(first.remote);
    if (state?.remoteRendered) {
      // Down in the browser although the server rendered it: the page is drawn afresh, with the fallback.
      hydrate = await loading.then(
        () => true,
        () => false,
      );
    } else loading.catch(() => undefined); // a failure surfaces where the page mounts, in its fallback
  }
  await words;
  const store = createStore(state ? { api: state.api } : undefined);
  const app = (
    <StrictMode>
      <StoreProvider store={store}>
        <BrowserRouter>
          <App remoteRendered={state?.remoteRendered ?? true} />
        </BrowserRouter>
      </StoreProvider>
      <TakenOver />
    </StrictMode>
  );
  if (hydrate) {
    hydrateRoot(container, app, {
      // React recovers from a page that differs from the server's by drawing that part afresh, silently in a
      // production build: what the visitor typed is lost and the work is done twice. Said out loud, so the
      // "hydrates quietly" e2e spec and a developer's console see it.
      onRecoverableError: (error, info) =>
        console.warn('The page was drawn again in the browser:', error, info.componentStack ?? ''),
    });
  } else createRoot(container).render(app);
}

void main();
