import { shade, tint } from '../colour';
import type { Pt } from '../core';
import { circle, ellipse, g, line, place, rect, shape } from '../core';

// ───────────────────────────── props: the grown-ups of the adventure books ─────────────────────────────
// Grandpa, Grandma, the baker, the shoemaker, the shepherd and the neighbours: taller than the child (about
// 280 units at s = 1, feet on 0,0) and simpler, so the child stays the one the eye finds first.

export type Grownup = 'grandpa' | 'grandma' | 'baker' | 'shoemaker' | 'shepherd' | 'neighbour' | 'lady';

export interface GrownupLook {
  kind: Grownup;
  skin?: string;
  top?: string;
  bottom?: string;
  /** Arm angles like the child's: 0 hangs down, 90 sideways, 160 up. */
  arms?: readonly [number, number];
  hands?: readonly [Pt, Pt];
  mood?: 'smile' | 'cross' | 'laugh';
  /** Turned away (quarrelling): the face looks to the side. */
  gaze?: number;
  hold?: (hands: readonly [Pt, Pt]) => string;
}

const INK = '#2b1d1a';
const SHOULDER_Y = -200;

export function grownup(x: number, y: number, s: number, look: GrownupLook, flip = false): string {
  const skin = look.skin ?? '#f0c8a8';
  const kind = look.kind;
  const skirt = kind === 'grandma' || kind === 'lady';
  const top =
    look.top ??
    {
      grandpa: '#8a6a9a',
      grandma: '#c86a7a',
      baker: '#ffffff',
      shoemaker: '#6a7a4a',
      shepherd: '#8a5a3a',
      neighbour: '#4a8ac0',
      lady: '#e8a23c',
    }[kind];
  const bottom = look.bottom ?? (skirt ? shade(top, 0.2) : '#4a4a6a');
  const hair = {
    grandpa: '#e8e8ee',
    grandma: '#d8d8e0',
    baker: '#6a4a2a',
    shoemaker: '#3a2a22',
    shepherd: '#f0f0f4',
    neighbour: '#5a3318',
    lady: '#c46a2d',
  }[kind];
  const out: string[] = [ellipse(0, 0, 44, 8, '#1d1330', { opacity: 0.16 })];
  if (skirt) {
    out.push(
      shape('M-30 -150L-54 -16Q0 -4 54 -16L30 -150Z', bottom),
      ellipse(-14, -6, 15, 8, '#5a3a2a'),
      ellipse(14, -6, 15, 8, '#5a3a2a'),
    );
  } else {
    out.push(
      rect(-24, -112, 20, 108, bottom, { rx: 8 }),
      rect(4, -112, 20, 108, bottom, { rx: 8 }),
      ellipse(-16, -6, 16, 8, '#4a3426'),
      ellipse(16, -6, 16, 8, '#4a3426'),
    );
  }
  const body = 'M-30 -214Q-44 -212 -46 -196L-48 -106Q0 -96 48 -106L46 -196Q44 -212 30 -214Z';
  out.push(shape(body, top));
  out.push(shape(body, '#1d1330', { opacity: 0.1, transform: 'translate(10 0) scale(0.8 1)' }));
  if (kind === 'baker' || kind === 'shoemaker')
    out.push(
      shape('M-26 -190L26 -190L30 -100Q0 -94 -30 -100Z', kind === 'baker' ? '#f4efe6' : '#7a5034'),
      line('M-26 -190L-30 -210M26 -190L30 -210', kind === 'baker' ? '#f4efe6' : '#7a5034', 4),
    );
  if (kind === 'grandpa' || kind === 'grandma')
    out.push(
      line('M0 -212L0 -110', shade(top, 0.25), 2),
      ...[-180, -155, -130].map((yy) => circle(4, yy, 3, '#f2e2c8')),
    );
  if (kind === 'shepherd') out.push(shape('M-50 -214L50 -214L56 -150L-56 -150Z', '#6a4a2e'));
  // Arms.
  const [la, ra] = look.arms ?? [10, 10];
  const hands: Pt[] = [];
  [-1, 1].forEach((side, i) => {
    const a = ((i === 0 ? la : ra) * Math.PI) / 180;
    const sx = side * 38;
    const hand: Pt = look.hands?.[i] ?? [sx + side * 78 * Math.sin(a), SHOULDER_Y + 78 * Math.cos(a)];
    const ex = (sx + hand[0]) / 2 + side * 10;
    const ey = (SHOULDER_Y + hand[1]) / 2 + 4;
    out.push(
      line(`M${sx} ${SHOULDER_Y}Q${ex} ${ey} ${hand[0]} ${hand[1]}`, top, 18),
      circle(hand[0], hand[1], 10, skin),
    );
    hands.push(hand);
  });
  // Head.
  const gx = (look.gaze ?? 0) * 6;
  const head: string[] = [
    rect(-9, -228, 18, 16, shade(skin, 0.08)),
    circle(-31, -250, 8, skin),
    circle(31, -250, 8, skin),
    circle(0, -254, 32, skin),
  ];
  if (kind === 'grandma' || kind === 'lady')
    head.push(
      circle(0, -292, 16, hair),
      shape(
        'M-34 -250C-38 -286 -18 -292 0 -292C18 -292 38 -286 34 -250C30 -266 18 -276 0 -274C-18 -276 -30 -266 -34 -250Z',
        hair,
      ),
    );
  else if (kind === 'grandpa')
    head.push(
      ellipse(-28, -262, 10, 14, hair),
      ellipse(28, -262, 10, 14, hair),
      ellipse(0, -282, 12, 5, hair, { opacity: 0.8 }),
    );
  else if (kind === 'shepherd')
    head.push(shape('M-40 -250Q-44 -300 0 -304Q44 -300 40 -250Q30 -282 0 -282Q-30 -282 -40 -250Z', '#5a4030'));
  else
    head.push(
      shape(
        'M-33 -252C-36 -284 -18 -290 0 -290C18 -290 36 -284 33 -252C28 -268 16 -274 0 -272C-16 -274 -28 -268 -33 -252Z',
        hair,
      ),
    );
  const mood = look.mood ?? 'smile';
  for (const ex of [-11, 11]) {
    head.push(circle(ex + gx, -256, 3.6, INK));
    if (mood === 'cross')
      head.push(line(`M${ex - 7} ${-268 + (ex < 0 ? -3 : 3)}L${ex + 7} ${-268 + (ex < 0 ? 3 : -3)}`, INK, 2.6));
  }
  if (kind === 'grandpa' || kind === 'grandma' || kind === 'shoemaker')
    head.push(
      circle(-11 + gx, -256, 9, 'none', { stroke: '#6a5a4a', 'stroke-width': 2.4 }),
      circle(11 + gx, -256, 9, 'none', { stroke: '#6a5a4a', 'stroke-width': 2.4 }),
    );
  head.push(circle(-20, -242, 6, '#ff8a9a', { opacity: 0.35 }), circle(20, -242, 6, '#ff8a9a', { opacity: 0.35 }));
  head.push(ellipse(gx, -246, 5, 4, shade(skin, 0.15)));
  if (kind === 'shepherd')
    head.push(shape('M-30 -246Q-34 -200 0 -188Q34 -200 30 -246Q14 -236 0 -240Q-14 -236 -30 -246Z', '#f4f4f8'));
  if (kind === 'grandpa' || kind === 'baker')
    head.push(
      shape('M-16 -238Q0 -246 16 -238Q10 -230 0 -236Q-10 -230 -16 -238Z', kind === 'grandpa' ? hair : '#6a4a2a'),
    );
  if (mood === 'laugh') head.push(shape('M-10 -234Q0 -218 10 -234Z', '#8a2f3a'));
  else if (mood === 'cross') head.push(line('M-7 -230Q0 -235 7 -230', INK, 2.4));
  else if (kind !== 'shepherd') head.push(line('M-8 -232Q0 -226 8 -232', INK, 2.4));
  if (kind === 'baker')
    head.push(
      rect(-26, -300, 52, 24, '#ffffff', { rx: 4 }),
      circle(-18, -304, 14, '#ffffff'),
      circle(0, -310, 16, '#ffffff'),
      circle(18, -304, 14, '#ffffff'),
    );
  if (kind === 'shoemaker') head.push(shape('M-34 -272Q0 -300 34 -272L40 -268L-40 -268Z', '#4a5a3a'));
  out.push(...head);
  if (look.hold) out.push(look.hold([hands[0]!, hands[1]!]));
  return g(out, { transform: place(x, y, s, 0, flip) });
}

