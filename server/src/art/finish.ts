import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { Art, circle, el, ellipse, Rng, rect, type Stop, shape } from './core';

// ───────────────────────────── finishing: texture and light ─────────────────────────────

/*
 * Paper: two textures laid over every picture, both kept as PNG files in paper/ (written by
 * `npm run generate:book-art`, one per picture size) and placed as images. Drawing a picture stays
 * synchronous and cheap, and librsvg never pays for them at render time — which matters because the book engine
 * renders pages at print sizes, where both textures drawn live were the slowest part of a picture (a repeating
 * pattern at a non-integer device scale takes seconds in librsvg; an image is scaled in milliseconds).
 */
const PAPER_DIR = new URL('./paper/', import.meta.url);
const paperFiles = new Map<string, string | null>();

const paperFile = (kind: 'wash' | 'grain', w: number, h: number): URL => new URL(`${kind}-${w}x${h}.png`, PAPER_DIR);

/** A stored texture as a full-picture image; nothing for a size that has none. */
function paperImage(kind: 'wash' | 'grain', art: Art, opacity: number): string {
  const key = `${kind}-${art.w}x${art.h}`;
  let png = paperFiles.get(key);
  if (png === undefined) {
    const file = paperFile(kind, art.w, art.h);
    png = existsSync(file) ? readFileSync(file).toString('base64') : null;
    paperFiles.set(key, png);
  }
  if (!png) return '';
  return el('image', {
    href: `data:image/png;base64,${png}`,
    width: art.w,
    height: art.h,
    preserveAspectRatio: 'none',
    opacity,
  });
}

/**
 * Paper grain: a tile of scattered light and dark specks, irregular enough not to read as a grid. It keeps big
 * gradients from looking digital, and is faint so WebP still compresses the picture well. This is the live
 * drawing; pictures use its stored render (paperGrain).
 */
export function grainSvg(w: number, h: number): string {
  const art = new Art(w, h, new Rng(1));
  const rng = new Rng(9001);
  let dots = '';
  for (let i = 0; i < 26; i++) {
    const light = i % 2 === 0;
    dots += circle(rng.range(0, 37), rng.range(0, 31), rng.range(0.5, 1.3), light ? '#fffdf4' : '#3a2a1a', {
      opacity: rng.range(0.25, 0.6),
    });
  }
  return art.toSvg(rect(0, 0, w, h, art.pattern(37, 31, dots)));
}

export function paperGrain(art: Art, strength = 1): string {
  return paperImage('grain', art, 0.22 * strength);
}

/**
 * Watercolour wash: low-frequency fractal noise turned into faint warm-light and cool-dark blotches, so the flat
 * vector fills read as painted paper. librsvg's feTurbulence is slow at full size, so the wash is rendered at
 * 1/WASH_SCALE resolution and stretched over the picture — the blotches are so soft that the upscale is invisible.
 */
export const WASH_SCALE = 5;

export function washSvg(w: number, h: number): string {
  const art = new Art(w, h, new Rng(1));
  const f = (0.007 * WASH_SCALE).toFixed(3);
  // Colour is constant; alpha is the noise pushed through a steep ramp, so only its peaks become blotches.
  const blotches = (seed: number, [r, gr, b]: readonly [number, number, number], cut: number): string =>
    art.filter(
      el('feTurbulence', {
        type: 'fractalNoise',
        baseFrequency: `${f} ${(Number(f) * 1.4).toFixed(3)}`,
        numOctaves: 3,
        seed,
      }) + el('feColorMatrix', { type: 'matrix', values: `0 0 0 0 ${r} 0 0 0 0 ${gr} 0 0 0 0 ${b} 0 0 0 3 ${cut}` }),
    );
  return art.toSvg(
    rect(0, 0, w, h, '#ffffff', { filter: blotches(3, [1, 0.97, 0.9], -1.35), opacity: 0.55 }) +
      rect(0, 0, w, h, '#000000', { filter: blotches(11, [0.25, 0.15, 0.35], -1.4), opacity: 0.4 }),
  );
}

export function paintWash(art: Art, strength = 1): string {
  return paperImage('wash', art, strength);
}

