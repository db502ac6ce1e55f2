import type { FavouriteHero } from '@shop/shared/characters';
import type { Hero } from '../child';
import { shade, tint } from '../colour';
import { type Art, blob, line, rect, shape } from '../core';
import { leaf } from '../landscape';

// ───────────────────────────── themes ─────────────────────────────

/** What a scene may need beyond the hero: custom stories draw the child's favourite hero as a companion. */
export interface SceneContext {
  /** The favourite hero as the parent typed it (custom stories only; any language). */
  favouriteHero?: string;
  /** The favourite hero understood (custom stories): what the custom plots draw (art/favourite.ts). */
  favourite?: FavouriteHero;
}

/** A scene returns its layers back to front; the renderer adds grain, vignette and (for covers) the spine. */
export type Scene = (art: Art, hero: Hero, context?: SceneContext) => readonly string[];

export interface Theme {
  hero: Hero;
  /**
   * The same hero for a child of the other gender: only what the automatic swap (heroFor) should do differently.
   * Outfit colours and props stay, so the book looks the same whoever it is made for.
   */
  otherHero?: Partial<Hero>;
  cover: Scene;
  /** Beginning, adventure, happy ending: three compositions of the same story (the storefront's sample pages). */
  pages: readonly [Scene, Scene, Scene];
  /**
   * The personalised book's pictures: one scene per spread of the story script, in order (10 for a 24-page
   * book, 14 for a 32-page one), each showing what that spread's text says. No two are alike.
   */
  spreads: readonly Scene[];
  /**
   * The clothes are part of the story (pyjamas at bedtime, the spacesuit, the wizard's robe, snow gear): the pictures
   * keep them whatever outfit the parent picked (the builder says so).
   */
  storyClothes?: boolean;
}

/** Rounded tree-tops in a row, filled down to the bottom: jungle and forest backdrops. */
export function canopy(art: Art, y: number, h: number, tone: string, count: number, fillBelow = true): string {
  const out: string[] = fillBelow ? [rect(0, y, art.w, art.h - y, tone)] : [];
  for (let i = 0; i <= count; i++) {
    const x = (i / count) * art.w + art.rng.range(-20, 20);
    // Blob bottoms reach below the fill's top edge, so no sky shows between neighbouring crowns.
    out.push(
      shape(blob(art.rng, x, y - h * art.rng.range(0.05, 0.35), h * art.rng.range(0.5, 0.75), h * 0.58, 8, 0.12), tone),
    );
  }
  return out.join('');
}

/** Vines hanging from the top edge, with small leaves along them. */
export function vines(art: Art, count: number, color: string, maxLen: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = art.rng.range(0, art.w);
    const len = art.rng.range(maxLen * 0.4, maxLen);
    const sway = art.rng.range(-30, 30);
    out.push(line(`M${x} -5Q${x + sway} ${len * 0.5} ${x + sway * 0.3} ${len}`, shade(color, 0.2), 4));
    for (let k = 1; k < 6; k++) {
      const t = k / 6;
      out.push(leaf(x + sway * t * (1.6 - t), len * t, 22, 13, k % 2 ? 130 : 230, k % 2 ? color : tint(color, 0.15)));
    }
  }
  return out.join('');
}
