/** Colour arithmetic the styles share: grades, shading ramps, pooled pigment, flat bands. */
import { type Stop, hexToRgb } from '../core';

export type Rgb = readonly [number, number, number];

export function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

export function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

export function hslToRgb([h, s, l]: readonly [number, number, number]): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const f = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [f(h + 1 / 3) * 255, f(h) * 255, f(h - 1 / 3) * 255];
}

export const clamp01 = (v: number) => Math.max(0, Math.min(1, v));
export const round1 = (v: number) => Math.round(v * 10) / 10;

function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function mixHex(a: string, b: string, t: number): string {
  return toHex(mixRgb(hexToRgb(a), hexToRgb(b), t));
}

/** Cel ink: the dark line of the cartoon styles. */
export const INK = '#1b1626';

/**
 * The deeper colour a wash's pigment dries to where it pools: darker, and a little more chroma than the wash
 * (measured as chroma, not HSL saturation, so a near-white pools to a soft grey-beige rather than to tan).
 */
export function pigment(c: string): string {
  const [h, s, l] = rgbToHsl(hexToRgb(c));
  const chroma = Math.min(1, s * (1 - Math.abs(2 * l - 1)) * 1.3 + 0.06);
  const l2 = l * 0.6;
  return toHex(hslToRgb([h, clamp01(chroma / Math.max(0.05, 1 - Math.abs(2 * l2 - 1))), l2]));
}

/** Cuts a gradient into `n` flat bands of the colour at each band's middle. */
export function bands(stops: readonly Stop[], n: number): readonly Stop[] {
  const at = (t: number): [string, number | undefined] => {
    let i = 0;
    while (i < stops.length - 1 && stops[i + 1]![0] < t) i++;
    const s0 = stops[i]!;
    const s1 = stops[Math.min(stops.length - 1, i + 1)]!;
    const k = s1[0] === s0[0] ? 0 : clamp01((t - s0[0]) / (s1[0] - s0[0]));
    const a0 = s0[2] ?? 1;
    const a1 = s1[2] ?? 1;
    return [mixHex(s0[1], s1[1], k), s0[2] === undefined && s1[2] === undefined ? undefined : a0 + (a1 - a0) * k];
  };
  const out: Stop[] = [];
  for (let i = 0; i < n; i++) {
    const [c, a] = at((i + 0.5) / n);
    out.push([i / n, c, a], [(i + 1) / n, c, a]);
  }
  return out;
}
