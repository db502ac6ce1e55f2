/**
 * The four illustration styles of the spec as treatments of the head-and-shoulders crop. Each keeps
 * the face's shapes (so the child stays recognisable) and changes how they are painted:
 * - 3dPixar: smooth surfaces, rich colour, soft light from above and a glow, on a warm bokeh sky;
 * - 2dWarner: a few flat poster colours with thick ink outlines, cut out onto a sunburst;
 * - watercolor: soft pastel washes, darker pigment at their edges, a pencil underdrawing, paper grain
 *   and ragged bleeding edges;
 * - anime: cel shading in a few tones with clean thin lines, bright sky and sparkles.
 * The room behind the child is faded out by the head-and-shoulders oval and a backdrop key.
 *
 * Speed: the per-pixel work runs in JavaScript at WORK_SIZE; the painted portrait is then scaled up
 * and laid on the card (background, frame, paper) at the output size by libvips.
 */
import sharp, { type OverlayOptions } from 'sharp';
import {
  backgroundLayer,
  blotches,
  deckledEdgeLayer,
  frameLayer,
  type Layer,
  layerInput,
  maskLayer,
  paperGrainLayer,
} from './art';
import type { IllustrationStyle } from './generator';
import {
  adjust,
  applyInk,
  backdropKey,
  celShade,
  guidedSmooth,
  inkLines,
  luminance,
  mapPlane,
  type Plane,
  palette,
  quantize,
  type RgbImage,
  rgbToSharp,
  toBytes,
} from './raster';

/** The side of every character picture. */
export const CHARACTER_SIZE = 1024;
/** The side the portrait is painted at before it is scaled up onto the card. */
export const WORK_SIZE = 512;
const JPEG_QUALITY = 88;

const INK: readonly [number, number, number] = [29, 26, 47];
const SHARPEN = { width: 3, height: 3, kernel: [0, -0.5, 0, -0.5, 3, -0.5, 0, -0.5, 0] };

/** What every style starts from: the crop, an edge-preserving smoothing of it, its luma, and where the child is. */
export interface PreparedPortrait {
  smooth: RgbImage;
  grey: Plane;
  /** 0-255: the oval around head and shoulders, less whatever matches the backdrop. */
  subject: Plane;
}

/** A painted portrait at WORK_SIZE and how opaque each pixel is on the card. */
interface Painted {
  colour: RgbImage;
  alpha: Plane;
}

function layerPlane(layer: Layer): Plane {
  return { data: new Float32Array(layer.data), width: layer.width, height: layer.height };
}

const blurredPlane = (plane: Plane, sigma: number) => mapPlane(plane, (image) => image.blur(sigma));

/** Blur, then threshold: a mask grown (low level) or cleaned (mid level) with rounded corners. Two
 * pipelines, because sharp would threshold before it blurs within one. */
async function blurThreshold(plane: Plane, sigma: number, level: number): Promise<Plane> {
  return mapPlane(await blurredPlane(plane, sigma), (image) => image.threshold(level));
}

/** `portrait` is the WORK_SIZE head-and-shoulders crop (portrait.ts). */
export async function preparePortrait(portrait: RgbImage): Promise<PreparedPortrait> {
  const size = portrait.width;
  const smooth = guidedSmooth(portrait, size / 110, 22 ** 2);
  const oval = layerPlane(await maskLayer(size));
  const key = await blurredPlane(backdropKey(smooth), size / 300);
  // The key only trims the edge of the oval: head, hair, neck and body (where a portrait always has the
  // child) are kept whatever their colour, so dark hair on a dark wall is not cut away.
  const subject = new Float32Array(oval.data.length);
  const band = size * 0.04;
  for (let y = 0, p = 0; y < size; y += 1) {
    const dy = (y - size * 0.4) / (size * 0.32);
    const torsoHalfWidth = size * 0.16 + Math.max(0, y - size * 0.62) * 1.2;
    for (let x = 0; x < size; x += 1, p += 1) {
      const dx = (x - size / 2) / (size * 0.27);
      const inHead = (1 - Math.sqrt(dx * dx + dy * dy)) * size * 0.3;
      const inTorso = y > size * 0.62 ? torsoHalfWidth - Math.abs(x - size / 2) : -band;
      const core = Math.min(1, Math.max(0, Math.max(inHead, inTorso) / band));
      subject[p] = (oval.data[p]! * Math.max(core * 255, key.data[p]!)) / 255;
    }
  }
  return { smooth, grey: luminance(smooth), subject: { data: subject, width: size, height: size } };
}

