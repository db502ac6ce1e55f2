import { CHARACTER_TIMEOUT_MS } from '@shop/shared';
import { HAIR_STYLES, OUTFITS } from '@shop/shared/characters';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../messages';
import { CreateStoryPage } from '../pages/CreateStoryPage';
import { charactersJson, json, ORDER_ID, orderReadyFor, orderRoutes, storeDraft } from '../test/orders';
import { renderPage, stubApi } from '../test/render';
import { FEATURES_DEBOUNCE_MS, PROGRESS_MESSAGE_COUNT, PROGRESS_MESSAGE_MS } from './CharactersStep';

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
    const styles = screen.getByRole('group', { name: 'Выберите стиль — вот как Leyla выглядит в каждом из них' });
    expect(within(styles).getAllByRole('radio')).toHaveLength(4);
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

  it('shows the looks read from the photo with a labelled control for each, in the visitor’s language', async () => {
    renderCharactersStep({ [CHARACTERS]: () => json(charactersJson()) }, 'ru');
    const group = async (name: RegExp) => within(await screen.findByRole('group', { name }));
    const checkedValues = (radios: HTMLElement[]) =>
      radios.flatMap((radio) => (radio instanceof HTMLInputElement && radio.checked ? [radio.value] : []));

    const skin = await group(/^Цвет кожи$/);
    expect(skin.getAllByRole('radio')).toHaveLength(8);
    expect(checkedValues(skin.getAllByRole('radio'))).toEqual(['medium']);
    expect(skin.getByRole('radio', { name: 'Средний' })).toHaveProperty('checked', true);
    // The chosen swatch is also said in words beside the group's name.
    expect((await screen.findByRole('group', { name: /^Цвет кожи/ })).querySelector('legend')?.textContent).toBe(
      'Цвет кожиСредний',
    );
    expect((await group(/^Цвет волос/)).getByRole('radio', { name: 'Тёмно-каштановый' })).toHaveProperty(
      'checked',
      true,
    );
    expect((await group(/^Причёска/)).getAllByRole('radio')).toHaveLength(HAIR_STYLES.length);
    expect((await group(/^Причёска/)).getByRole('radio', { name: 'Дреды' })).toBeTruthy();
    expect((await group(/^Причёска/)).getByRole('radio', { name: 'Кудри' })).toHaveProperty('checked', true);
    expect((await group(/^Цвет глаз/)).getByRole('radio', { name: 'Ореховые' })).toHaveProperty('checked', true);
    expect((await group(/^Форма лица/)).getByRole('radio', { name: 'Овальное' })).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: 'Очки' })).toHaveProperty('checked', false);
    expect(screen.getByRole('switch', { name: 'Веснушки' })).toHaveProperty('checked', true);
    expect((await group(/^Одежда/)).getByRole('radio', { name: 'Как в сказке' })).toHaveProperty('checked', true);
    // Every radio of the step has a name: the four styles and every feature value.
    expect(screen.getAllByRole('radio', { name: /\S/ })).toHaveLength(
      4 + 8 + 8 + HAIR_STYLES.length + 6 + 3 + OUTFITS.length,
    );
  });

  it('saves a correction after a short pause in one PATCH, then shows the redrawn pictures', async () => {
    const patches: unknown[] = [];
    let round = 1;
    const redrawn = () =>
      charactersJson({
        characters: charactersJson().characters.map((character) => ({
          ...character,
          url: character.url.replace('.png', `-g${round}.png`),
        })),
      });
    renderCharactersStep({
      [CHARACTERS]: () => json(redrawn()),
      [`PATCH /orders/${ORDER_ID}`]: async (request) => {
        patches.push(await request.json());
        round += 1;
        return json({ order: orderReadyFor('version') });
      },
    });
    const main = await screen.findByRole('img', { name: 'Leyla drawn in the “3D animation” style' });
    expect(main.getAttribute('src')).toContain('3dPixar-g1.png');

    fireEvent.click(screen.getByRole('radio', { name: 'Ginger' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Wavy' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Glasses' }));
    // The book's own clothes until the parent picks others.
    expect(screen.getByRole('radio', { name: 'As in the story' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Sailor stripes' }));
    // The controls follow at once, the status says the character is being redrawn.
    expect(screen.getByRole('radio', { name: 'Ginger' })).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: 'Glasses' })).toHaveProperty('checked', true);
    expect(screen.getByText('Redrawing the character…')).toBeDefined();
    expect(patches).toHaveLength(0);

    await vi.waitFor(() => expect(patches).toHaveLength(1), { timeout: FEATURES_DEBOUNCE_MS * 5 });
    expect(patches[0]).toEqual({
      order: {
        features: {
          skin_tone: 'medium',
          hair_color: 'ginger',
          hair_style: 'wavy',
          eye_color: 'hazel',
          face_shape: 'oval',
          glasses: true,
          freckles: true,
          outfit: 'sailor',
        },
      },
    });
    await vi.waitFor(() =>
      expect(
        screen.getByRole('img', { name: 'Leyla drawn in the “3D animation” style' }).getAttribute('src'),
      ).toContain('3dPixar-g2.png'),
    );
    expect(screen.queryByText('Redrawing the character…')).toBeNull();
    expect(patches).toHaveLength(1);
  });

  it('shows a refused correction in words and puts the controls back', async () => {
    renderCharactersStep({
      [CHARACTERS]: () => json(charactersJson()),
      [`PATCH /orders/${ORDER_ID}`]: () =>
        json({ error: 'order_locked', message: 'This order has been paid and can no longer be changed' }, 409),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Blue' }));
    expect(await screen.findByText('This order has been paid and can no longer be changed')).toBeDefined();
    expect(screen.getByRole('radio', { name: 'Hazel' })).toHaveProperty('checked', true);
  });

  it("lets the parent correct a custom story's favourite hero as it was read from the words, in one PATCH", async () => {
    const patches: unknown[] = [];
    const favourite_hero = {
      kind: 'superhero' as const,
      colours: { cape: 'red' as const },
      accessories: ['mask' as const],
      gender: 'girl' as const,
      name: null,
      words: 'супергероиня в красном плаще',
    };
    renderCharactersStep(
      {
        [CHARACTERS]: () => json(charactersJson({ favourite_hero })),
        [`PATCH /orders/${ORDER_ID}`]: async (request) => {
          patches.push(await request.json());
          return json({ order: orderReadyFor('version') });
        },
      },
      'ru',
    );
    const section = await screen.findByRole('region', { name: 'Любимый герой' });
    expect(within(section).getByText(/«супергероиня в красном плаще»/)).toBeDefined();
    const kind = within(section).getByRole('combobox', { name: 'Кто это' });
    expect(kind).toHaveProperty('value', 'superhero');
    const cape = within(section).getByRole('group', { name: /Плащ/ });
    expect(within(cape).getByRole('radio', { name: 'Красный' })).toHaveProperty('checked', true);
    expect(within(section).getByRole('radio', { name: 'Девочка' })).toHaveProperty('checked', true);

    // A mermaid: her tail gets a colour, the red cape the words gave stays, a crown is added; girl goes without asking.
    fireEvent.change(kind, { target: { value: 'mermaid' } });
    expect(within(section).queryByRole('group', { name: 'Герой — это' })).toBeNull();
    const tail = within(section).getByRole('group', { name: /Хвост/ });
    fireEvent.click(within(tail).getByRole('radio', { name: 'Фиолетовый' }));
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Корона' }));
    expect(within(section).getByRole('checkbox', { name: 'Маска' })).toHaveProperty('checked', true);
    expect(screen.getByText('Сохраняем героя…')).toBeDefined();
    // The picture follows each choice at once, drawn from the choices alone.
    const picture = within(section).getByRole('img', { name: 'Любимый герой — таким он будет в книге' });
    const url = new URL(picture.getAttribute('src') ?? '', 'http://shop.test');
    expect(url.pathname).toBe('/api/v1/hero_picture');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      kind: 'mermaid',
      style: '3dPixar',
      colours: 'cape:red,tail:purple',
      accessories: 'mask,crown',
      gender: 'girl',
    });

    await vi.waitFor(() => expect(patches).toHaveLength(1), { timeout: FEATURES_DEBOUNCE_MS * 5 });
    expect(patches[0]).toEqual({
      order: {
        favourite_hero: {
          ...favourite_hero,
          kind: 'mermaid',
          colours: { cape: 'red', tail: 'purple' },
          accessories: ['mask', 'crown'],
        },
      },
    });
  });

  it('has no favourite hero section for a ready-made story', async () => {
    renderCharactersStep({ [CHARACTERS]: () => json(charactersJson()) });
    await screen.findByRole('img', { name: 'Leyla drawn in the “3D animation” style' });
    expect(screen.queryByRole('region', { name: 'The favourite hero' })).toBeNull();
  });
});