/** Renders both textures for these picture sizes into paper/; run by the art script, never at request time. */
export async function writePaper(sizes: readonly { w: number; h: number }[]): Promise<void> {
  mkdirSync(PAPER_DIR, { recursive: true });
  for (const { w, h } of sizes) {
    const wash = washSvg(Math.ceil(w / WASH_SCALE), Math.ceil(h / WASH_SCALE));
    writeFileSync(paperFile('wash', w, h), await sharp(Buffer.from(wash)).png().toBuffer());
    writeFileSync(
      paperFile('grain', w, h),
      await sharp(Buffer.from(grainSvg(w, h)))
        .png()
        .toBuffer(),
    );
    paperFiles.delete(`wash-${w}x${h}`);
    paperFiles.delete(`grain-${w}x${h}`);
  }
}

/** Darkened edges pull the eye to the centre, like the soft falloff of a printed picture. */
export function vignette(art: Art, color = '#1d1330', strength = 0.32): string {
  return rect(
    0,
    0,
    art.w,
    art.h,
    art.radial(
      [
        [0, color, 0],
        [0.62, color, 0],
        [1, color, strength],
      ],
      0.5,
      0.48,
      0.75,
    ),
  );
}

/** The left-edge crease and sheen of a hardback, so a cover reads as a book and not as a poster. */
export function bookSpine(art: Art): string {
  return rect(
    0,
    0,
    46,
    art.h,
    art.linear(
      [
        [0, '#000000', 0.38],
        [0.28, '#000000', 0.08],
        [0.42, '#ffffff', 0.22],
        [0.6, '#ffffff', 0.04],
        [1, '#ffffff', 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );
}

/** A soft radial light: sun haze, lantern glow, magic. Cheaper and smoother than a blur filter. */
export function glow(art: Art, x: number, y: number, r: number, color: string, strength = 0.6): string {
  return circle(
    x,
    y,
    r,
    art.radial([
      [0, color, strength],
      [0.35, color, strength * 0.5],
      [1, color, 0],
    ]),
  );
}

/**
 * A disc coloured as a ball lit from the upper left: `stops` run from the lit point (0.4, 0.35 of the box) out to
 * `reach`. Moons, planets and other round bodies take their own colour this way.
 */
export function ball(art: Art, x: number, y: number, r: number, stops: readonly Stop[], reach = 0.75): string {
  return circle(x, y, r, art.radial(stops, 0.4, 0.35, reach));
}

/** Light laid over a round body: a see-through disc whose `stops` run from the lit upper left to the far rim. */
export function sheen(art: Art, x: number, y: number, r: number, stops: readonly Stop[]): string {
  return circle(x, y, r, art.radial(stops, 0.35, 0.3, 0.8));
}

/**
 * Light from the left over the flat shape `d`: a white sheen of `light` opacity fading out by `fade` of the
 * width, then shadow deepening to `dark` on the right. Torsos, gowns, robes and balloons look round with it.
 */
export function sideShading(art: Art, d: string, light: number, dark: number, fade = 0.5): string {
  return shape(
    d,
    art.linear(
      [
        [0, '#ffffff', light],
        [fade, '#ffffff', 0],
        [1, '#1d1330', dark],
      ],
      0,
      0,
      1,
      0,
    ),
  );
}

/**
 * A soft-edged ellipse: what a Gaussian blur of `sd` makes of a flat one, drawn as a radial gradient instead.
 * A blur costs librsvg time in proportion to its area at the device's scale, and at print resolution a wide
 * blur (a nebula, a sun's haze, mist) was most of a page's render time; a gradient costs next to nothing and
 * looks the same. The stops follow the blurred edge's profile, ½·erfc(k/√2) at k standard deviations.
 */
export function softEllipse(
  art: Art,
  x: number,
  y: number,
  rx: number,
  ry: number,
  color: string,
  opacity: number,
  sd: number,
  attrs: Record<string, string | number> = {},
): string {
  const reach = 2.5 * sd;
  // One profile for both axes (the gradient is normalised to the box), measured along the mean radius.
  const r = Math.sqrt(rx * ry);
  const outer = r + reach;
  const profile: Array<[number, number]> = [
    [-2, 0.977],
    [-1, 0.841],
    [0, 0.5],
    [1, 0.159],
    [2, 0.023],
    [2.5, 0],
  ];
  // A small ellipse under a wide blur never reaches full strength, even in its middle.
  const centre = Math.min(1, 0.5 + r / (4 * sd));
  const stops = [
    [0, color, opacity * centre] as const,
    ...profile
      .map(([k, value]) => [(r + k * sd) / outer, value] as const)
      .filter(([at]) => at > 0)
      .map(([at, value]) => [Math.min(1, at), color, opacity * Math.min(value, centre)] as const),
  ];
  return ellipse(x, y, rx + reach, ry + reach, art.radial(stops), attrs);
}