/** Scales the painted portrait up and lays it, then `overlays`, on the style's background. */
async function onCard(style: IllustrationStyle, painted: Painted, overlays: OverlayOptions[] = []) {
  const { colour, alpha } = painted;
  const rgba = Buffer.allocUnsafe(colour.width * colour.height * 4);
  // A light 3×3 sharpening before the 2× upscale keeps eyes and lines crisp (sharp's own sharpen works
  // in Lab and costs ten times as much at the output size).
  const rgb = await rgbToSharp(colour).convolve(SHARPEN).raw().toBuffer();
  const a = toBytes(alpha.data);
  for (let p = 0; p < a.length; p += 1) {
    rgba[p * 4] = rgb[p * 3]!;
    rgba[p * 4 + 1] = rgb[p * 3 + 1]!;
    rgba[p * 4 + 2] = rgb[p * 3 + 2]!;
    rgba[p * 4 + 3] = a[p]!;
  }
  const [background, frame, portrait] = await Promise.all([
    backgroundLayer(style, CHARACTER_SIZE),
    frameLayer(style, CHARACTER_SIZE),
    sharp(rgba, { raw: { width: colour.width, height: colour.height, channels: 4 } })
      .resize(CHARACTER_SIZE, CHARACTER_SIZE, { kernel: 'lanczos3' })
      .raw()
      .toBuffer(),
  ]);
  return sharp(background.data, { raw: { width: CHARACTER_SIZE, height: CHARACTER_SIZE, channels: 3 } })
    .composite([
      { input: portrait, raw: { width: CHARACTER_SIZE, height: CHARACTER_SIZE, channels: 4 } },
      ...overlays,
      layerInput(frame),
    ])
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

async function pixar({ smooth, subject }: PreparedPortrait): Promise<Buffer> {
  const size = smooth.width;
  // A second, wider smoothing turns skin and cloth into the even surfaces of a render.
  const surface = adjust(guidedSmooth(smooth, size / 64, 16 ** 2), 1.5, 1.04, 2);
  // Key light from above-left (soft-light keeps the colours and adds the roundness of a render).
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
      <defs><radialGradient id="l" cx="0.4" cy="0.25" r="0.8">
        <stop offset="0" stop-color="#fff"/><stop offset="0.55" stop-color="#8c8c8c"/><stop offset="1" stop-color="#404040"/>
      </radialGradient></defs><rect width="100" height="100" fill="url(#l)"/></svg>`,
  );
  const lit = new Float32Array(
    await rgbToSharp(surface)
      .composite([{ input: light, blend: 'soft-light' }])
      .removeAlpha()
      .raw()
      .toBuffer(),
  );
  // A warm rim light along the silhouette, strongest on the lit side, separates the child from the sky.
  const alpha = await blurredPlane(subject, size / 90);
  const inner = await blurredPlane(alpha, size / 40);
  for (let y = 0, p = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1, p += 1) {
      const edge = Math.max(0, alpha.data[p]! - inner.data[p]!) / 255;
      const side = Math.max(0, 1 - (x + y) / (1.4 * size));
      const rim = Math.min(1, edge * 2.2 * (0.35 + side));
      const i = p * 3;
      lit[i] = lit[i]! + (255 - lit[i]!) * rim * 0.9;
      lit[i + 1] = lit[i + 1]! + (236 - lit[i + 1]!) * rim * 0.9;
      lit[i + 2] = lit[i + 2]! + (200 - lit[i + 2]!) * rim * 0.9;
    }
  }
  return onCard('3dPixar', { colour: { data: lit, width: size, height: size }, alpha });
}

async function warner({ smooth, grey, subject }: PreparedPortrait): Promise<Buffer> {
  const size = smooth.width;
  const centres = palette(smooth, 10);
  const colours = centres.slice();
  // Cartoon colour: bright tones get punchier, shadows go towards a cool, darker neutral instead of mud.
  for (let c = 0; c < colours.length; c += 3) {
    const [r = 0, g = 0, b = 0] = centres.subarray(c, c + 3);
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    const dark = y < 80;
    const saturation = dark ? 0.7 : 1.75;
    const brightness = dark ? 0.8 : 1.08;
    colours.set(
      [r, g, b].map((v, i) => (y + (v - y) * saturation) * brightness + (dark && i === 2 ? 10 : 0)),
      c,
    );
  }
  const flat = quantize(smooth, centres, colours);
  const lines = await inkLines(grey, size / 420, 2.4, 0.5);
  const inked = applyInk(flat, lines, INK);
  // A hard cut-out with a thick outline, like a character pasted on the title card.
  const cut = await blurThreshold(subject, size / 300, 128);
  const grown = await blurredPlane(await blurThreshold(cut, size / 150, 24), 0.7);
  for (let p = 0, i = 0; p < grown.data.length; p += 1, i += 3) {
    if (cut.data[p]! <= 127) inked.data.set(INK, i);
  }
  return onCard('2dWarner', { colour: inked, alpha: grown });
}

async function watercolor({ smooth, grey, subject }: PreparedPortrait): Promise<Buffer> {
  const size = smooth.width;
  // Washes: a few soft colour patches from a small palette, softened, with a little of the detail kept.
  const patches = quantize(smooth, palette(smooth, 12));
  const wet = new Float32Array(
    await rgbToSharp(patches)
      .blur(size / 260)
      .raw()
      .toBuffer(),
  );
  for (let i = 0; i < wet.length; i += 1) wet[i] = wet[i]! * 0.55 + smooth.data[i]! * 0.45;
  const pastel = adjust({ data: wet, width: size, height: size }, 1, 0.88, 30);
  // Pigment pools where a wash ends: wide faint lines; the underdrawing: thin grey pencil lines.
  const pooling = await inkLines(luminance(patches), size / 200, 2, 0.08);
  const pencil = await inkLines(grey, size / 900, 3.2, 0.35);
  const painted = applyInk(pastel, fade(pooling, 0.65), [120, 86, 110]);
  const drawn = applyInk(painted, fade(pencil, 0.55), [90, 80, 76]);
  // Ragged, bleeding edge: the soft subject mask pushed about by slow noise.
  const soft = await blurredPlane(subject, size / 40);
  const wobble = blotches(size);
  const alpha = new Float32Array(soft.data.length);
  for (let p = 0; p < alpha.length; p += 1) {
    alpha[p] = (soft.data[p]! - 128) * 2.4 + (wobble.data[p]! - 128) * 2.2 + 128;
  }
  const [grain, edge] = await Promise.all([paperGrainLayer(CHARACTER_SIZE), deckledEdgeLayer(CHARACTER_SIZE)]);
  return onCard('watercolor', { colour: drawn, alpha: { data: alpha, width: size, height: size } }, [
    { ...layerInput(edge) },
    { ...layerInput(grain), blend: 'multiply' },
  ]);
}

/** A line layer at `strength` of its darkness. */
function fade(lines: Plane, strength: number): Plane {
  return { ...lines, data: lines.data.map((v) => 255 - (255 - v) * strength) };
}

async function anime({ smooth, grey, subject }: PreparedPortrait): Promise<Buffer> {
  const size = smooth.width;
  const shaded = celShade(adjust(smooth, 1.3, 1.1, 6), [58, 132, 200, 244], 5);
  const lines = await inkLines(grey, size / 600, 2, 0.7);
  const inked = applyInk(shaded, lines, [58, 32, 48]);
  const alpha = await blurredPlane(subject, size / 120);
  return onCard('anime', { colour: inked, alpha });
}

export const STYLE_RENDERERS: Record<IllustrationStyle, (prepared: PreparedPortrait) => Promise<Buffer>> = {
  '3dPixar': pixar,
  '2dWarner': warner,
  watercolor,
  anime,
};
