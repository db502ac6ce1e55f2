import { deflateSync } from 'node:zlib';
import { type Art, Rng, rawEl } from './core';

/*
 * The watercolour style's paper: cold-pressed grain, pigment granulation and the soft blotches where a wash
 * dried unevenly, as one greyscale texture MULTIPLIED over the finished picture. Multiplying only ever deepens
 * the pigment under it (white paper stays white-ish), so the page gains texture without the milky veil a
 * translucent overlay lays on everything. The texture is computed here (value noise, no SVG filter: librsvg's
 * turbulence and displacement are far too slow at print size), once per picture size, at half resolution — one
 * texel is still under half a millimetre on a printed page — and kept in memory as a PNG data URL.
 */

const SCALE = 2;
const cache = new Map<string, string>();

/** Smooth value noise on a lattice of `cell` texels, seeded: blotches at that scale. */
function valueNoise(w: number, h: number, cell: number, rng: Rng): Float32Array {
  const gw = Math.ceil(w / cell) + 2;
  const gh = Math.ceil(h / cell) + 2;
  const grid = new Float32Array(gw * gh);
  for (let i = 0; i < grid.length; i++) grid[i] = rng.next();
  const out = new Float32Array(w * h);
  const fade = (t: number) => t * t * (3 - 2 * t);
  for (let y = 0; y < h; y++) {
    const gy = y / cell;
    const y0 = Math.floor(gy);
    const ty = fade(gy - y0);
    for (let x = 0; x < w; x++) {
      const gx = x / cell;
      const x0 = Math.floor(gx);
      const tx = fade(gx - x0);
      const a = grid[y0 * gw + x0]!;
      const b = grid[y0 * gw + x0 + 1]!;
      const c = grid[(y0 + 1) * gw + x0]!;
      const d = grid[(y0 + 1) * gw + x0 + 1]!;
      out[y * w + x] = (a + (b - a) * tx) * (1 - ty) + (c + (d - c) * tx) * ty;
    }
  }
  return out;
}

/** A minimal greyscale PNG (colour type 0, 8 bit), synchronous so drawing a picture stays synchronous. */
function greyPng(w: number, h: number, px: Uint8Array): Buffer {
  const crcTable = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crcTable[n] = c;
  }
  const crc = (buf: Buffer) => {
    let c = -1;
    for (const byte of buf) c = crcTable[(c ^ byte) & 255]! ^ (c >>> 8);
    return (c ^ -1) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  const rows = Buffer.alloc((w + 1) * h);
  for (let y = 0; y < h; y++) rows.set(px.subarray(y * w, (y + 1) * w), y * (w + 1) + 1);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function paperTexture(pw: number, ph: number): string {
  const key = `${pw}x${ph}`;
  const known = cache.get(key);
  if (known) return known;
  const w = Math.ceil(pw / SCALE);
  const h = Math.ceil(ph / SCALE);
  const rng = new Rng(20_251_125);
  const blotch = valueNoise(w, h, 70, rng);
  const mottle = valueNoise(w, h, 22, rng);
  const tooth = valueNoise(w, h, 3, rng);
  const px = new Uint8Array(w * h);
  for (let i = 0; i < px.length; i++) {
    // Wide blotches where the wash pooled, a finer mottle of granulating pigment, the paper's tooth and a
    // little per-texel grain; each only darkens.
    const pool = Math.max(0, blotch[i]! - 0.42) * 0.2;
    const gran = Math.max(0, mottle[i]! - 0.5) * 0.1;
    const t = (tooth[i]! - 0.5) * 0.07 + (rng.next() - 0.5) * 0.04;
    px[i] = Math.round(255 * Math.max(0, Math.min(1, 1 - pool - gran - Math.max(0, t) - 0.012)));
  }
  const url = `data:image/png;base64,${greyPng(w, h, px).toString('base64')}`;
  cache.set(key, url);
  return url;
}

/**
 * The watercolour finish: the paper's texture multiplied into the picture. (The paper's warm white is already
 * in every colour: the style's grade multiplies it in.)
 */
export function watercolorPaper(art: Art): string {
  // rawEl: the painter must not restyle the paper itself.
  return rawEl('image', {
    href: paperTexture(art.w, art.h),
    width: art.w,
    height: art.h,
    preserveAspectRatio: 'none',
    style: 'mix-blend-mode:multiply',
  });
}
