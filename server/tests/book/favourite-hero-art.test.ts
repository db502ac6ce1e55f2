import {
  type FavouriteHero,
  HERO_COLOUR_HEX,
  HERO_COLOURS,
  HERO_KIND_PARTS,
  HERO_KINDS,
  type HeroKind,
} from '@shop/shared/characters';
import { ILLUSTRATION_STYLES } from '@shop/shared/validation';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rgb } from '../../src/art/colour';
import { Rng } from '../../src/art/core';
import { drawFavourite } from '../../src/art/favourite';
import { styledArt } from '../../src/art/style';

const hero = (kind: HeroKind, more: Partial<FavouriteHero> = {}): FavouriteHero => ({
  kind,
  colours: {},
  accessories: [],
  gender: null,
  name: null,
  words: kind,
  ...more,
});

// The figure stands at (W/2, H - 10) at s = 1; vehicles are drawn smaller so every kind fits the same frame.
const W = 240;
const H = 260;
const VEHICLES: readonly HeroKind[] = ['fire truck', 'car', 'train', 'plane'];

function svgOf(h: FavouriteHero, style: Parameters<typeof styledArt>[3] = 'classic'): { svg: string; heads: number } {
  const art = styledArt(W, H, new Rng(7), style);
  const body = art.draw(() => drawFavourite(art, h, 'stand', W / 2, H - 10, VEHICLES.includes(h.kind) ? 0.55 : 1));
  const svg = art.toSvg(body);
  return { svg, heads: art.heads.length };
}

interface Raster {
  data: Buffer;
  at(x: number, y: number): [number, number, number, number];
}

async function raster(svg: string): Promise<Raster> {
  const data = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  return {
    data,
    at: (x, y) => {
      const i = (Math.round(y) * W + Math.round(x)) * 4;
      return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
    },
  };
}

/** The figure's silhouette: opaque pixels, on a grid coarse enough that antialiasing does not count. */
async function mask(h: FavouriteHero): Promise<boolean[]> {
  const r = await raster(svgOf(h).svg);
  const out: boolean[] = [];
  for (let y = 0; y < H; y += 2) for (let x = 0; x < W; x += 2) out.push(r.at(x, y)[3] > 128);
  return out;
}

const differing = (a: boolean[], b: boolean[]): number => a.reduce((n, v, i) => n + (v !== b[i] ? 1 : 0), 0);

/** Pixels within a small distance of a hero colour, in a box given in figure units (feet at 0, up negative). */
function count(r: Raster, hex: string, box: [number, number, number, number]): number {
  const [cr, cg, cb] = rgb(hex);
  let n = 0;
  for (let y = box[1]; y <= box[3]; y++)
    for (let x = box[0]; x <= box[2]; x++) {
      const [pr, pg, pb, pa] = r.at(W / 2 + x, H - 10 + y);
      if (pa > 200 && Math.abs(pr - cr) + Math.abs(pg - cg) + Math.abs(pb - cb) < 40) n++;
    }
  return n;
}

describe('favourite hero drawn by kind', () => {
  it('every kind renders in every style, with no head mark (heads are the child’s)', async () => {
    for (const style of ILLUSTRATION_STYLES)
      for (const kind of HERO_KINDS) {
        const { svg, heads } = svgOf(hero(kind), style);
        expect(heads, `${kind} ${style}`).toBe(0);
        const r = await raster(svg);
        let opaque = 0;
        for (let i = 3; i < r.data.length; i += 4) if (r.data[i]! > 128) opaque++;
        expect(opaque, `${kind} ${style}`).toBeGreaterThan(2000);
      }
  }, 120_000);

  it('every kind has its own silhouette', async () => {
    const masks = await Promise.all(HERO_KINDS.map((k) => mask(hero(k))));
    for (let i = 0; i < masks.length; i++)
      for (let j = i + 1; j < masks.length; j++) {
        const d = differing(masks[i]!, masks[j]!);
        expect(d, `${HERO_KINDS[i]} vs ${HERO_KINDS[j]}`).toBeGreaterThan(60);
      }
  });

  it('a named colour lands on its part: red cape + blue suit swaps with blue cape + red suit', async () => {
    const red = HERO_COLOUR_HEX.red;
    const blue = HERO_COLOUR_HEX.blue;
    const torso = [-14, -116, 14, -84] as [number, number, number, number];
    const cape = [-48, -40, -34, -26] as [number, number, number, number];
    const a = await raster(svgOf(hero('superhero', { colours: { cape: 'red', suit: 'blue' } })).svg);
    const b = await raster(svgOf(hero('superhero', { colours: { cape: 'blue', suit: 'red' } })).svg);
    // The chest emblem is drawn in the cape's colour, so the torso is mostly, not only, the suit's.
    expect(count(a, blue, torso)).toBeGreaterThan(300);
    expect(count(a, red, torso)).toBeLessThan(count(a, blue, torso) / 3);
    expect(count(a, red, cape)).toBeGreaterThan(60);
    expect(count(b, red, torso)).toBeGreaterThan(300);
    expect(count(b, blue, cape)).toBeGreaterThan(60);
    expect(count(b, blue, torso)).toBeLessThan(count(b, red, torso) / 3);
  });

  it('a mermaid’s tail is the named colour and a princess’s dress hers', async () => {
    const m = await raster(svgOf(hero('mermaid', { colours: { tail: 'purple' } })).svg);
    expect(count(m, HERO_COLOUR_HEX.purple, [-12, -50, 12, -30])).toBeGreaterThan(200);
    const p = await raster(svgOf(hero('princess', { colours: { dress: 'light blue' } })).svg);
    expect(count(p, HERO_COLOUR_HEX['light blue'], [-20, -40, 20, -20])).toBeGreaterThan(300);
  });

  it('a girl hero differs from a boy hero in outline (longer hair)', async () => {
    for (const kind of ['superhero', 'knight', 'pirate', 'prince'] as const) {
      const girl = await mask(hero(kind, { gender: 'girl' }));
      const boy = await mask(hero(kind, { gender: 'boy' }));
      expect(differing(girl, boy), kind).toBeGreaterThan(20);
    }
  });

  it('a mermaid has one tail below the waist where a person has two legs', async () => {
    /** Separate opaque runs across a row of the lower body. */
    const runs = async (h: FavouriteHero, y: number): Promise<number> => {
      const r = await raster(svgOf(h).svg);
      let n = 0;
      let inside = false;
      for (let x = -40; x <= 40; x++) {
        const on = r.at(W / 2 + x, H - 10 + y)[3] > 128;
        if (on && !inside) n++;
        inside = on;
      }
      return n;
    };
    for (const y of [-50, -40, -30]) {
      expect(await runs(hero('mermaid'), y), `mermaid at ${y}`).toBe(1);
      expect(await runs(hero('prince'), y), `prince at ${y}`).toBe(2);
    }
  });

  it('changes the picture for every part the builder offers for a kind (HERO_KIND_PARTS)', () => {
    for (const kind of HERO_KINDS) {
      const usual = svgOf(hero(kind)).svg;
      for (const part of HERO_KIND_PARTS[kind]) {
        // Two colours, so a part whose usual colour is one of them still shows the change.
        const drawn = HERO_COLOURS.slice(0, 2).map((colour) => svgOf(hero(kind, { colours: { [part]: colour } })).svg);
        expect(
          drawn.some((svg) => svg !== usual),
          `${kind}: the builder offers ${part}, which the picture does not draw`,
        ).toBe(true);
      }
    }
  });
});
