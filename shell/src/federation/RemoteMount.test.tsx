import { messagesFor } from '@shop/shared';
import { commonMessages } from '@shop/shared/i18n/common-messages';
import type { RemoteName } from '@shop/shared/routes';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellMessages } from '../messages';
import { REMOTE_LOAD_FAILED } from './fallback-plugin';
import { preloadRemoteApp, RemoteMount } from './RemoteMount';

// The federation runtime is replaced here only: this unit test is about the shell's reaction to it.
const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const messages = { ...messagesFor(commonMessages, 'en'), ...messagesFor(shellMessages, 'en') };
// Loaded remotes are cached for the page's lifetime, so each test mounts a different remote.
const renderMount = (remote: RemoteName) =>
  render(
    <IntlProvider locale="en" messages={messages}>
      <RemoteMount remote={remote} routeId="home" />
    </IntlProvider>,
  );

function Broken(): never {
  throw new Error('render failure');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  runtime.loadRemote.mockReset();
  vi.restoreAllMocks();
});

describe('RemoteMount', () => {
  it('renders the remote page', async () => {
    runtime.loadRemote.mockResolvedValue({ default: ({ routeId }: { routeId: string }) => <h1>page {routeId}</h1> });
    renderMount('storefront');
    expect(await screen.findByRole('heading', { name: 'page home' })).toBeDefined();
  });

  it('shows the fallback when the runtime plugin reports a failed load, and Retry loads again', async () => {
    runtime.loadRemote
      .mockResolvedValueOnce({ [REMOTE_LOAD_FAILED]: { id: 'checkout/App', message: 'HTTP 500' } })
      .mockResolvedValueOnce({ default: () => <h1>wizard</h1> });
    renderMount('checkout');
    expect(await screen.findByText('This part of the shop is not available right now')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'wizard' })).toBeDefined();
  });

  it('catches a remote that throws while rendering', async () => {
    runtime.loadRemote.mockResolvedValue({ default: Broken });
    renderMount('tracking');
    expect(await screen.findByText('This part of the shop is not available right now')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDefined();
  });

  it('gives up on a remote that does not answer within 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    runtime.loadRemote.mockReturnValue(new Promise(() => undefined));
    renderMount('ambassador');
    await vi.advanceTimersByTimeAsync(5_001);
    expect(await screen.findByText('This part of the shop is not available right now')).toBeDefined();
    vi.useRealTimers();
  });

  it('renders at once a remote the bootstrap started loading, asking the runtime only once', async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => <h1>started early</h1> });
    await preloadRemoteApp('backoffice');
    renderMount('backoffice');
    // No loading state in between: the first render already has the page.
    expect(screen.getByRole('heading', { name: 'started early' })).toBeDefined();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });
});
