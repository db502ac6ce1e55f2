/*
 * Retry stays ours, not @module-federation/retry-plugin (0.17.1, read against runtime-core 2.9.2): its hooks
 * (`fetch`, `loadEntryError` with getRemoteEntry/globalLoading/uniqueKey, `getModuleFactory`) still exist with
 * the arguments it reads, so it would likely run, but it is built and tested against runtime/sdk 0.17.1 only and
 * bundles that second sdk for its logger. Its retries are automatic (3 × 1 s by default, a hung fetch never timed
 * out), which fits neither the 5 s after which a page shows its fallback nor the visitor's Retry, which must
 * re-register the remote with `force` (registry.ts resetRemote) so the runtime drops its failed or hung attempt.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Loading, type RemoteAppProps } from '@shop/shared';
import type { RemoteName } from '@shop/shared/routes';
import { type ComponentType, createContext, Suspense, useContext, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { isFailedRemoteModule } from './fallback-plugin';
import { RemoteFallback } from './RemoteFallback';
import { resetRemote } from './registry';

/** A remote that has not answered by then is treated as down (issue: give up after at most 5 s). */
export const REMOTE_LOAD_TIMEOUT_MS = 5000;

type RemoteApp = ComponentType<RemoteAppProps>;

const loadedApps = new Map<RemoteName, RemoteApp>();

async function loadRemoteApp(remote: RemoteName, attempt: number): Promise<RemoteApp> {
  if (attempt > 0) resetRemote(remote);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Remote ${remote} did not answer within ${REMOTE_LOAD_TIMEOUT_MS} ms`)),
      REMOTE_LOAD_TIMEOUT_MS,
    );
  });
  try {
    const module = await Promise.race([loadRemote<{ default?: unknown }>(`${remote}/App`), timeout]);
    if (isFailedRemoteModule(module)) throw new Error(module.__shopRemoteLoadFailed.message);
    if (!module || typeof module.default !== 'function') {
      throw new Error(`Remote ${remote} does not expose a component as ./App`);
    }
    const app = module.default as RemoteApp;
    loadedApps.set(remote, app);
    return app;
  } finally {
    clearTimeout(timer);
  }
}

const pendingApps = new Map<RemoteName, Promise<RemoteApp>>();
/** Remotes whose first load failed: their page shows the fallback at once instead of waiting a second time. */
const failedApps = new Set<RemoteName>();

/**
 * Starts loading a remote's App once (the bootstrap calls it for the first page, while the shell itself
 * is still starting), so the page's first render finds it loaded or on its way instead of asking for it
 * only after the frame is on screen. A failed load is forgotten: the next mount or Retry loads afresh.
 */
export function preloadRemoteApp(remote: RemoteName): Promise<RemoteApp> {
  let promise = pendingApps.get(remote);
  if (!promise) {
    promise = loadRemoteApp(remote, 0);
    pendingApps.set(remote, promise);
    promise.catch(() => {
      pendingApps.delete(remote);
      failedApps.add(remote);
    });
  }
  return promise;
}

/** Forgets a remote's loaded App and any attempt to load it (the server renderer, when its registry entry moves). */
export function forgetRemoteApp(remote: RemoteName): void {
  loadedApps.delete(remote);
  pendingApps.delete(remote);
  failedApps.delete(remote);
}

/**
 * Whether the first page's remote was rendered on the server (page-state.ts). When it was not, the first render
 * in the browser must show the loading state too (hydration renders what the server sent), even if the remote
 * arrived meanwhile; the page then loads it as after any navigation.
 */
const FirstRemoteRendered = createContext(true);
export const FirstRemoteRenderedProvider = FirstRemoteRendered.Provider;

type MountState = { status: 'loading' } | { status: 'ready'; App: RemoteApp } | { status: 'failed' };

/** The one way the shell mounts a remote: loader with time-out, runtime fallback plugin, error boundary. */
export function RemoteMount({ remote, routeId }: { remote: RemoteName; routeId: string }) {
  const [attempt, setAttempt] = useState(0);
  const rendered = useContext(FirstRemoteRendered);
  const [state, setState] = useState<MountState>(() => {
    if (!rendered) return { status: 'loading' };
    const App = loadedApps.get(remote);
    if (App) return { status: 'ready', App };
    return failedApps.has(remote) ? { status: 'failed' } : { status: 'loading' };
  });

  useEffect(() => {
    const known = loadedApps.get(remote);
    if (attempt === 0 && known) {
      // The same state when it is already this App: a re-render here would reach a page still waiting to
      // hydrate (a lazy page chunk), and React would then draw it afresh, losing what was typed into it.
      setState((current) =>
        current.status === 'ready' && current.App === known ? current : { status: 'ready', App: known },
      );
      return;
    }
    // The failure the first page waited for is shown once; a later visit to the remote tries again.
    if (attempt === 0 && failedApps.delete(remote)) {
      setState({ status: 'failed' });
      return;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    (attempt === 0 ? preloadRemoteApp(remote) : loadRemoteApp(remote, attempt)).then(
      (App) => !cancelled && setState({ status: 'ready', App }),
      (error: unknown) => {
        console.error(`Remote ${remote} could not be loaded:`, error);
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote, attempt]);

  const retry = () => {
    loadedApps.delete(remote);
    failedApps.delete(remote);
    setAttempt((value) => value + 1);
  };

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed') return <RemoteFallback remote={remote} onRetry={retry} />;
  const { App } = state;
  return (
    // A remote that throws while rendering shows its fallback, so the header, footer and other routes live on.
    <ErrorBoundary
      key={attempt}
      fallback={<RemoteFallback remote={remote} onRetry={retry} />}
      onError={(error, info) => console.error(`Remote ${remote} failed while rendering:`, error, info.componentStack)}
    >
      <Suspense fallback={<Loading />}>
        <App routeId={routeId} />
      </Suspense>
    </ErrorBoundary>
  );
}
