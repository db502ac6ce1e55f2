/**
 * GET /api/v1/hero_picture: the favourite hero drawn alone from the vocabulary, for the character builder to show
 * each correction at once. Public and cacheable (nothing personal), never able to run a script, 400 on words
 * outside the vocabulary.
 */
import { HERO_COLOUR_HEX } from '@shop/shared/characters';
import { describe, expect, it } from 'vitest';
import { styleColour } from '../../src/art/style';
import { withTestApp } from '../helpers';

describe('the favourite hero picture', () => {
  it('draws the hero as the builder describes it, the same way every time, in the chosen style', async () => {
    await withTestApp({}, async (app) => {
      const get = (query: string) => app.inject({ method: 'GET', url: `/api/v1/hero_picture?${query}` });
      const purple = await get('kind=dragon&colours=body:purple&accessories=crown&style=anime');
      expect(purple.statusCode, purple.body).toBe(200);
      expect(purple.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(purple.headers['cache-control']).toBe('public, max-age=86400');
      expect(purple.headers['content-security-policy']).toContain("default-src 'none'");
      expect(purple.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
      expect(purple.body).not.toMatch(/<script|javascript:/i);
      // The purple the builder's swatch shows is the purple drawn, as the style paints it.
      expect(purple.body).toContain(styleColour('anime', HERO_COLOUR_HEX.purple));
      expect((await get('kind=dragon&colours=body:purple&accessories=crown&style=anime')).body).toBe(purple.body);
      const pictures = await Promise.all(
        [
          'kind=dragon&colours=body:green&accessories=crown&style=anime',
          'kind=dragon&colours=body:purple&style=anime',
          'kind=dragon&colours=body:purple&accessories=crown&style=watercolor',
          'kind=mermaid&colours=tail:purple,hair:light blue&style=anime',
          'kind=superhero&colours=cape:red&gender=girl&accessories=mask',
          'kind=fire truck',
        ].map(async (query) => (await get(query)).body),
      );
      expect(new Set([purple.body, ...pictures]).size).toBe(7);
    });
  });

  it('answers 400 to anything outside the vocabulary', async () => {
    await withTestApp({}, async (app) => {
      for (const query of [
        'kind=spider-man',
        'kind=dragon&colours=body:plaid',
        'kind=dragon&colours=elbow:red',
        'kind=dragon&accessories=laser',
        'kind=dragon&gender=robot',
        'kind=dragon&style=oil',
        'colours=body:red',
      ]) {
        const response = await app.inject({ method: 'GET', url: `/api/v1/hero_picture?${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toMatchObject({ error: expect.any(String) });
      }
    });
  });
});
