import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreateStoryPage } from '../pages/CreateStoryPage';
import { json, ORDER_ID, orderReadyFor, orderRoutes, storeDraft } from '../test/orders';
import { renderPage, stubApi } from '../test/render';

describe('the story step', () => {
  it('shows why the server refused the favourite hero’s words under the field, in the visitor’s language', async () => {
    storeDraft({ step: 'story', child: { ...defaultChild(), favouriteHero: 'зомби который убивает людей' } });
    stubApi({
      ...orderRoutes(orderReadyFor('story')),
      [`PATCH /orders/${ORDER_ID}`]: () =>
        json(
          {
            error: 'validation_error',
            message: 'Проверьте поля',
            details: [
              {
                path: ['order', 'child', 'favourite_hero'],
                message_id: 'common.validation.heroViolent',
                message: 'Пусть книга будет доброй',
                code: 'favourite_hero_violent',
                location: 'body',
              },
            ],
          },
          422,
        ),
    });
    renderPage(<CreateStoryPage />, { path: '/create-story', locale: 'ru' });
    fireEvent.click(await screen.findByRole('button', { name: 'Далее' }));
    const reason = await screen.findByText(
      'Пусть книга будет доброй: опишите, пожалуйста, героя без сражений и страшных слов.',
    );
    expect(reason).toBeDefined();
    const field = document.getElementById('story-hero') as HTMLTextAreaElement;
    expect(field.getAttribute('aria-describedby')).toContain(reason.id);
    expect(document.activeElement).toBe(field);
  });
});

function defaultChild() {
  return {
    gender: 'girl',
    name: 'Leyla',
    age: '5',
    storyLanguage: 'ru',
    illustrationStyle: '3dPixar',
    favouriteHero: '',
    newsletter: false,
    terms: true,
  };
}
