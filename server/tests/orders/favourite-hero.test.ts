/**
 * The favourite hero through the API: GET /orders/{id}/characters says how the parent's words were understood,
 * PATCH /orders/{id} takes the parent's correction (validated, only for a custom story and only of the words the
 * order has, never once paid), and words a children's book cannot print are refused with the reason the wizard
 * shows under the field, in the visitor's language.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { buildTestApp } from '../helpers';
import { child, createOrder, orderCall, patchOrder } from '../orders-fixtures';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const WORDS = 'a superhero girl with a red cape and a mask';

async function customOrder(words = WORDS) {
  return createOrder(app, { story_type: 'custom', child: child({ favourite_hero: words }) });
}

describe('GET /api/v1/orders/{id}/characters: favourite_hero', () => {
  it('is the hero understood from the words for a custom story', async () => {
    const created = await customOrder();
    const response = await orderCall(app, created, 'GET', 'characters');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().favourite_hero).toMatchObject({
      kind: 'superhero',
      colours: { cape: 'red' },
      accessories: ['mask'],
      gender: 'girl',
      name: null,
      words: WORDS,
    });
  });

  it('is null for a ready-made story', async () => {
    const created = await createOrder(app, { book_slug: 'the-brave-little-explorer' });
    expect((await orderCall(app, created, 'GET', 'characters')).json().favourite_hero).toBeNull();
  });
});

describe('PATCH /api/v1/orders/{id}: favourite_hero', () => {
  const corrected = {
    kind: 'superhero',
    colours: { cape: 'purple', suit: 'gold' },
    accessories: ['mask', 'crown'],
    gender: 'girl',
    name: null,
    words: WORDS,
  };

  it('stores the parent’s correction and answers it from then on, also after the child is sent again', async () => {
    const created = await customOrder();
    const response = await patchOrder(app, created, { favourite_hero: corrected });
    expect(response.statusCode, response.body).toBe(200);
    expect((await orderCall(app, created, 'GET', 'characters')).json().favourite_hero).toEqual(corrected);
    // The wizard sends the whole child with its next step: the correction of the same words stays.
    await patchOrder(app, created, { child: child({ favourite_hero: WORDS, age: 6 }) });
    expect((await orderCall(app, created, 'GET', 'characters')).json().favourite_hero).toEqual(corrected);
    // Other words are read afresh.
    await patchOrder(app, created, { child: child({ favourite_hero: 'a green dinosaur' }) });
    expect((await orderCall(app, created, 'GET', 'characters')).json().favourite_hero).toMatchObject({
      kind: 'dinosaur',
      words: 'a green dinosaur',
    });
  });

  it('refuses unknown kinds, colours and accessories with 400', async () => {
    const created = await customOrder();
    for (const bad of [
      { ...corrected, kind: 'spider' },
      { ...corrected, colours: { cape: 'turquoise' } },
      { ...corrected, colours: { tentacle: 'red' } },
      { ...corrected, accessories: ['laser'] },
    ]) {
      const response = await patchOrder(app, created, { favourite_hero: bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('refuses a correction of other words (400) and one for a ready-made story (409)', async () => {
    const created = await customOrder();
    const stale = await patchOrder(app, created, { favourite_hero: { ...corrected, words: 'a pink unicorn' } });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe('favourite_hero_words');
    const ready = await createOrder(app, { book_slug: 'the-brave-little-explorer' });
    const refused = await patchOrder(app, ready, { favourite_hero: corrected });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('not_custom_story');
  });

  it('refuses any correction once the order is paid (409)', async () => {
    const created = await customOrder();
    await app.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, created.id));
    const response = await patchOrder(app, created, { favourite_hero: corrected });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('order_locked');
  });
});

describe('words a children’s book cannot print', () => {
  it.each([
    ['offensive', 'en', 'a stupid idiot', 'These words can’t go in a children’s book'],
    ['violent', 'ru', 'зомби который убивает людей', 'Пусть книга будет доброй'],
    ['not_a_character', 'tr', 'asdfghjkl', 'Burada bir kahraman bulamadık'],
  ])(
    'are refused with 422 (%s), the reason under the field in the visitor’s language (%s)',
    async (reason, locale, words, text) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/orders',
        headers: { 'accept-language': locale },
        payload: { order: { story_type: 'custom', child: child({ favourite_hero: words }) } },
      });
      expect(response.statusCode, response.body).toBe(422);
      const [detail] = response.json().details;
      expect(detail).toMatchObject({ path: ['order', 'child', 'favourite_hero'], code: `favourite_hero_${reason}` });
      expect(detail.message).toContain(text);
    },
  );

  it('are refused on a change too, and the order keeps the words it had', async () => {
    const created = await customOrder('a friendly dragon');
    const response = await patchOrder(app, created, { child: child({ favourite_hero: 'a zombie that eats people' }) });
    expect(response.statusCode).toBe(422);
    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, created.id));
    expect(row?.child.favouriteHero).toBe('a friendly dragon');
  });
});
