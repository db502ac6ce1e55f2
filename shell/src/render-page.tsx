/**
 * The shell's server renderer (built by createServerConfig in rspack.config.ts into dist/server/render.cjs, through src/server.ts, and
 * loaded by the API process, server/src/plugins/web.ts). It renders a page with the same components the browser
 * then hydrates: the shell's frame, and the page's remote loaded through the Module Federation runtime from the
 * remote's /remotes.json entry (its server build, `server/remoteEntry.js` beside the browser's manifest).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  type AppStore,
  api,
  type Currency,
  createStore,
  type HeadCollector,
  HeadCollectorProvider,
  headEntries,
  type RequestScope,
  type RootState,
  type RuntimeConfig,
  StaticRouter,
  StoreProvider,
  setRequestScope,
} from '@shop/shared';
import { findRoute, isServerRendered, type RemoteName, splitLocale } from '@shop/shared/routes';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './App';
import shareImage from './assets/share.png';
import { forgetRemoteApp, preloadRemoteApp } from './federation/RemoteMount';
import type { RemoteRegistry } from './federation/registry';
import { type ServerRemoteTrust, serverEntryPlugin } from './federation/server-entry-plugin';
import { loadPageWords } from './intl';
import type { PageState } from './page-state';

export { pageStateScript } from './page-state';

const requests = new AsyncLocalStorage<RequestScope>();
setRequestScope(() => requests.getStore());

/**
 * How long a render waits for a remote's server build. A remote that is slower (or down) is rendered in the
 * browser instead, behind the shell's loading state and, if it stays down, its fallback; its load goes on in the
 * background, so the next page finds it ready.
 */
export const REMOTE_RENDER_BUDGET_MS = 2000;
/** A render that starts new queries with the answers of earlier ones gets another pass, up to this many. */
const MAX_PASSES = 4;

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The run-time config the browser gets (GET /config.json). */
  config: RuntimeConfig;
  /**
   * The currency to write prices in, as the server resolved it (region, shop_currency cookie, country); kept in the
   * page state, so the browser hydrates in it even when the page came from the cache.
   */
  currency?: Currency;
  /** The registry the browser gets (GET /remotes.json). */
  registry: RemoteRegistry;
  /** Origin that relative registry entries and API calls resolve against; `fetch` answers it in process. */
  origin: string;
  /** Sends the render's requests: the API and remote builds of `origin` in process, others over HTTP. */
  fetch: typeof fetch;
  /** Which remotes on another origin may run on the server (the server's configuration; none if unset). */
  remoteTrust?: ServerRemoteTrust;
}

export interface RenderResult {
  status: number;
  /** The markup of #root. */
  html: string;
  head: ReturnType<typeof headEntries>;
  state: PageState;
  /** The page's language (from its address). */
  locale: ReturnType<typeof splitLocale>['locale'];
  /** What the page threw while rendering, when the 500 page was rendered instead (for the server's log). */
  error?: unknown;
}

let registered = '';
/** The server's configuration, the same for every render of the process (not a visitor's value). */
let remoteTrust: ServerRemoteTrust = { origins: [], pins: {} };

/**
 * Registers the remotes' server builds once per registry. An entry that moved is registered afresh and its
 * loaded App forgotten, so the next render loads it from where it now lives.
 */
function registerServerRemotes(registry: RemoteRegistry, origin: string) {
  const key = `${origin} ${JSON.stringify(registry)}`;
  if (key === registered) return;
  const remotes = Object.entries(registry).map(([name, entry]) => ({
    name,
    // The server build sits beside the browser's manifest: <remote>/server/remoteEntry.js.
    entry: new URL('server/remoteEntry.js', new URL(entry, `${origin}/`)).href,
  }));
  // Only the entries that moved are registered again (with force, which the runtime warns about), and only
  // their loaded Apps forgotten; in a running shop the registry is fixed, so this happens once.
  const moved = remotes.filter((remote) => currentRemotes.get(remote.name)?.entry !== remote.entry);
  const fresh = moved.filter((remote) => !currentRemotes.has(remote.name));
  const changed = moved.filter((remote) => currentRemotes.has(remote.name));
  if (fresh.length > 0) registerRemotes(fresh);
  if (changed.length > 0) registerRemotes(changed, { force: true });
  registered = key;
  for (const { name } of changed) forgetRemoteApp(name as RemoteName);
  downUntil.clear();
  currentRemotes = new Map(remotes.map((remote) => [remote.name, remote]));
}

let currentRemotes = new Map<string, { name: string; entry: string }>();

/**
 * A remote that failed to load is not waited for again for a while: pages render at once and leave it to the
 * browser. Meanwhile one load in the background finds out when it is back.
 */
const REMOTE_RETRY_AFTER_MS = 30_000;
const downUntil = new Map<string, number>();

async function remoteReady(remote: RemoteName): Promise<boolean> {
  const down = downUntil.get(remote);
  if (down !== undefined && Date.now() < down) return false;
  if (down !== undefined) {
    // Registered afresh: the runtime keeps a failed entry otherwise.
    const entry = currentRemotes.get(remote);
    if (entry) registerRemotes([entry], { force: true });
    forgetRemoteApp(remote);
  }
  const loading = preloadRemoteApp(remote);
  loading.then(
    () => downUntil.delete(remote),
    () => downUntil.set(remote, Date.now() + REMOTE_RETRY_AFTER_MS),
  );
  return withTimeout(loading, REMOTE_RENDER_BUDGET_MS).then(
    () => true,
    () => {
      downUntil.set(remote, Date.now() + REMOTE_RETRY_AFTER_MS);
      return false;
    },
  );
}

