/** What the styles share beyond colour conversion (../colour): cel ink, pooled pigment, flat bands. */
import { fromHsl, hex, mix, rgb, toHsl } from '../colour';
import type { Stop } from '../core';

export const clamp01 = (v: number) => Math.max(0, Math.min(1, v));
export const round1 = (v: number) => Math.round(v * 10) / 10;

/** Cel ink: the dark line of the cartoon styles. */
export const INK = '#1b1626';

/**
 * The deeper colour a wash's pigment dries to where it pools: darker, and a little more chroma than the wash
 * (measured as chroma, not HSL saturation, so a near-white pools to a soft grey-beige rather than to tan).
 */
export function pigment(c: string): string {
  const [h, s, l] = toHsl(rgb(c));
  const chroma = Math.min(1, s * (1 - Math.abs(2 * l - 1)) * 1.3 + 0.06);
  const l2 = l * 0.6;
  return hex(fromHsl([h, clamp01(chroma / Math.max(0.05, 1 - Math.abs(2 * l2 - 1))), l2]));
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
    return [mix(s0[1], s1[1], k), s0[2] === undefined && s1[2] === undefined ? undefined : a0 + (a1 - a0) * k];
  };
  const out: Stop[] = [];
  for (let i = 0; i < n; i++) {
    const [c, a] = at((i + 0.5) / n);
    out.push([i / n, c, a], [(i + 1) / n, c, a]);
  }
  return out;
}
