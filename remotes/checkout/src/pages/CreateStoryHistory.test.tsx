/**
 * The browser's Back and Forward between the wizard's steps, with the real window.history (BrowserRouter):
 * the shared test renderer's MemoryRouter would never touch it.
 */
import {
  BrowserRouter,
  createStore,
  IntlScope,
  Route,
  Routes,
  ShopProvider,
  StoreProvider,
  setCurrentLocale,
  setRuntimeConfig,
} from '@shop/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { json, ORDER_ID, orderReadyFor, orderRoutes, storeDraft } from '../test/orders';
import { stubApi } from '../test/render';
import { DRAFT_KEY } from '../wizard/storage';
import { CreateStoryPage } from './CreateStoryPage';

function renderWizard(url: string) {
  window.history.replaceState(null, '', url);
  setCurrentLocale('en');
  const runtime = setRuntimeConfig({ apiBase: 'http://shop.test', publicUrl: 'http://shop.test' });
  return render(
    <StoreProvider store={createStore()}>
      <BrowserRouter>
        <ShopProvider locale="en" config={runtime} shareImage="/share.png">
          <IntlScope catalogue={messages}>
            <Routes>
              <Route path="/create-story" element={<CreateStoryPage />} />
            </Routes>
          </IntlScope>
        </ShopProvider>
      </BrowserRouter>
    </StoreProvider>,
  );
}

/** The browser's Back button: the previous entry becomes current and popstate fires. */
/** Moves through the history and waits for the browser's popstate, as the router does, not for a guessed time. */
async function travel(move: () => void) {
  await act(async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    move();
    await popped;
  });
}

const back = () => travel(() => window.history.back());
const forward = () => travel(() => window.history.forward());

const stepInUrl = () => new URLSearchParams(window.location.search).get('step');
const storedStep = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null')?.step;

beforeEach(() => {
  stubApi({
    ...orderRoutes(orderReadyFor('contact')),
    [`GET /orders/${ORDER_ID}/characters`]: () => json({ status: 'ready', characters: [] }),
  });
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the wizard in the browser history', () => {
  it('names the step of a visit without one in the URL, replacing the entry', async () => {
    storeDraft({ step: 'version' });
    const before = window.history.length;
    renderWizard('/create-story');
    expect(await screen.findByRole('heading', { name: 'Choose a version' })).toBeDefined();
    expect(stepInUrl()).toBe('version');
    expect(window.history.length).toBe(before);
  });

  it('pushes an entry on Next; Back shows the step before with what was typed, Forward the step after', async () => {
    storeDraft({ step: 'contact', contact: { fullName: 'Aysel Mammadova' } });
    renderWizard('/create-story?step=contact');
    const name = (await screen.findByLabelText('Full name')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Aysel Məmmədova' } });

    // Back in the wizard is a new entry as well, like Next.
    const before = window.history.length;
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Choose a version' })).toBeDefined();
    expect(stepInUrl()).toBe('version');
    expect(window.history.length).toBe(before + 1);

    await back();
    expect(stepInUrl()).toBe('contact');
    const again = (await screen.findByLabelText('Full name')) as HTMLInputElement;
    expect(again.value).toBe('Aysel Məmmədova');
    // The heading takes focus, as after the wizard's own buttons; a reload would resume here.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your contact details' }));
    expect(storedStep()).toBe('contact');

    await forward();
    expect(await screen.findByRole('heading', { name: 'Choose a version' })).toBeDefined();
    expect(storedStep()).toBe('version');
  });

  it('goes back from step 3 to step 2 and keeps the entered data', async () => {
    storeDraft({ step: 'story', child: { name: 'Leyla', gender: 'girl', age: '5', terms: true } });
    renderWizard('/create-story?step=story');
    expect(await screen.findByRole('heading', { name: 'Choose a story' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Upload a photo' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText("Child's name")).toBeDefined();

    await back();
    expect(await screen.findByRole('heading', { name: 'Upload a photo' })).toBeDefined();
    await back();
    expect(await screen.findByRole('heading', { name: 'Choose a story' })).toBeDefined();
    await forward();
    await forward();
    expect(await screen.findByLabelText("Child's name")).toHaveProperty('value', 'Leyla');
  });

  it('shows no later step than the order allows, whatever the entry names', async () => {
    storeDraft({ step: 'confirm' });
    renderWizard('/create-story?step=confirm');
    // The order has no contact details yet.
    expect(await screen.findByRole('heading', { name: 'Your contact details' })).toBeDefined();
  });

  it('moves on after Next while the order is fetched again with what the step saved', async () => {
    storeDraft({ step: 'version' });
    // The order the wizard holds does not show the version yet when Next moves on (as after a photo upload,
    // whose order is fetched again): the entry must keep naming the next step, not fall back to this one.
    stubApi({
      ...orderRoutes(orderReadyFor('version')),
      [`GET /orders/${ORDER_ID}/characters`]: () => json({ status: 'ready', characters: [] }),
      [`PATCH /orders/${ORDER_ID}`]: () => json({ order: orderReadyFor('version') }),
    });
    renderWizard('/create-story?step=version');
    fireEvent.click(await screen.findByLabelText(/^Hardcover/));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // The step moves on, and stays on once the save's answer has been rendered (a fall back would come then).
    await waitFor(() => expect(stepInUrl()).toBe('contact'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(false));
    expect(stepInUrl()).toBe('contact');
  });
});
