/**
 * The drawn parts of each character card — backgrounds, frames, textures and the head-and-shoulders
 * mask — as SVG rasterised by sharp (librsvg). None depends on the photo, so each is rendered once per
 * size and process and kept as raw pixels; a generation only composites them.
 */
import sharp from 'sharp';
import type { IllustrationStyle } from './generator';
import { noisePlane, type Plane } from './raster';

/** mulberry32, seeded: the same stars and bubbles on every card of a style. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const svg = (size: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000">${body}</svg>`;

/** A four-pointed sparkle centred on (x, y). */
function sparkle(x: number, y: number, r: number, fill: string, opacity = 1): string {
  const w = r * 0.28;
  return `<path d="M${x} ${y - r} Q${x + w} ${y - w} ${x + r} ${y} Q${x + w} ${y + w} ${x} ${y + r} Q${x - w} ${y + w} ${x - r} ${y} Q${x - w} ${y - w} ${x} ${y - r}Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** Points outside the portrait's head-and-shoulders area, where decorations may go. */
function aroundThePortrait(rand: () => number, count: number, margin = 70): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  while (points.length < count) {
    const x = margin + rand() * (1000 - 2 * margin);
    const y = margin + rand() * (1000 - 2 * margin);
    const inHead = ((x - 500) / 380) ** 2 + ((y - 420) / 470) ** 2 < 1;
    const inShoulders = y > 640 && Math.abs(x - 500) < 470;
    if (!inHead && !inShoulders) points.push([x, y]);
  }
  return points;
}

function pixarBackground(): string {
  const rand = random(3);
  const bubbles = Array.from({ length: 16 }, () => {
    const [x, y] = [rand() * 1000, rand() * 1000];
    const r = 20 + rand() * 70;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#bokeh)" opacity="${0.25 + rand() * 0.35}"/>`;
  }).join('');
  return `<defs>
    <radialGradient id="sky" cx="0.5" cy="0.3" r="0.9">
      <stop offset="0" stop-color="#fff4d6"/><stop offset="0.45" stop-color="#ffc98f"/><stop offset="1" stop-color="#7fb8f0"/>
    </radialGradient>
    <radialGradient id="bokeh"><stop offset="0.6" stop-color="#fff" stop-opacity="0.8"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1000" height="1000" fill="url(#sky)"/>${bubbles}`;
}

function pixarFrame(): string {
  const rand = random(5);
  const stars = aroundThePortrait(rand, 7)
    .map(([x, y]) => sparkle(x, y, 14 + rand() * 16, '#fffbe8', 0.9))
    .join('');
  return `<defs>
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0.62" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#2b1a4a" stop-opacity="0.38"/>
    </radialGradient>
  </defs>
  <rect width="1000" height="1000" fill="url(#vignette)"/>${stars}
  <rect x="40" y="40" width="920" height="920" rx="72" fill="none" stroke="#3b2a6b" stroke-width="14" opacity="0.12"/>
  <rect x="44" y="44" width="912" height="912" rx="70" fill="none" stroke="#3b2a6b" stroke-width="8" opacity="0.15"/>
  <path fill-rule="evenodd" fill="#fffaf0"
    d="M0 0H1000V1000H0Z M36 106a70 70 0 0 1 70-70h788a70 70 0 0 1 70 70v788a70 70 0 0 1-70 70H106a70 70 0 0 1-70-70Z"/>
  <rect x="36" y="36" width="928" height="928" rx="70" fill="none" stroke="#f2b45c" stroke-width="6"/>`;
}

function warnerBackground(): string {
  const rays = Array.from({ length: 24 }, (_, i) => {
    const a0 = (i / 24) * Math.PI * 2;
    const a1 = ((i + 0.5) / 24) * Math.PI * 2;
    const p = (a: number) => `${500 + Math.cos(a) * 1000} ${450 + Math.sin(a) * 1000}`;
    return `<path d="M500 450L${p(a0)}L${p(a1)}Z" fill="#ffd23f"/>`;
  }).join('');
  return `<rect width="1000" height="1000" fill="#ffb627"/>${rays}
  <circle cx="500" cy="450" r="420" fill="none" stroke="#ff7b2e" stroke-width="34" opacity="0.85"/>
  <circle cx="500" cy="450" r="300" fill="none" stroke="#ff9d3f" stroke-width="26" opacity="0.7"/>`;
}

