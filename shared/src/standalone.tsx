import type { ComponentType } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadRuntimeConfig } from './config/runtime-config';
import { ShopProvider } from './context/ShopContext';
import { isLocale } from './i18n/catalogue';
import { setCurrentLocale } from './i18n/current-locale';
import type { RemoteAppProps } from './remote-contract';
import { createStore } from './store/create-store';
import { StoreProvider } from './store/StoreProvider';

/**
 * Renders a remote on its own dev server (`npm run dev -w remotes/<name>`), without the shell:
 * `?route=<id>` picks the page, `?lang=ru` the language. The API is proxied to :4000.
 */
export async function renderStandalone(App: ComponentType<RemoteAppProps>, defaultRoute: string): Promise<void> {
  const params = new URLSearchParams(location.search);
  const lang = params.get('lang');
  const locale = isLocale(lang) ? lang : 'en';
  setCurrentLocale(locale);
  const config = await loadRuntimeConfig();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <StoreProvider store={createStore()}>
        <BrowserRouter>
          <ShopProvider locale={locale} config={config} shareImage="/share.png">
            <App routeId={params.get('route') ?? defaultRoute} />
          </ShopProvider>
        </BrowserRouter>
      </StoreProvider>
    </StrictMode>,
  );
}