/** A cottage front: wall, door, lit windows, a pitched roof with optional snow and a sign hung beside the door. */
export function cottage(
  x: number,
  y: number,
  s: number,
  o: { wall: string; roof: string; snow?: boolean; lit?: boolean; sign?: 'bread' | 'boot'; open?: boolean },
): string {
  const win = o.lit ? '#ffd36b' : '#b8d4ec';
  const out = [
    rect(-80, -110, 160, 110, o.wall),
    rect(-80, -110, 160, 110, '#1d1330', { opacity: 0.06 }),
    shape('M-96 -104L0 -178L96 -104Z', o.roof, { stroke: o.roof, 'stroke-width': 10, 'stroke-linejoin': 'round' }),
    rect(-20, -64, 40, 64, o.open ? '#ffcf6b' : shade(o.wall, 0.45), { rx: 4 }),
    o.open ? shape('M-20 -64L-36 -58L-36 6L-20 0Z', shade(o.wall, 0.45)) : circle(12, -32, 3, '#f2c14e'),
    rect(-64, -84, 30, 28, win, { stroke: shade(o.wall, 0.4), 'stroke-width': 4 }),
    rect(34, -84, 30, 28, win, { stroke: shade(o.wall, 0.4), 'stroke-width': 4 }),
    line('M-49 -84L-49 -56M49 -84L49 -56', shade(o.wall, 0.4), 3),
  ];
  if (o.snow)
    out.push(
      shape('M-102 -100L0 -184L102 -100Q70 -112 0 -166Q-70 -112 -102 -100Z', '#ffffff'),
      rect(-70, -58, 42, 6, '#ffffff', { rx: 3 }),
      rect(28, -58, 42, 6, '#ffffff', { rx: 3 }),
    );
  if (o.sign) {
    out.push(
      line('M80 -96L112 -96', '#4a3a2a', 4),
      rect(92, -96, 32, 28, '#f6e4b8', { rx: 4, stroke: '#8a5a2b', 'stroke-width': 3 }),
    );
    out.push(
      o.sign === 'bread'
        ? ellipse(108, -82, 11, 7, '#d9964a')
        : shape('M100 -88L106 -88L108 -78L118 -76L118 -72L100 -72Z', '#6a4030'),
    );
  }
  return g(out, { transform: place(x, y, s) });
}

/** A warm bun with a glaze highlight (treats carried by villagers). */
export function bun(x: number, y: number, r: number): string {
  return (
    ellipse(x, y, r, r * 0.7, '#d9964a') + ellipse(x - r * 0.2, y - r * 0.25, r * 0.45, r * 0.2, tint('#d9964a', 0.5))
  );
}
