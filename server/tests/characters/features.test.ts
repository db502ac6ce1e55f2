/**
 * Feature extraction follows the photo: the astronaut fixture, and copies of it changed in one respect
 * (hair or skin recoloured, irises tinted blue, glasses frames or freckles drawn on), run through the real
 * face models. Literal keys where the fixture makes them certain, orderings along the palettes otherwise.
 *
 * STORYBOOK_FEATURES_OUT=<dir> writes the test photos there, to look at.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type CharacterFeatures, HAIR_COLORS, SKIN_TONES } from '@shop/shared/characters';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractFeatures, NoFaceMeshError, type PhotoLandmarks, photoLandmarks } from '../../src/characters/features';
import { type Lab, type Point, polygonMask, rgbToLab } from '../../src/characters/features/image';
import { type EyeIndices, MESH } from '../../src/characters/features/landmarks';
import type { CharacterSource } from '../../src/characters/generator';
import { closeFaceDetector, detectFaces, warmFaceDetector } from '../../src/photos/face-detector';
import { largestFace } from '../../src/photos/faces';
import { astronautPng, catPng } from '../fixtures/photos';

const OUT = process.env.STORYBOOK_FEATURES_OUT;

interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

async function decode(photo: Buffer): Promise<Raw> {
  const { data, info } = await sharp(photo).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function encode(raw: Raw, name: string): Promise<Buffer> {
  const photo = await sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  if (OUT) {
    await mkdir(OUT, { recursive: true });
    await writeFile(join(OUT, `${name}.jpg`), photo);
  }
  return photo;
}

/** As the character job sees a photo: the face the upload check finds in it. */
async function sourceOf(photo: Buffer): Promise<CharacterSource> {
  const detection = await detectFaces(photo);
  const face = largestFace(detection.faces);
  if (!face) throw new Error('the test photo lost its face');
  return { photo, width: detection.width, height: detection.height, face };
}

const measure = async (photo: Buffer, gender: 'girl' | 'boy' = 'girl') =>
  extractFeatures(await sourceOf(photo), gender);

const labAt = (raw: Raw, i: number): Lab =>
  rgbToLab(raw.data[i * 3] ?? 0, raw.data[i * 3 + 1] ?? 0, raw.data[i * 3 + 2] ?? 0);
const distance = (p: Lab, q: Lab) => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);

function medianColour(raw: Raw, centre: Point, radius: number): Lab {
  const samples: Lab[] = [];
  for (let y = Math.round(centre[1] - radius); y <= centre[1] + radius; y += 1) {
    for (let x = Math.round(centre[0] - radius); x <= centre[0] + radius; x += 1)
      samples.push(labAt(raw, y * raw.width + x));
  }
  const mid = (k: number) => samples.map((s) => s[k] ?? 0).sort((a, b) => a - b)[samples.length >> 1] ?? 0;
  return [mid(0), mid(1), mid(2)];
}

/** Changes the pixels selected by `select` (index → boolean) with `paint` (rgb → rgb). */
function recolour(raw: Raw, select: (i: number) => boolean, paint: (rgb: [number, number, number]) => number[]): Raw {
  const data = Buffer.from(raw.data);
  for (let i = 0; i < raw.width * raw.height; i += 1) {
    if (!select(i)) continue;
    const out = paint([data[i * 3] ?? 0, data[i * 3 + 1] ?? 0, data[i * 3 + 2] ?? 0]);
    for (let c = 0; c < 3; c += 1) data[i * 3 + c] = Math.max(0, Math.min(255, Math.round(out[c] ?? 0)));
  }
  return { ...raw, data };
}

/**
 * The test's own hair and skin masks, independent of the code under test: skin is what inside the
 * mesh outline looks like the cheeks; hair is what around the upper head (down to the mouth) is neither
 * skin nor the studio backdrop, sampled in the corner and on both sides of the head.
 */
