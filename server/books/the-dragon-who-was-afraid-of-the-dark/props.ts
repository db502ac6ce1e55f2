// The drawing helpers of this book's scenes (scenes.json names them; shared props come from server/src/art).
import { child, type Pose } from '../../src/art/child';
import { shade, tint } from '../../src/art/colour';
import { type Art, blob, circle, ellipse, g, line, rect, shape } from '../../src/art/core';
import { glow } from '../../src/art/finish';
import {
  bareTree,
  fern,
  fireflies,
  flowerMeadow,
  grassField,
  hill,
  hills,
  leaf,
  leafFan,
  moon,
  pineTree,
  ridge,
  ridgeY,
  sky,
  sparkle,
  starField,
  sun,
} from '../../src/art/landscape';
import { cabin } from '../../src/art/props/adventure';
import { forestRow } from '../../src/art/props/bedtime';
import {
  constellation,
  dizzyStars,
  ember,
  fireflyFriend,
  foldedFlower,
  gust,
  hedgehog,
  moonFace,
  sleepingRabbit,
  torch,
  wiseOwl,
} from '../../src/art/props/c3-night-friends';
import { bunting, cave, dragon, lantern } from '../../src/art/props/fantasy';

// One picture per spread of "The Dragon Who Was Afraid of the Dark", in the story's order.
// Ember's colours repeat the theme's (dragon-dark.ts) rather than importing them, so the two modules stay acyclic.
export const GRANITE = '#8d93a6';
export const AMBER = '#e59a5c';
export const PLUM = '#9a7ad0';

/** The child holding the lantern in the right hand (the pose most of the night walk uses). */
export const withLantern = (art: Art, pose: Pose, s = 0.9): Pose => ({
  arms: [20, 105],
  ...pose,
  hold: ([, r]) => lantern(art, r[0] + 6, r[1] - 6, s),
});

/** A bramble bush: a dark green mound with blackberries and a few lighter leaves. */
export function bramble(art: Art, x: number, y: number, w: number, tone: string): string {
  const out = [shape(blob(art.rng, x, y - w * 0.3, w * 0.5, w * 0.32, 9, 0.2), tone)];
  out.push(shape(blob(art.rng, x - w * 0.1, y - w * 0.42, w * 0.3, w * 0.16, 7, 0.2), tint(tone, 0.12)));
  for (let i = 0; i < 7; i++)
    out.push(circle(x + art.rng.range(-0.35, 0.35) * w, y - art.rng.range(0.1, 0.5) * w, w * 0.045, '#5a2a6a'));
  return out.join('');
}

/** Bramble Hill with the cave at the top, lights glowing in its mouth. */
export function brambleHill(art: Art, peakX: number, peakY: number, tone: string, lights: number): string {
  const out = [
    shape(
      `M${peakX - 520} ${art.h + 10}Q${peakX - 260} ${peakY + 60} ${peakX - 60} ${peakY}Q${peakX} ${peakY - 14} ${
        peakX + 60
      } ${peakY}Q${peakX + 260} ${peakY + 60} ${peakX + 520} ${art.h + 10}Z`,
      art.linear([
        [0, tint(tone, 0.1)],
        [1, shade(tone, 0.25)],
      ]),
    ),
    line(
      `M${peakX - 300} ${art.h}Q${peakX - 120} ${art.h - 60} ${peakX - 200} ${peakY + 260}Q${peakX - 260} ${peakY + 190} ${
        peakX - 60
      } ${peakY + 150}Q${peakX + 60} ${peakY + 120} ${peakX} ${peakY + 60}`,
      tint(tone, 0.25),
      10,
      { opacity: 0.55, 'stroke-dasharray': '18 10' },
    ),
    cave(art, peakX, peakY + 56, 80, shade(tone, 0.1)),
  ];
  for (let i = 0; i < lights; i++) {
    const a = Math.PI * (0.12 + (0.76 * i) / (lights - 1));
    const lx = peakX - Math.cos(a) * 26;
    const ly = peakY + 50 - Math.sin(a) * 34;
    out.push(glow(art, lx, ly, 20, '#ffb347', 0.6), circle(lx, ly, 2.6, '#fff1a8'));
  }
  return out.join('');
}

/** A cave seen from inside: rock all round, an arched mouth at `mouth` showing the evening outside. */
export function caveInside(art: Art, outside: string, mx: number, mw: number, mTop: number, rock: string): string {
  const arch = `M${mx - mw / 2} ${art.h}L${mx - mw / 2} ${mTop + mw * 0.5}Q${mx - mw / 2} ${mTop} ${mx} ${mTop}Q${
    mx + mw / 2
  } ${mTop} ${mx + mw / 2} ${mTop + mw * 0.5}L${mx + mw / 2} ${art.h}Z`;
  const walls = `M-10 -10L${art.w + 10} -10L${art.w + 10} ${art.h + 10}L-10 ${art.h + 10}Z${arch}`;
  const out = [
    outside,
    shape(
      walls,
      art.radial(
        [
          [0, tint(rock, 0.12)],
          [0.7, rock],
          [1, shade(rock, 0.35)],
        ],
        0.55,
        0.55,
        0.75,
      ),
      { 'fill-rule': 'evenodd' },
    ),
  ];
  // Rock bulges give the walls some relief.
  for (let i = 0; i < 14; i++) {
    const x = art.rng.range(0, art.w);
    const y = art.rng.range(0, art.h * 0.8);
    if (Math.abs(x - mx) < mw * 0.7 && y > mTop - 20) continue;
    out.push(
      shape(blob(art.rng, x, y, art.rng.range(30, 70), art.rng.range(18, 40)), shade(rock, 0.12), { opacity: 0.6 }),
    );
  }
  out.push(
    shape(
      `M-10 ${art.h - 80}Q${art.w * 0.5} ${art.h - 120} ${art.w + 10} ${art.h - 90}L${art.w + 10} ${art.h + 10}L-10 ${art.h + 10}Z`,
      shade(rock, 0.05),
    ),
  );
  return out.join('');
}

// The dragon who was afraid of the dark — deep blue night, a green dragon, warm lantern gold.
export const DRAGON_GREEN = '#6cc08a';
export const DRAGON_BELLY = '#f6e3a1';

// Shared props the scenes use by name.
export {
  bareTree,
  bunting,
  cabin,
  cave,
  child,
  constellation,
  dizzyStars,
  dragon,
  ellipse,
  ember,
  fern,
  fireflies,
  fireflyFriend,
  flowerMeadow,
  foldedFlower,
  forestRow,
  g,
  glow,
  grassField,
  gust,
  hedgehog,
  hill,
  hills,
  lantern,
  leaf,
  leafFan,
  line,
  moon,
  moonFace,
  pineTree,
  rect,
  ridge,
  ridgeY,
  shape,
  sky,
  sleepingRabbit,
  sparkle,
  starField,
  sun,
  torch,
  wiseOwl,
};
