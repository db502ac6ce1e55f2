import { CHARACTER_TIMEOUT_MS } from '@shop/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateStoryPage } from '../pages/CreateStoryPage';
import { charactersJson, json, ORDER_ID, orderReadyFor, orderRoutes, storeDraft } from '../test/orders';
import { renderPage, stubApi } from '../test/render';
import { messages } from '../messages';
import { PROGRESS_MESSAGE_COUNT, PROGRESS_MESSAGE_MS } from './CharactersStep';

const CHARACTERS = `GET /orders/${ORDER_ID}/characters`;

afterEach(() => {
  vi.useRealTimers();
});

function renderCharactersStep(routes: Parameters<typeof stubApi>[0], locale: 'en' | 'ru' = 'en') {
  storeDraft({ step: 'characters' });
  const api = stubApi({ ...orderRoutes(orderReadyFor('characters')), ...routes });
  renderPage(<CreateStoryPage />, { path: '/create-story', locale });
  return api;
}

describe('the character step', () => {
  it('has 24 progress messages in every language, each with the child’s name', () => {
    expect(PROGRESS_MESSAGE_COUNT).toBe(24);
    expect(PROGRESS_MESSAGE_MS * PROGRESS_MESSAGE_COUNT).toBe(CHARACTER_TIMEOUT_MS);
    for (const locale of ['en', 'ru', 'tr', 'az'] as const) {
      const catalogue = messages.messages[locale] as Record<string, string>;
      const texts = Array.from({ length: 24 }, (_, index) => catalogue[`checkout.generating.m${index + 1}`]);
      expect(new Set(texts).size).toBe(24);
      for (const text of texts) expect(text).toContain('{name}');
    }
  });

  it('rotates messages with the name while generating, then shows the character and its four styles', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer = charactersJson({ status: 'generating', characters: [] });
    renderCharactersStep({ [CHARACTERS]: () => json(answer) }, 'ru');
    const message = await screen.findByTestId('progress-message');
    expect(message.textContent).toBe('Знакомимся: Leyla — главная героиня этой сказки…');
    await act(() => vi.advanceTimersByTimeAsync(PROGRESS_MESSAGE_MS));
    expect(screen.getByTestId('progress-message').textContent).toBe('Внимательно рассматриваем фото… Да это же Leyla!');

    answer = charactersJson();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(await screen.findByText('Знакомьтесь: Leyla — главная героиня вашей книги!')).toBeDefined();
    expect(screen.getByRole('img', { name: 'Leyla в стиле «3D-анимация»' })).toBeDefined();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByText('Осталось 3 попытки')).toBeDefined();

    // The order fetched while drawing still said 'generating'; the ready characters open the next step.
    fireEvent.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByRole('heading', { name: 'Выберите вариант книги' })).toBeDefined();
  });

  it('switches the style on the order and redraws while redraws are left', async () => {
    const patches: unknown[] = [];
    const regenerate = vi.fn(() =>
      json(charactersJson({ status: 'generating', characters: [], regenerations_left: 2 })),
    );
    renderCharactersStep({
      [CHARACTERS]: () => json(charactersJson()),
      [`PATCH /orders/${ORDER_ID}`]: async (request) => {
        patches.push(await request.json());
        return json({ order: orderReadyFor('version') });
      },
      [`POST /orders/${ORDER_ID}/characters/regenerate`]: regenerate,
    });
    fireEvent.click(await screen.findByLabelText('Anime'));
    expect(await screen.findByRole('img', { name: 'Leyla drawn in the “Anime” style' })).toBeDefined();
    await vi.waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ order: { child: { illustration_style: 'anime', name: 'Leyla' } } });

    fireEvent.click(screen.getByRole('button', { name: 'Draw again' }));
    expect(await screen.findByText('Creating the character…')).toBeDefined();
    expect(regenerate).toHaveBeenCalledOnce();
  });

  it('says clearly when drawing failed, and Retry draws again', async () => {
    const regenerate = vi.fn(() => json(charactersJson({ status: 'generating', characters: [] })));
    renderCharactersStep({
      [CHARACTERS]: () =>
        json(charactersJson({ status: 'failed', characters: [], error: 'checkout.photo.error.noFace' })),
      [`POST /orders/${ORDER_ID}/characters/regenerate`]: regenerate,
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/couldn't find a face in this photo/);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(regenerate).toHaveBeenCalledOnce());
  });

  it('says when no redraws are left and offers another photo', async () => {
    renderCharactersStep({
      [CHARACTERS]: () => json(charactersJson({ regenerations_left: 1 })),
      [`POST /orders/${ORDER_ID}/characters/regenerate`]: () =>
        json({ error: 'no_regenerations_left', message: 'No regenerations left' }, 409),
    });
    expect(await screen.findByText('1 redraw left')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Draw again' }));
    expect(await screen.findByText('There are no redraws left. You can choose another photo.')).toBeDefined();
  });

  it('gives up waiting after a minute with a clear message and Retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const characters = vi.fn(() => json(charactersJson({ status: 'generating', characters: [] })));
    renderCharactersStep({ [CHARACTERS]: characters });
    await screen.findByTestId('progress-message');
    await act(() => vi.advanceTimersByTimeAsync(CHARACTER_TIMEOUT_MS));
    expect(screen.getByRole('alert').textContent).toMatch('This is taking longer than usual. Please try again.');
    const polls = characters.mock.calls.length;
    expect(polls).toBeGreaterThan(10);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(characters.mock.calls.length).toBe(polls);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('progress-message')).toBeDefined();
  });
});