function regions(raw: Raw, marks: PhotoLandmarks) {
  const outline = polygonMask(
    MESH.silhouette.map((i) => marks.mesh[i] as Point),
    raw.width,
    raw.height,
  );
  const unit = marks.faceWidth;
  const cheek = medianColour(raw, marks.mesh[205] as Point, unit * 0.04);
  const top = marks.mesh[MESH.top] as Point;
  const mouthY = (marks.mesh[MESH.mouthLeft] as Point)[1];
  const eyeY = marks.irisLeft.centre[1];
  const backdrop = [
    medianColour(raw, [raw.width - 30, 30], 20),
    ...[-1.35, 1.35].flatMap((side) => [
      medianColour(raw, [top[0] + side * unit, eyeY], unit * 0.1),
      medianColour(raw, [top[0] + side * unit, mouthY], unit * 0.1),
    ]),
  ];
  const centre: Point = [top[0], top[1] + unit * 0.25];
  const isSkin = (i: number) => outline[i] === 1 && distance(labAt(raw, i), cheek) < 22;
  const isHair = (i: number) => {
    const x = i % raw.width;
    const y = Math.floor(i / raw.width);
    if (y > mouthY || outline[i]) return false;
    const inHead = ((x - centre[0]) / (unit * 0.95)) ** 2 + ((y - centre[1]) / (unit * 1.05)) ** 2 <= 1;
    if (!inHead) return false;
    const lab = labAt(raw, i);
    return backdrop.every((colour) => distance(lab, colour) > 15) && distance(lab, cheek) > 15;
  };
  return { isSkin, isHair };
}

