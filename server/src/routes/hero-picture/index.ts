/**
 * GET /api/v1/hero_picture?kind=dragon&colours=body:purple,wings:green&accessories=crown&gender=&style=anime — the
 * favourite hero of a custom story drawn alone, as the book will draw it, so the parent sees each correction in the
 * character builder at once. It draws from the vocabulary only (no words, no order, nothing personal), so the answer
 * is public and cacheable; the SVG is ours, and served so that a browser could never run anything inside it.
 */
import {
  type FavouriteHero,
  HERO_ACCESSORIES,
  HERO_COLOURS,
  HERO_GENDERS,
  HERO_KINDS,
  HERO_PARTS,
  type HeroAccessory,
  type HeroColour,
  type HeroPart,
} from '@shop/shared/characters';
import { ILLUSTRATION_STYLES } from '@shop/shared/validation/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hashString, Rng } from '../../art/core';
import { drawFavourite } from '../../art/favourite';
import { styledArt } from '../../art/style';
import { errorResponse } from '../../lib/http-error';

const W = 240;
const H = 260;
/** Vehicles are long: drawn smaller so every kind fits the same frame (as in the book's companion slot). */
const VEHICLES = new Set(['fire truck', 'car', 'train', 'plane']);

const list = <T extends string>(values: readonly T[]) =>
  z
    .string()
    .max(400)
    .optional()
    .transform((text, ctx) => {
      const items = (text ?? '').split(',').filter(Boolean);
      for (const item of items)
        if (!(values as readonly string[]).includes(item.split(':')[0] ?? '')) {
          ctx.addIssue({ code: 'custom', message: `unknown "${item}"` });
          return z.NEVER;
        }
      return items;
    });

const querySchema = z.object({
  kind: z.enum(HERO_KINDS),
  colours: list(HERO_PARTS)
    .describe("The parts' colours, part:colour separated by commas, e.g. cape:red,suit:light blue")
    .refine((pairs) => pairs.every((pair) => (HERO_COLOURS as readonly string[]).includes(pair.split(':')[1] ?? '')), {
      message: 'unknown colour',
    }),
  accessories: list(HERO_ACCESSORIES).describe('Accessories separated by commas, e.g. mask,crown'),
  gender: z.enum(HERO_GENDERS).optional(),
  style: z.enum(ILLUSTRATION_STYLES).default('2dWarner'),
});

const heroPicture: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: querySchema,
        response: {
          200: z.string().describe('The hero as an SVG picture (image/svg+xml), 240×260'),
          400: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { kind, colours, accessories, gender, style } = request.query;
      const hero: FavouriteHero = {
        kind,
        colours: Object.fromEntries(colours.map((pair) => pair.split(':'))) as Partial<Record<HeroPart, HeroColour>>,
        accessories: accessories as HeroAccessory[],
        gender: gender ?? null,
        name: null,
        words: '',
      };
      // The same hero always draws the same picture (the seed is the hero), so a cache may keep it.
      const art = styledArt(W, H, new Rng(hashString(JSON.stringify(hero))), style);
      const body = art.draw(() => drawFavourite(art, hero, 'stand', W / 2, H - 12, VEHICLES.has(kind) ? 0.55 : 1));
      return reply
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('x-content-type-options', 'nosniff')
        .type('image/svg+xml')
        .send(art.toSvg(body));
    },
  );
};

export default heroPicture;
