import {
  createStore,
  loadCommonMessages,
  MemoryRouter,
  OFFERED_LOCALES,
  StoreProvider,
  setRuntimeConfig,
  useLocation,
} from '@shop/shared';
import { stubApi } from '@shop/shared/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { catalogue as shellCatalogue } from './intl';

// Only the federation runtime is replaced: every remote renders a heading with its route id.
const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const renderAt = (path: string) =>
  render(
    <StoreProvider store={createStore()}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <Where />
      </MemoryRouter>
    </StoreProvider>,
  );

// As bootstrap.tsx does before the first render: the page's common and shell messages are in.
beforeAll(() =>
  Promise.all(OFFERED_LOCALES.flatMap((locale) => [loadCommonMessages(locale), shellCatalogue.messages.load(locale)])),
);

beforeEach(() => {
  runtime.loadRemote.mockClear();
  runtime.loadRemote.mockResolvedValue({ default: ({ routeId }: { routeId: string }) => <h1>remote {routeId}</h1> });
  // No API: every request answers 404, so the shell falls back to its defaults (country, rates).
  stubApi({});
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('shell routes', () => {
  it('mounts the owning remote inside the default layout in the global region', async () => {
    setRuntimeConfig({ region: 'global', siteName: 'Storybook Shop' });
    renderAt('/tr/faqs');
    expect(await screen.findByRole('heading', { name: 'remote faqs' })).toBeDefined();
    expect(screen.getByRole('link', { name: /Storybook Shop/ })).toBeDefined();
    expect(screen.getByText(/Tüm hakları saklıdır/)).toBeDefined();
    expect(screen.getByRole('option', { name: 'USD' })).toBeDefined();
  });

  it('forces Russian, its site name and roubles in the russia region', async () => {
    setRuntimeConfig({ region: 'russia', siteName: 'Книжка-сказка' });
    renderAt('/faqs');
    expect(await screen.findByRole('heading', { name: 'remote faqs' })).toBeDefined();
    expect(screen.getByTestId('where').textContent).toBe('/ru/faqs');
    expect(screen.getByText(/© \d{4} Книжка-сказка/)).toBeDefined();
    expect(screen.getByText(/^RUB$/)).toBeDefined();
    // The language is forced, so there is nothing to switch.
    expect(screen.queryByRole('navigation', { name: 'Язык' })).toBeNull();
  });

  it('shows the translated 404 page for an unknown path', async () => {
    setRuntimeConfig({ region: 'global' });
    renderAt('/az/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Səhifə tapılmadı' })).toBeDefined();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});