/** Lab → sRGB bytes (D65), to paint a measured colour back. */
function labToRgbApprox([L, a, b]: Lab): [number, number, number] {
  const fy = (L + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const inv = (t: number) => (t ** 3 > 0.008856 ? t ** 3 : (t - 16 / 116) / 7.787);
  const [x, y, z] = [inv(fx) * 0.95047, inv(fy), inv(fz) * 1.08883];
  const linear = [
    3.2406 * x - 1.5372 * y - 0.4986 * z,
    -0.9689 * x + 1.8758 * y + 0.0415 * z,
    0.0557 * x - 0.204 * y + 1.057 * z,
  ];
  const gamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
  const [r, g, bl] = linear.map((c) => Math.round(Math.max(0, Math.min(1, gamma(c))) * 255));
  return [r ?? 0, g ?? 0, bl ?? 0];
}

const skinIndex = (features: CharacterFeatures) => Object.keys(SKIN_TONES).indexOf(features.skin_tone);
/** Darkest to lightest, reds excluded (HAIR_COLORS lists them after the light-blonde). */
const hairIndex = (features: CharacterFeatures) => Object.keys(HAIR_COLORS).indexOf(features.hair_color);

let original: Raw;
let marks: PhotoLandmarks;
let astronaut: Awaited<ReturnType<typeof measure>>;

beforeAll(async () => {
  await warmFaceDetector();
  const photo = await astronautPng();
  original = await decode(photo);
  marks = await photoLandmarks(await sourceOf(photo));
  astronaut = await measure(photo);
}, 60_000);

afterAll(() => closeFaceDetector());

describe('extractFeatures on the astronaut fixture', () => {
  it('measures what the photo shows: fair skin, light-brown short hair, brown eyes, no glasses', () => {
    const { features, measured } = astronaut;
    expect(features.skin_tone).toBe('fair');
    expect(features.hair_color).toBe('light-brown');
    expect(['short', 'bob']).toContain(features.hair_style);
    expect(features.eye_color).toBe('brown');
    expect(features.glasses).toBe(false);
    // About 90 px across the cheekbones: too small to see freckles, so none are claimed.
    expect(measured.freckles_visible).toBe(false);
    expect(features.freckles).toBe(false);
  });

  it('picks a hairstyle for the gender: the same short hair is a boy’s short cut', async () => {
    const boy = await measure(await astronautPng(), 'boy');
    expect(boy.features.hair_style).toBe('short');
    expect(boy.features.hair_color).toBe(astronaut.features.hair_color);
  });

  it('refuses, with NoFaceMeshError, a face box that holds no human face', async () => {
    const cat = await catPng();
    const { width = 0, height = 0 } = await sharp(cat).metadata();
    const face = { x: width * 0.3, y: height * 0.2, width: width * 0.35, height: width * 0.35, score: 0.9 };
    await expect(extractFeatures({ photo: cat, width, height, face }, 'girl')).rejects.toBeInstanceOf(NoFaceMeshError);
  });
});

describe('extractFeatures follows the photo', () => {
  it('darker hair in, darker hair colour out; lighter hair in, lighter out', async () => {
    const { isHair } = regions(original, marks);
    const darker = await measure(
      await encode(
        recolour(original, isHair, ([r, g, b]) => [r * 0.42, g * 0.4, b * 0.4]),
        'hair-darker',
      ),
    );
    const lighter = await measure(
      await encode(
        recolour(original, isHair, ([r, g, b]) => [r * 0.4 + 150, g * 0.4 + 128, b * 0.4 + 70]),
        'hair-lighter',
      ),
    );
    expect(hairIndex(darker.features)).toBeLessThan(hairIndex(astronaut.features));
    expect(hairIndex(lighter.features)).toBeGreaterThan(hairIndex(astronaut.features));
    expect(hairIndex(lighter.features)).toBeLessThanOrEqual(Object.keys(HAIR_COLORS).indexOf('light-blonde'));
    expect(['blonde', 'light-blonde']).toContain(lighter.features.hair_color);
    // Only the hair changed.
    expect(darker.features.skin_tone).toBe(astronaut.features.skin_tone);
    expect(lighter.features.eye_color).toBe(astronaut.features.eye_color);
  });

  it('hair drawn down past the jaw to the shoulders in, long hair out', async () => {
    const unit = marks.faceWidth;
    const eyeY = marks.irisLeft.centre[1];
    const chinY = (marks.mesh[MESH.chin] as Point)[1];
    const hair = medianColour(
      original,
      [(marks.mesh[MESH.top] as Point)[0], (marks.mesh[MESH.top] as Point)[1] - unit * 0.3],
      unit * 0.08,
    );
    const [r, g, b] = labToRgbApprox(hair);
    // A straight curtain each side: from the temple, beside the cheek and jaw, to below the chin, in strands.
    const curtain = (edge: Point, direction: number) => {
      const x0 = edge[0] + direction * unit * 0.02;
      const x1 = edge[0] + direction * unit * 0.45;
      const bottom = chinY + unit * 0.75;
      const strands = Array.from({ length: 9 }, (_, k) => {
        const x = x0 + ((x1 - x0) * (k + 0.5)) / 9;
        return `<line x1="${x}" y1="${eyeY}" x2="${x}" y2="${bottom}" stroke="rgb(${r * 0.75},${g * 0.75},${b * 0.75})" stroke-width="${unit * 0.012}"/>`;
      }).join('');
      return `<path d="M${x0} ${eyeY - unit * 0.2} L${x1} ${eyeY - unit * 0.2} L${x1} ${bottom} L${x0} ${bottom} Z" fill="rgb(${r},${g},${b})"/>${strands}`;
    };
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${original.width}" height="${original.height}">${curtain(
      marks.mesh[MESH.cheekLeft] as Point,
      -1,
    )}${curtain(marks.mesh[MESH.cheekRight] as Point, 1)}</svg>`;
    const photo = await sharp(await encode(original, 'hair-long-base'))
      .composite([{ input: Buffer.from(svg) }])
      .jpeg({ quality: 92 })
      .toBuffer();
    if (OUT) await writeFile(join(OUT, 'hair-long.jpg'), photo);
    const girl = await measure(photo, 'girl');
    const boy = await measure(photo, 'boy');
    expect(girl.measured.hair_length).toBe('long');
    expect(girl.features.hair_style).toBe('long');
    expect(boy.features.hair_style).toBe('long');
    expect(astronaut.measured.hair_length).not.toBe('long');
  });

  it('keeps the hair length and shape through recolouring: the bob stays a bob in black or blonde, on fair or dark skin', async () => {
    const { isHair, isSkin } = regions(original, marks);
    // Near-black hair keeps a trace of its sheen; blonde as in the lighter-hair test; a deep brown skin.
    const black = ([r, g, b]: [number, number, number]) => [r * 0.16 + 4, g * 0.15 + 3, b * 0.15 + 3];
    const blonde = ([r, g, b]: [number, number, number]) => [r * 0.4 + 150, g * 0.4 + 128, b * 0.4 + 70];
    const darkSkin = ([r, g, b]: [number, number, number]) => [r * 0.4, g * 0.3, b * 0.24];
    const dark = recolour(original, isSkin, darkSkin);
    const variants = {
      'bob-black': recolour(original, isHair, black),
      'bob-blonde': recolour(original, isHair, blonde),
      'bob-black-dark-skin': recolour(dark, isHair, black),
      'bob-blonde-dark-skin': recolour(dark, isHair, blonde),
    };
    // The photo's hair reaches beside the face to the ears: a bob for a girl, a short cut for a boy.
    expect(astronaut.measured.hair_length).toBe('ear');
    expect(astronaut.features.hair_style).toBe('bob');
    for (const [name, raw] of Object.entries(variants)) {
      const photo = await encode(raw, name);
      const girl = await measure(photo, 'girl');
      expect({ name, length: girl.measured.hair_length, style: girl.features.hair_style }).toEqual({
        name,
        length: 'ear',
        style: 'bob',
      });
      expect((await measure(photo, 'boy')).features.hair_style).toBe('short');
    }
  });

  it('red-tinted hair in, a red out (auburn or ginger)', async () => {
    const { isHair } = regions(original, marks);
    const red = await measure(
      await encode(
        recolour(original, isHair, ([r, g, b]) => {
          const luma = 0.3 * r + 0.59 * g + 0.11 * b;
          return [luma * 1.25 + 40, luma * 0.55 + 8, luma * 0.25];
        }),
        'hair-red',
      ),
    );
    expect(['auburn', 'ginger']).toContain(red.features.hair_color);
  });

  it('darker skin in, deeper skin tone out; lighter skin in, lighter out', async () => {
    const { isSkin } = regions(original, marks);
    const darker = await measure(
      await encode(
        recolour(original, isSkin, ([r, g, b]) => [r * 0.55, g * 0.45, b * 0.38]),
        'skin-darker',
      ),
    );
    const lighter = await measure(
      await encode(
        recolour(original, isSkin, ([r, g, b]) => [r * 0.6 + 102, g * 0.6 + 100, b * 0.6 + 98]),
        'skin-lighter',
      ),
    );
    expect(skinIndex(darker.features)).toBeGreaterThanOrEqual(skinIndex(astronaut.features) + 2);
    expect(skinIndex(lighter.features)).toBeLessThan(skinIndex(astronaut.features));
    expect(lighter.features.skin_tone).toBe('porcelain');
  });

  it('blue-tinted irises in, blue or grey eyes out', async () => {
    const irises = [marks.irisLeft, marks.irisRight];
    const inIris = (i: number) => {
      const x = (i % original.width) + 0.5;
      const y = Math.floor(i / original.width) + 0.5;
      return irises.some((iris) => {
        const d = Math.hypot(x - iris.centre[0], y - iris.centre[1]);
        return d >= iris.radius * 0.3 && d <= iris.radius;
      });
    };
    const blue = await measure(
      await encode(
        recolour(original, inIris, ([r, g, b]) => {
          const luma = 0.3 * r + 0.59 * g + 0.11 * b;
          return [luma * 0.7 + 20, luma * 0.95 + 45, luma * 1.2 + 95];
        }),
        'eyes-blue',
      ),
    );
    expect(['blue', 'grey']).toContain(blue.features.eye_color);
    expect(blue.features.hair_color).toBe(astronaut.features.hair_color);
  });

  it('glasses frames drawn at the eyes in, glasses out', async () => {
    const eye = (contour: EyeIndices) => {
      const outer = marks.mesh[contour.outer] as Point;
      const inner = marks.mesh[contour.inner] as Point;
      return { centre: [(outer[0] + inner[0]) / 2, (outer[1] + inner[1]) / 2], width: Math.abs(outer[0] - inner[0]) };
    };
    const left = eye(MESH.eyeLeft);
    const right = eye(MESH.eyeRight);
    const lensW = left.width * 1.75;
    const lensH = left.width * 1.3;
    const stroke = Math.max(2, left.width * 0.16);
    const lens = (c: number[]) =>
      `<rect x="${(c[0] ?? 0) - lensW / 2}" y="${(c[1] ?? 0) - lensH * 0.45}" width="${lensW}" height="${lensH}" rx="${lensH * 0.35}"/>`;
    const lx = (left.centre[0] ?? 0) + lensW / 2;
    const rx = (right.centre[0] ?? 0) - lensW / 2;
    const by = Math.min(left.centre[1] ?? 0, right.centre[1] ?? 0) - lensH * 0.2;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${original.width}" height="${original.height}">
      <g fill="none" stroke="#1e1b1a" stroke-width="${stroke}">${lens(left.centre)}${lens(right.centre)}
      <path d="M${lx} ${by} Q${(lx + rx) / 2} ${by - lensH * 0.15} ${rx} ${by}"/></g></svg>`;
    const photo = await sharp(await encode(original, 'glasses-none'))
      .composite([{ input: Buffer.from(svg) }])
      .jpeg({ quality: 92 })
      .toBuffer();
    if (OUT) await writeFile(join(OUT, 'glasses.jpg'), photo);
    const withGlasses = await measure(photo);
    expect(withGlasses.features.glasses).toBe(true);
    expect(astronaut.features.glasses).toBe(false);
  });

  it('freckles drawn on the cheeks of a larger photo in, freckles out; the bare larger photo has none', async () => {
    const size = 1024;
    const scale = size / original.width;
    const big = await sharp(await astronautPng())
      .resize(size, size)
      .removeAlpha()
      .jpeg({ quality: 92 })
      .toBuffer();
    // Deterministic scatter over both cheeks, between the lower eyelid and the nostrils.
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const dots: string[] = [];
    for (const [from, to] of [
      [MESH.eyeLeft.bottom, 205],
      [MESH.eyeRight.bottom, 425],
    ] as const) {
      const a = marks.mesh[from] as Point;
      const b = marks.mesh[to] as Point;
      for (let k = 0; k < 16; k += 1) {
        const t = 0.25 + random() * 0.75;
        const x = (a[0] + (b[0] - a[0]) * t + (random() - 0.5) * marks.faceWidth * 0.28) * scale;
        const y = (a[1] + (b[1] - a[1]) * t + (random() - 0.5) * marks.faceWidth * 0.08) * scale;
        const r = marks.faceWidth * scale * (0.007 + random() * 0.005);
        dots.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(2)}"/>`);
      }
    }
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><g fill="#a0623f" fill-opacity="0.75">${dots.join('')}</g></svg>`;
    const freckled = await sharp(big)
      .composite([{ input: Buffer.from(svg) }])
      .jpeg({ quality: 92 })
      .toBuffer();
    if (OUT) await writeFile(join(OUT, 'freckles.jpg'), freckled);
    const bare = await measure(big);
    const spotted = await measure(freckled);
    expect(bare.measured.freckles_visible).toBe(true);
    expect(bare.features.freckles).toBe(false);
    expect(spotted.features.freckles).toBe(true);
    expect(spotted.features.skin_tone).toBe(bare.features.skin_tone);
  });
});
