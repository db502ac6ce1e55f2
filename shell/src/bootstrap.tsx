import { BrowserRouter, createStore, loadRuntimeConfig, StoreProvider } from '@shop/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRemoteRegistry } from './federation/registry';
import { preloadRemoteApp } from './federation/RemoteMount';
import { findRoute } from '@shop/shared/routes';
import './styles.css';

async function main() {
  // Both are tiny, no-cache JSON documents; fetch them side by side.
  await Promise.all([loadRuntimeConfig(), loadRemoteRegistry()]);
  // The first page's remote loads alongside the shell's first render, not after it (the HTML preloads its
  // files; this starts running them). A failure surfaces where the page mounts, in its fallback.
  const first = findRoute(location.pathname);
  if (first) preloadRemoteApp(first.remote).catch(() => undefined);
  const store = createStore();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <StoreProvider store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StoreProvider>
    </StrictMode>,
  );
}

void main();
