/**
 * The order side of the character builder, through the API on the real database: the features measured
 * from the photo come with the pictures, a parent's correction (PATCH /orders/:id) is validated, stored
 * and redrawn at once, survives "draw again", and a paid order refuses it.
 */
import {
  type CharacterFeatures,
  characterFeaturesSchema,
  EYE_COLORS,
  HAIR_COLORS,
  HAIR_STYLES,
} from '@shop/shared/characters';
import { CHARACTER_REGENERATIONS, type CharactersResponse } from '@shop/shared/orders';
import { ILLUSTRATION_STYLES } from '@shop/shared/validation';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCharacters, orders } from '../../src/db/schema';
import {
  astronautPng,
  createTestOrder,
  getCharacters,
  settleCharacters,
  type TestOrder,
  uploadPhoto,
} from '../fixtures/photos';
import { buildTestApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

function patchFeatures(order: TestOrder, features: unknown, language = 'en') {
  return app.inject({
    method: 'PATCH',
    url: `/api/v1/orders/${order.id}`,
    headers: { 'x-order-token': order.token, 'accept-language': language },
    payload: { order: { features } },
  });
}

async function orderWithCharacters(): Promise<{ order: TestOrder; characters: CharactersResponse }> {
  const order = await createTestOrder(app);
  const upload = await uploadPhoto(app, order, await astronautPng(), { filename: 'me.png', contentType: 'image/png' });
  expect(upload.statusCode).toBe(200);
  return { order, characters: await settleCharacters(app, order) };
}

/** Each style's picture bytes, by style. */
async function pictures(characters: CharactersResponse): Promise<Map<string, Buffer>> {
  const entries = await Promise.all(
    characters.characters.map(async (character) => {
      const served = await app.inject({ method: 'GET', url: character.url });
      expect(served.statusCode, character.style).toBe(200);
      return [character.style, served.rawPayload] as const;
    }),
  );
  return new Map(entries);
}

/** The stored pictures behind the signed links (whose expiry moves with every answer). */
const keysOf = (characters: CharactersResponse) => characters.characters.map((c) => c.url.split('?')[0]);

function expectAllDifferent(before: Map<string, Buffer>, after: Map<string, Buffer>) {
  expect([...after.keys()]).toEqual([...ILLUSTRATION_STYLES]);
  for (const style of ILLUSTRATION_STYLES) {
    expect(after.get(style)?.equals(before.get(style) ?? Buffer.alloc(0)), style).toBe(false);
  }
}

/** Another value of every feature than `features` has, so the correction is visible everywhere. */
function otherLooks(features: CharacterFeatures): CharacterFeatures {
  const other = <T extends string>(values: readonly T[], current: T) =>
    values[(values.indexOf(current) + Math.floor(values.length / 2)) % values.length] as T;
  return {
    ...features,
    hair_color: other(Object.keys(HAIR_COLORS) as (keyof typeof HAIR_COLORS)[], features.hair_color),
    hair_style: other(HAIR_STYLES, features.hair_style),
    eye_color: other(Object.keys(EYE_COLORS) as (keyof typeof EYE_COLORS)[], features.eye_color),
    glasses: !features.glasses,
  };
}

// Face checks on TensorFlow.js's CPU backend take seconds each, more while other test files run.
describe('the character builder on an order', { timeout: 180_000 }, () => {
  it('answers with the features measured on the photo, and the order gets them', async () => {
    const { order, characters } = await orderWithCharacters();
    expect(characters.status).toBe('ready');
    expect(characters.features_source).toBe('photo');
    expect(characterFeaturesSchema.safeParse(characters.features).success).toBe(true);
    const [row] = await app.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.characterFeatures).toEqual(characters.features);
  });

  it('stores a correction as the parent’s and redraws the four pictures before answering, using up no redraw', async () => {
    const { order, characters } = await orderWithCharacters();
    const before = await pictures(characters);
    const corrected = otherLooks(characters.features as CharacterFeatures);

    const started = performance.now();
    const response = await patchFeatures(order, corrected);
    const ms = performance.now() - started;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order).toMatchObject({
      characters_status: 'ready',
      regenerations_left: CHARACTER_REGENERATIONS,
    });
    app.log.info({ ms: Math.round(ms) }, 'PATCH features with the redraw');

    const after = await getCharacters(app, order);
    expect(after).toMatchObject({
      status: 'ready',
      features: corrected,
      features_source: 'parent',
      regenerations_left: CHARACTER_REGENERATIONS,
    });
    expectAllDifferent(before, await pictures(after));
    // The correction replaced the round shown: no pile of pictures, and the old files are gone.
    const rows = await app.database.db.select().from(orderCharacters).where(eq(orderCharacters.orderId, order.id));
    expect(rows).toHaveLength(ILLUSTRATION_STYLES.length);
    expect((await app.inject({ method: 'GET', url: characters.characters[0]?.url ?? '' })).statusCode).toBe(404);

    // The same features again change nothing.
    const same = await patchFeatures(order, corrected);
    expect(same.statusCode).toBe(200);
    expect(keysOf(await getCharacters(app, order))).toEqual(keysOf(after));
  });

  it('dresses the character in the clothes the parent picks, and keeps them', async () => {
    const { order, characters } = await orderWithCharacters();
    const before = await pictures(characters);
    const party = { ...(characters.features as CharacterFeatures), outfit: 'party' as const };
    const response = await patchFeatures(order, party);
    expect(response.statusCode, response.body).toBe(200);
    const after = await getCharacters(app, order);
    expect(after).toMatchObject({ features: party, features_source: 'parent' });
    expectAllDifferent(before, await pictures(after));
    // Picking the story's own clothes again is a change back, drawn anew.
    const story = await patchFeatures(order, { ...party, outfit: 'story' });
    expect(story.statusCode).toBe(200);
    expect(keysOf(await getCharacters(app, order))).not.toEqual(keysOf(after));
    const unknown = await patchFeatures(order, { ...party, outfit: 'tuxedo' as never });
    expect(unknown.statusCode).toBe(400);
  });

  it('keeps the parent’s correction when drawing again, and draws a new picture', async () => {
    const { order, characters } = await orderWithCharacters();
    const corrected = { ...(characters.features as CharacterFeatures), freckles: !characters.features?.freckles };
    expect((await patchFeatures(order, corrected)).statusCode).toBe(200);
    const shown = await pictures(await getCharacters(app, order));

    const regenerate = await app.inject({
      method: 'POST',
      url: `/api/v1/orders/${order.id}/characters/regenerate`,
      headers: { 'x-order-token': order.token },
    });
    expect(regenerate.statusCode).toBe(200);
    const redrawn = await settleCharacters(app, order);
    expect(redrawn).toMatchObject({
      status: 'ready',
      features: corrected,
      features_source: 'parent',
      regenerations_left: CHARACTER_REGENERATIONS - 1,
    });
    expectAllDifferent(shown, await pictures(redrawn));
  });

  it('redraws the shown round when the child step changes the gender, keeping the features', async () => {
    const { order, characters } = await orderWithCharacters();
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/v1/orders/${order.id}`,
      headers: { 'x-order-token': order.token },
      payload: {
        order: {
          child: {
            gender: 'boy',
            name: 'Aylin',
            age: 6,
            story_language: 'en',
            illustration_style: 'watercolor',
            favourite_hero: '',
            newsletter: false,
            terms: true,
          },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await getCharacters(app, order);
    expect(after).toMatchObject({ features: characters.features, features_source: 'photo' });
    // A new round for the new gender replaced the shown one (today's portraits draw the looks from the
    // features alone, so its pixels may equal the old ones).
    expect(keysOf(after)).not.toEqual(keysOf(characters));
    const rows = await app.database.db.select().from(orderCharacters).where(eq(orderCharacters.orderId, order.id));
    expect(rows).toHaveLength(ILLUSTRATION_STYLES.length);
  });

  it('takes a correction made while the first round is drawn, and draws that', async () => {
    const order = await createTestOrder(app);
    await uploadPhoto(app, order, await astronautPng(), { filename: 'me.png', contentType: 'image/png' });
    const wanted: CharacterFeatures = {
      skin_tone: 'deep',
      hair_color: 'ginger',
      hair_style: 'afro',
      eye_color: 'green',
      face_shape: 'heart',
      glasses: true,
      freckles: true,
    };
    expect((await patchFeatures(order, wanted)).statusCode).toBe(200);
    expect(await getCharacters(app, order)).toMatchObject({ status: 'generating', features: wanted });
    expect(await settleCharacters(app, order)).toMatchObject({
      status: 'ready',
      features: wanted,
      features_source: 'parent',
    });
  });

  it('refuses values outside the palettes with 400 and a message in the visitor’s language', async () => {
    const { order, characters } = await orderWithCharacters();
    const features = characters.features as CharacterFeatures;
    const cases: [unknown, string[]][] = [
      [{ ...features, skin_tone: 'green' }, ['order', 'features', 'skin_tone']],
      [{ ...features, hair_style: 'mohawk' }, ['order', 'features', 'hair_style']],
      [{ ...features, glasses: 'yes' }, ['order', 'features', 'glasses']],
      [{ ...features, tattoo: true }, ['order', 'features']],
      [{ skin_tone: 'fair' }, ['order', 'features', 'hair_color']],
    ];
    for (const [bad, path] of cases) {
      const response = await patchFeatures(order, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ error: 'validation_error', message: 'Please enter a valid value' });
      expect(body.details.map((issue: { path: string[] }) => issue.path)).toContainEqual(path);
    }
    const russian = await patchFeatures(order, { ...features, eye_color: 'purple' }, 'ru');
    expect(russian.statusCode).toBe(400);
    expect(russian.json().message).toBe('Пожалуйста, введите корректное значение');
    expect(await getCharacters(app, order)).toMatchObject({ features, features_source: 'photo' });
  });

  it('refuses a correction once the order is paid, with 409', async () => {
    const { order, characters } = await orderWithCharacters();
    await app.database.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id));
    const response = await patchFeatures(order, otherLooks(characters.features as CharacterFeatures));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'order_locked',
      message: 'This order has been paid and can no longer be changed',
    });
    const unchanged = await getCharacters(app, order);
    expect(unchanged).toMatchObject({ features: characters.features, features_source: 'photo' });
    expect(keysOf(unchanged)).toEqual(keysOf(characters));
  });
});
