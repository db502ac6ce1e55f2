/**
 * The book's pictures with the child in them: a scene of the book's art (server/src/art, drawn as SVG)
 * rasterised at the width a page needs, and the face of the child's generated character, cut as a soft
 * circle, pasted over every spot where the drawn hero's head is. Rasterised scenes do not depend on the
 * child, so they are cached per slug, scene, gender and width.
 */
import sharp, { type Sharp } from 'sharp';
import { bookScene } from '../art';
import { ByteLru } from './lru';
import type { SceneIndex } from './story-types';

export type Gender = 'girl' | 'boy';

interface RasterScene {
  data: Buffer;
  width: number;
  height: number;
  /** Head spots scaled to this raster's pixels. */
  heads: Array<{ cx: number; cy: number; r: number }>;
}

/** About 8 full-resolution scenes (1600 × 1120 RGB is 5.4 MB) or a great many preview ones. */
const scenes = new ByteLru<RasterScene>(48 * 1024 * 1024, (scene) => scene.data.length);

export function clearSceneCache(): void {
  scenes.clear();
}

/** The art of `slug` ('custom' for custom stories) as raw RGB at `pixelWidth`. */
function rasterScene(slug: string, scene: SceneIndex, gender: Gender, pixelWidth: number): Promise<RasterScene> {
  return scenes.get(`${slug}/${scene}/${gender}/${pixelWidth}`, async () => {
    const drawn = bookScene(slug, scene, gender);
    const scale = pixelWidth / drawn.width;
    const height = Math.round(drawn.height * scale);
    // librsvg draws the vectors at the target size (sharper than scaling a bitmap); resize only fixes rounding.
    const { data, info } = await sharp(Buffer.from(drawn.svg), { density: 72 * scale })
      .resize(pixelWidth, height, { fit: 'fill' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`scene raster has ${info.channels} channels, expected RGB`);
    return {
      data,
      width: info.width,
      height: info.height,
      heads: drawn.heads.map((head) => ({ cx: head.cx * scale, cy: head.cy * scale, r: head.r * scale })),
    };
  });
}

/**
 * Where the head sits in a character picture (characters/portrait.ts: face centred, its centre at 0.44 of
 * the height, the square 2.3 face boxes wide): the head is a circle around (0.5, 0.37) with a radius of
 * 0.215 of the side, a little tight on the hair so that the picture's backdrop barely shows at its soft
 * edge. The medallion shows head and shoulders.
 */
const CUTS = {
  head: { cx: 0.5, cy: 0.37, r: 0.215, feather: 0.8 },
  medallion: { cx: 0.5, cy: 0.45, r: 0.4, feather: 0.985 },
} as const;
/** The pasted face is a little larger than the drawn head, so the drawn hair and ears do not peek out. */
const FACE_OVER_HEAD = 1.4;

/**
 * A round cut of the character picture as an RGBA PNG `size` pixels across: the head with a soft edge
 * (pasted into scenes) or head and shoulders with a crisp edge (the medallion of the dedication page).
 */
export async function faceDisc(character: Buffer, size: number, cut: keyof typeof CUTS = 'head'): Promise<Buffer> {
  const { cx, cy, r, feather } = CUTS[cut];
  const meta = await sharp(character).metadata();
  const side = Math.min(meta.width ?? 0, meta.height ?? 0);
  const radius = Math.round(r * side);
  const left = Math.max(0, Math.round(cx * side) - radius);
  const top = Math.max(0, Math.round(cy * side) - radius);
  const extent = Math.min(radius * 2, side - left, side - top);
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
      <defs><radialGradient id="m"><stop offset="${feather}" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
      <circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="url(#m)"/></svg>`,
  );
  return sharp(character)
    .extract({ left, top, width: extent, height: extent })
    .resize(size, size)
    .ensureAlpha()
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** The scene at `pixelWidth` with the child's face on every head, as raw RGB. */
async function sceneWithChild(
  slug: string,
  scene: SceneIndex,
  gender: Gender,
  character: Buffer,
  pixelWidth: number,
): Promise<{ image: Sharp; width: number; height: number; heads: RasterScene['heads'] }> {
  const raster = await rasterScene(slug, scene, gender, pixelWidth);
  const overlays = await Promise.all(
    raster.heads.map(async (head) => {
      const size = Math.max(8, Math.round(head.r * 2 * FACE_OVER_HEAD));
      return {
        input: await faceDisc(character, size),
        left: Math.round(head.cx - size / 2),
        top: Math.round(head.cy - size / 2),
      };
    }),
  );
  // Compositing RGBA faces gives RGBA pixels: the channel count is taken from the result.
  const { data, info } = await sharp(raster.data, { raw: { width: raster.width, height: raster.height, channels: 3 } })
    .composite(overlays)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    image: sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).removeAlpha(),
    width: raster.width,
    height: raster.height,
    heads: raster.heads,
  };
}

/**
 * The scene with the child in it, filling a box of `box.width` × `box.height` pixels, as a JPEG. A picture
 * wider than the box is cut around the hero (a landscape picture on the portrait half of the cover); a
 * taller one stands whole on a blurred, enlarged copy of itself (the portrait cover picture on a page).
 */
export async function fittedScene(
  slug: string,
  scene: SceneIndex,
  gender: Gender,
  character: Buffer,
  box: { width: number; height: number },
  quality: number,
): Promise<Buffer> {
  const drawn = await rasterScene(slug, scene, gender, 64);
  const artAspect = drawn.width / drawn.height;
  const boxAspect = box.width / box.height;
  const jpeg = { quality };
  if (Math.abs(artAspect - boxAspect) < 0.01) {
    const full = await sceneWithChild(slug, scene, gender, character, box.width);
    return full.image.resize(box.width, box.height, { fit: 'fill' }).jpeg(jpeg).toBuffer();
  }
  if (artAspect > boxAspect) {
    const width = Math.round(box.height * artAspect);
    const full = await sceneWithChild(slug, scene, gender, character, width);
    const heroX = full.heads[0]?.cx ?? width / 2;
    const left = Math.round(Math.min(width - box.width, Math.max(0, heroX - box.width / 2)));
    return full.image
      .extract({ left, top: 0, width: box.width, height: Math.min(box.height, full.height) })
      .resize(box.width, box.height, { fit: 'fill' })
      .jpeg(jpeg)
      .toBuffer();
  }
  const width = Math.round(box.height * artAspect);
  const full = await sceneWithChild(slug, scene, gender, character, width);
  const picture = await raw(full.image.resize(width, box.height, { fit: 'fill' }));
  // The backdrop and the picture's drop shadow are blurred at an eighth of the size (sharp runs composite
  // after every other operation, hence the separate steps); blurring at full size costs seconds.
  const small = { width: Math.round(box.width / 8), height: Math.round(box.height / 8) };
  const shadowWidth = Math.round(width / 8);
  const shadow = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${small.width}" height="${small.height}"><rect x="${(small.width - shadowWidth) / 2}" y="-2" width="${shadowWidth}" height="${small.height + 4}" fill="#000" opacity="0.55"/></svg>`,
  );
  const dimmed = await raw(
    fromRaw(picture).resize(small.width, small.height, { fit: 'cover' }).modulate({ brightness: 0.8 }),
  );
  const shaded = await raw(fromRaw(dimmed).composite([{ input: shadow }]));
  const backdrop = await raw(
    fromRaw(shaded).removeAlpha().blur(1.6).resize(box.width, box.height, { fit: 'fill', kernel: 'cubic' }),
  );
  return fromRaw(backdrop)
    .composite([{ input: picture.data, raw: picture.info, left: Math.round((box.width - width) / 2), top: 0 }])
    .jpeg(jpeg)
    .toBuffer();
}

interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** Intermediate steps stay uncompressed: encoding a page-sized PNG between steps costs more than the step. */
async function raw(image: Sharp): Promise<RawImage> {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

const fromRaw = (image: RawImage) => sharp(image.data, { raw: image.info });

/**
 * The book's accent: the hue of the cover picture's average colour as a deep, fairly saturated colour that
 * white text reads well on. Warm hues (peach, sand, gold) turn brown when darkened, so they get a deep berry.
 */
export async function accentColour(slug: string, gender: Gender): Promise<string> {
  const small = await rasterScene(slug, 0, gender, 64);
  const stats = await sharp(small.data, { raw: { width: small.width, height: small.height, channels: 3 } }).stats();
  const [r = 0, g = 0, b = 0] = stats.channels.map((channel) => channel.mean / 255);
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = 60 * (((g - b) / delta + 6) % 6);
    else if (max === g) hue = 60 * ((b - r) / delta + 2);
    else hue = 60 * ((r - g) / delta + 4);
  }
  if (hue >= 15 && hue < 75) hue = 340;
  return hslToHex(hue, 0.5, 0.25);
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(hue / 60) % 6;
  const [r, g, b] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sector] as [number, number, number];
  return `#${[r, g, b]
    .map((v) =>
      Math.round((v + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
