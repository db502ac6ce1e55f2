import type { IllustrationStyle } from '@shop/shared/validation';
import { hex, rgb } from './colour';
import { Art, type ArtStyle, type Attrs, type Painter, type Rng, type Stop } from './core';
import { type BookStyle, STYLES } from './styles';

// ───────────────────────────── styles: the painter every shape passes ─────────────────────────────

/*
 * A style never knows what a scene draws. It acts where every picture passes: each shape element (el), each
 * gradient (Art.linear/radial) and the finish (pictures.ts). What each style does there is its own file in
 * styles/ (kit.ts says what a style is); this file only hands every shape and gradient to the picture's style.
 */

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Something drawn has a size; outlines and shading follow it (a pebble gets a thinner line than a hill). */
function sizeOf(tag: string, a: Attrs): number {
  const n = (k: string) => Number(a[k] ?? 0);
  switch (tag) {
    case 'circle':
      return n('r');
    case 'ellipse':
      return Math.max(n('rx'), n('ry'));
    case 'rect':
      return Math.max(n('width'), n('height')) / 2;
    case 'path': {
      const nums = String(a.d ?? '').match(/-?\d*\.?\d+/g);
      if (!nums || nums.length < 4) return 0;
      let [x0, x1, y0, y1] = [
        Number.POSITIVE_INFINITY,
        Number.NEGATIVE_INFINITY,
        Number.POSITIVE_INFINITY,
        Number.NEGATIVE_INFINITY,
      ];
      // Absolute M/L/C/Q/S/T coordinates come in x,y pairs, which is what these shapes use; arcs only blur it.
      for (let i = 0; i + 1 < nums.length; i += 2) {
        const x = Number(nums[i]);
        const y = Number(nums[i + 1]);
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
      return Math.max(x1 - x0, y1 - y0) / 2;
    }
    default:
      return 0;
  }
}

const opacityOf = (a: Attrs): number =>
  Number(a.opacity ?? 1) * Number(a['fill-opacity'] ?? 1) * (a.fill === 'none' ? 0 : 1);

/** The painter of one picture in one style: the style's colour cache and the shading gradients it defined. */
class StylePainter implements Painter {
  private readonly colours = new Map<string, string>();
  private readonly shades = new Map<string, string>();
  private readonly look: BookStyle;
  constructor(
    private readonly art: Art,
    style: IllustrationStyle,
  ) {
    this.look = STYLES[style];
  }

  colour(c: string): string {
    if (!HEX.test(c)) return c;
    let out = this.colours.get(c);
    if (!out) {
      out = hex(this.look.grade(rgb(c)));
      this.colours.set(c, out);
    }
    return out;
  }

  stops(stops: readonly Stop[], kind: 'linear' | 'radial'): readonly Stop[] {
    const graded = stops.map(([o, c, a]) => [o, this.colour(c), a] as const);
    const translucent = stops.some(([, , a]) => a !== undefined && a < 0.95);
    return this.look.stops(graded, kind, translucent);
  }

  /** The style's shading for a solid colour, defined once per colour and picture. */
  private readonly shaded = (c: string): string => {
    let url = this.shades.get(c);
    if (!url) {
      url = this.look.shading(c, this.art) ?? c;
      this.shades.set(c, url);
    }
    return url;
  };

  shape(tag: string, given: Attrs, children: string | undefined): string | undefined {
    const attrs: Attrs = { ...given };
    const fill = typeof given.fill === 'string' ? given.fill : undefined;
    const stroke = typeof given.stroke === 'string' ? given.stroke : undefined;
    if (fill) attrs.fill = this.colour(fill);
    if (stroke) attrs.stroke = this.colour(stroke);
    const opacity = opacityOf(given);
    const solid = fill !== undefined && HEX.test(fill) && opacity >= 0.9;
    const gradient = fill?.startsWith('url(') ? this.art.gradients.get(fill) : undefined;
    return this.look.paint({
      art: this.art,
      tag,
      attrs,
      given,
      children,
      size: sizeOf(tag, given),
      solid,
      opaqueFill: solid || (gradient !== undefined && !gradient.translucent && opacity >= 0.9),
      isLine: fill === 'none' && stroke !== undefined && stroke !== 'none',
      width: Number(given['stroke-width'] ?? 0),
      opacity,
      shaded: this.shaded,
    });
  }
}

/** A picture's canvas in a style: 'classic' draws exactly as the storefront always has. */
export function styledArt(w: number, h: number, rng: Rng, style: ArtStyle): Art {
  const art = new Art(w, h, rng, style);
  if (style !== 'classic') art.painter = new StylePainter(art, style);
  return art;
}

/** A colour as a style paints it (for things drawn outside el, e.g. a card's background). */
export function styleColour(style: ArtStyle, c: string): string {
  return style === 'classic' || !HEX.test(c) ? c : hex(STYLES[style].grade(rgb(c)));
}
