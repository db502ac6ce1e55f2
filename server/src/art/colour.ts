/**
 * The art's colour conversions, all on culori (one library instead of three hand-written copies). The scenes
 * speak #rrggbb; the styles' grades are written on 0-255 channels, the scale their offsets (+6, +12) are in.
 */
import { convertHslToRgb, convertRgbToHsl, formatHex, lerp, parseHex } from 'culori/fn';

/** Red, green and blue on 0-255; a grade may overshoot, hex() clamps. */
export type Rgb = readonly [r: number, g: number, b: number];
/** Hue in degrees, saturation and lightness 0-1, as culori's HSL. */
export type Hsl = readonly [h: number, s: number, l: number];

function parsed(colour: string) {
  const c = parseHex(colour);
  if (!c) throw new TypeError(`Not a #rrggbb colour: ${colour}`);
  return c;
}

export function rgb(colour: string): Rgb {
  const { r, g, b } = parsed(colour);
  return [r * 255, g * 255, b * 255];
}

export function hex([r, g, b]: Rgb): string {
  return formatHex({ mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 });
}

export function toHsl([r, g, b]: Rgb): Hsl {
  // A grey has no hue in culori; 0 keeps it grey whatever the saturation becomes.
  const { h = 0, s, l } = convertRgbToHsl({ r: r / 255, g: g / 255, b: b / 255 });
  return [h, s, l];
}

export function fromHsl([h, s, l]: Hsl): Rgb {
  const { r, g, b } = convertHslToRgb({ h, s, l });
  return [r * 255, g * 255, b * 255];
}

/** Linear mix of two #rrggbb colours in sRGB; used for atmospheric perspective and shading. */
export function mix(a: string, b: string, t: number): string {
  const ca = parsed(a);
  const cb = parsed(b);
  return formatHex({ mode: 'rgb', r: lerp(ca.r, cb.r, t), g: lerp(ca.g, cb.g, t), b: lerp(ca.b, cb.b, t) });
}

/** Towards the night violet the scenes shade with (not black, which greys a picture out). */
export const shade = (c: string, t: number): string => mix(c, '#1d1330', t);
export const tint = (c: string, t: number): string => mix(c, '#ffffff', t);