function warnerFrame(): string {
  return `<path fill-rule="evenodd" fill="#e8413a"
    d="M0 0H1000V1000H0Z M44 84a40 40 0 0 1 40-40h832a40 40 0 0 1 40 40v832a40 40 0 0 1-40 40H84a40 40 0 0 1-40-40Z"/>
  <rect x="44" y="44" width="912" height="912" rx="40" fill="none" stroke="#1d1a2f" stroke-width="14"/>
  <rect x="10" y="10" width="980" height="980" rx="60" fill="none" stroke="#1d1a2f" stroke-width="14"/>`;
}

function watercolorBackground(): string {
  const rand = random(11);
  const colours = ['#f7c6d0', '#c9e4f6', '#d8efc8', '#fde7b8', '#e3d4f3'];
  const washes = aroundThePortrait(rand, 9, 0)
    .map(([x, y], i) => {
      const r = 120 + rand() * 160;
      return `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * (0.6 + rand() * 0.4)}" fill="url(#wash${i % colours.length})" opacity="0.8"/>`;
    })
    .join('');
  return `<defs>
    ${colours
      .map(
        (colour, i) =>
          `<radialGradient id="wash${i}"><stop offset="0.3" stop-color="${colour}"/><stop offset="0.8" stop-color="${colour}" stop-opacity="0.5"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
      )
      .join('')}
  </defs>
  <rect width="1000" height="1000" fill="#fbf6ec"/>${washes}`;
}

/** A thin pencil rule inside the deckled paper edge (the edge itself is computed: watercolorEdge). */
function watercolorFrame(): string {
  return `<rect x="84" y="84" width="832" height="832" fill="none" stroke="#8a7a6a" stroke-width="2.5" opacity="0.45"/>`;
}

function animeBackground(): string {
  const rand = random(21);
  const rays = Array.from({ length: 7 }, (_, i) => {
    const x = 120 + i * 150 + rand() * 40;
    return `<path d="M${x} -20L${x + 70} -20L${x - 180} 1020L${x - 250} 1020Z" fill="#fff" opacity="0.16"/>`;
  }).join('');
  const clouds = [
    [150, 820, 1.1],
    [860, 760, 1.3],
    [520, 960, 1.6],
  ]
    .map(
      ([x, y, s]) =>
        `<g transform="translate(${x} ${y}) scale(${s})" fill="#fff" opacity="0.92">
          <ellipse cx="0" cy="0" rx="120" ry="46"/><ellipse cx="-50" cy="-30" rx="60" ry="50"/><ellipse cx="40" cy="-40" rx="70" ry="60"/>
        </g>`,
    )
    .join('');
  return `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5ab8f5"/><stop offset="0.6" stop-color="#a8dcff"/><stop offset="1" stop-color="#e9f7ff"/>
    </linearGradient>
  </defs>
  <rect width="1000" height="1000" fill="url(#sky)"/>${rays}${clouds}`;
}

function animeFrame(): string {
  const rand = random(33);
  const sparkles = aroundThePortrait(rand, 9)
    .map(([x, y]) => sparkle(x, y, 10 + rand() * 22, rand() > 0.5 ? '#fff' : '#ffe57a', 0.95))
    .join('');
  return `${sparkles}
  <path fill-rule="evenodd" fill="#fff" d="M0 0H1000V1000H0Z M40 40H960V960H40Z"/>
  <rect x="52" y="52" width="896" height="896" fill="none" stroke="#ff7eb6" stroke-width="6"/>`;
}

const BACKGROUNDS: Record<IllustrationStyle, () => string> = {
  '3dPixar': pixarBackground,
  '2dWarner': warnerBackground,
  watercolor: watercolorBackground,
  anime: animeBackground,
};

const FRAMES: Record<IllustrationStyle, () => string> = {
  '3dPixar': pixarFrame,
  '2dWarner': warnerFrame,
  watercolor: watercolorFrame,
  anime: animeFrame,
};

/** Soft head-and-shoulders alpha (white = portrait), matching portrait.ts's framing of the face. */
function headAndShouldersMask(): string {
  return `<rect width="1000" height="1000" fill="#000"/>
  <ellipse cx="500" cy="410" rx="330" ry="400" fill="#fff"/>
  <ellipse cx="500" cy="1040" rx="520" ry="360" fill="#fff"/>`;
}

export interface Layer {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

const layers = new Map<string, Promise<Layer>>();
const planes = new Map<string, Plane>();

function cached(id: string, make: () => Promise<Layer>): Promise<Layer> {
  let layer = layers.get(id);
  if (!layer) {
    layer = make();
    layer.catch(() => layers.delete(id));
    layers.set(id, layer);
  }
  return layer;
}

function cachedPlane(id: string, make: () => Plane): Plane {
  let plane = planes.get(id);
  if (!plane) {
    plane = make();
    planes.set(id, plane);
  }
  return plane;
}

function rendered(key: string, size: number, body: () => string, channels: Layer['channels']): Promise<Layer> {
  return cached(`${key}@${size}`, async () => {
    let image = sharp(Buffer.from(svg(size, body())));
    image =
      channels === 1 ? image.greyscale().extractChannel(0) : channels === 3 ? image.removeAlpha() : image.ensureAlpha();
    const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels };
  });
}

export const backgroundLayer = (style: IllustrationStyle, size: number) =>
  rendered(`background:${style}`, size, BACKGROUNDS[style], 3);
export const frameLayer = (style: IllustrationStyle, size: number) =>
  rendered(`frame:${style}`, size, FRAMES[style], 4);
export const maskLayer = (size: number) => rendered('mask', size, headAndShouldersMask, 1);

/** Slow wobbles for ragged, bleeding edges, 0-255 around 128. */
export const blotches = (size: number) => cachedPlane(`blotches@${size}`, () => noisePlane(size, 10, 3, 12));

/** Grain of cold-pressed paper, to multiply over a whole watercolour card (white = no change). */
export const paperGrainLayer = (size: number) =>
  cached(`grain@${size}`, async () => {
    const fine = noisePlane(size, Math.round(size / 3), 1, 7);
    const coarse = noisePlane(size, Math.round(size / 24), 2, 8);
    const data = Buffer.allocUnsafe(size * size * 3);
    for (let k = 0; k < fine.data.length; k += 1) {
      const v = Math.round(236 + (19 * (fine.data[k]! * 0.7 + coarse.data[k]! * 0.3)) / 255);
      data[k * 3] = v;
      data[k * 3 + 1] = v;
      data[k * 3 + 2] = v;
    }
    return { data, width: size, height: size, channels: 3 };
  });

/** The deckled paper border of a watercolour card: paper colour, opaque where it covers the painting. */
export const deckledEdgeLayer = (size: number) =>
  cached(`edge@${size}`, async () => {
    const wobble = noisePlane(size, 28, 2, 5);
    const data = Buffer.allocUnsafe(size * size * 4);
    const inset = size * 0.06;
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const p = y * size + x;
        const inside = Math.min(x - inset, y - inset, size - 1 - inset - x, size - 1 - inset - y);
        const d = inside + ((wobble.data[p]! - 128) / 128) * size * 0.014;
        data.set([251, 246, 236, Math.round(255 * Math.min(1, Math.max(0, 0.5 - d / 2)))], p * 4);
      }
    }
    return { data, width: size, height: size, channels: 4 };
  });

/** A raw layer as a sharp input for composite(). */
export function layerInput(layer: Layer): {
  input: Buffer;
  raw: { width: number; height: number; channels: 1 | 3 | 4 };
} {
  return { input: layer.data, raw: { width: layer.width, height: layer.height, channels: layer.channels } };
}