// A remote's server build is fetched with the fetch of the render that asked for it, and its origin compared with
// that render's: both come from the request's scope (AsyncLocalStorage follows the load into its promises, so a
// load that outlives its request still uses that request's), never from a module variable that an overlapping
// render could have changed meanwhile.
registerPlugins([
  serverEntryPlugin(
    () => requests.getStore()?.fetch ?? fetch,
    () => requests.getStore()?.config.apiBase ?? '',
    () => remoteTrust,
  ),
]);

/** What a hook gets for the request it may not start in the last pass: a subscription that does nothing. */
const NO_REQUEST = Object.assign(Promise.resolve({}), {
  abort() {},
  unsubscribe() {},
  updateSubscriptionOptions() {},
  refetch() {
    return NO_REQUEST;
  },
  unwrap: () => Promise.resolve({}),
});

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function toHtml(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  return html;
}

/**
 * The API answers the render used, failures included (a story that does not exist renders as such in the
 * browser's first render too), without any request still pending.
 */
function answeredQueries(state: RootState['api']): RootState['api'] {
  const queries = Object.fromEntries(
    Object.entries(state.queries).filter(([, query]) => query?.status === 'fulfilled' || query?.status === 'rejected'),
  ) as RootState['api']['queries'];
  return { ...state, queries, mutations: {} };
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  if (request.remoteTrust) remoteTrust = request.remoteTrust;
  const pathname = new URL(request.url, 'http://page').pathname;
  const { locale } = splitLocale(pathname);
  // Everything of this request (its language, currency, fetch and origin) lives in this scope for the whole
  // render, remote loading included: renders of different visitors overlap and must never see each other's.
  const scope: RequestScope = {
    locale,
    config: { ...request.config, apiBase: request.origin },
    fetch: request.fetch,
    ...(request.currency ? { currency: request.currency } : {}),
  };
  return requests.run(scope, () => renderInScope(request, pathname, locale));
}

async function renderInScope(
  request: RenderRequest,
  pathname: string,
  locale: RenderResult['locale'],
): Promise<RenderResult> {
  registerServerRemotes(request.registry, request.origin);
  const route = findRoute(pathname);
  let remoteRendered = false;
  const wordsLoading = loadPageWords(locale);
  if (route && isServerRendered(route)) remoteRendered = await remoteReady(route.remote);
  await wordsLoading;

  // The last pass renders the answers as they are: a hook would otherwise ask again for a query that failed
  // (RTK Query retries failed queries for a new subscriber), and the page would show its loading state.
  let frozen = false;
  const store = createStore();
  const dispatch = store.dispatch;
  const rendered: AppStore = {
    ...store,
    dispatch: ((action: Parameters<typeof dispatch>[0]) =>
      frozen && typeof action === 'function' ? NO_REQUEST : dispatch(action)) as typeof dispatch,
  };
  let collector: HeadCollector = {};
  let html = '';
  const failed = new Set<string>();
  // What threw while rendering the last pass. React does not reject for an error under a Suspense boundary
  // (it leaves that part to the browser and reports it here), so this is how a page's bug is seen.
  let thrown: unknown[] = [];
  const renderPass = async (failed = false) => {
    collector = {};
    thrown = [];
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <StoreProvider store={rendered}>
          <HeadCollectorProvider value={collector}>
            <StaticRouter location={request.url}>
              <App remoteRendered={remoteRendered} failed={failed} />
            </StaticRouter>
          </HeadCollectorProvider>
        </StoreProvider>
      </StrictMode>,
      // Every part of the page inline, in order: React would otherwise move large parts to the end of the
      // HTML, to be put in place by an inline script (for streaming), which a reader without JavaScript never sees.
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER, onError: (error) => void thrown.push(error) },
    );
    html = await toHtml(prelude);
  };
  let failure: unknown;
  try {
    for (let pass = 1; ; pass++) {
      frozen = pass === MAX_PASSES;
      await renderPass();
      if (frozen) break;
      const running = store.dispatch(api.util.getRunningQueriesThunk());
      if (running.length === 0) break;
      const onlyRetries = running.every((query) => failed.has(query.queryCacheKey));
      await Promise.allSettled(running);
      for (const [key, query] of Object.entries(store.getState().api.queries)) {
        if (query?.status === 'rejected') failed.add(key);
      }
      if (onlyRetries) {
        frozen = true;
        await renderPass();
        break;
      }
    }
    if (thrown.length > 0) throw thrown[0];
  } catch (error) {
    // A page that throws while rendering (no error boundary catches on the server) is answered with the 500
    // page in its own frame and language; the browser then tries the page itself (PageState.failed).
    failure = error;
    frozen = true;
    remoteRendered = false;
    await renderPass(true);
  }
  const head = headEntries({
    tags: collector.tags ?? {},
    locale,
    config: request.config,
    shareImage,
    pathname,
  });
  return {
    status: failure ? 500 : (collector.tags?.status ?? (route ? 200 : 404)),
    html,
    head,
    locale,
    ...(failure ? { error: failure } : {}),
    state: {
      config: request.config,
      registry: request.registry,
      api: answeredQueries(store.getState().api),
      remoteRendered,
      ...(request.currency ? { currency: request.currency } : {}),
      ...(failure ? { failed: true } : {}),
    },
  };
}
