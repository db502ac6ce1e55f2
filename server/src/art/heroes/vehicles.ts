import type { HeroKind } from '@shop/shared/characters';
import { shade, tint } from '../colour';
import { circle, ellipse, g, line, roundEyes, shape } from '../core';
import { sparkle } from '../landscape';
import { type HeroLook, INK } from './look';

export const VEHICLES: ReadonlySet<HeroKind> = new Set(['fire truck', 'car', 'train', 'plane']);

const wheel = (x: number, r: number): string => circle(x, -r, r, '#3a3550') + circle(x, -r, r * 0.45, '#b8c0d0');

/** A friendly vehicle with a face, wheels on (0,0), about 380 long, facing right. */
export function drawVehicle(kind: HeroKind, l: HeroLook): string {
  const out: string[] = [];
  if (kind === 'fire truck') {
    const body = l.part('body', '#e2453c');
    out.push(shape('M-190 -40 h300 v-90 h-300 Z', body), shape('M110 -40 h80 v-60 l-30 -50 h-50 Z', body));
    out.push(
      shape('M120 -136 h34 l22 40 h-56 Z', '#8fd0f4'),
      line('M-170 -150 L90 -150 M-170 -136 L90 -136', '#dfe4ee', 6),
    );
    for (let x = -160; x <= 80; x += 30) out.push(line(`M${x} -150 L${x} -136`, '#dfe4ee', 5));
    out.push(line('M-190 -70 h300', '#f4f2fa', 8), circle(130, -160, 9, '#3f6fd1'));
    out.push(
      g(roundEyes(11, -110, 6, [2, 0], INK), { transform: 'translate(150 0)' }),
      line('M176 -62 q8 6 12 0', INK, 3),
    );
    out.push(wheel(-140, 26), wheel(-70, 26), wheel(140, 26));
  } else if (kind === 'car') {
    const body = l.part('body', '#3f6fd1');
    out.push(shape('M-180 -30 Q-190 -90 -120 -96 L-70 -150 H60 L110 -96 Q180 -90 180 -30 Z', body));
    out.push(shape('M-60 -140 H-10 V-100 H-100 Z M10 -140 H52 L90 -100 H10 Z', '#8fd0f4'));
    out.push(
      g(roundEyes(12, -70, 7, [2, 0], INK), { transform: 'translate(110 0)' }),
      ellipse(165, -66, 10, 8, '#f6e38a'),
      line('M140 -42 q12 8 24 0', INK, 3),
    );
    out.push(wheel(-110, 32), wheel(110, 32));
  } else if (kind === 'train') {
    // A little locomotive facing right: cab at the back, boiler in front with the chimney, a smiling smokebox.
    const body = l.part('body', '#e2453c');
    out.push(shape('M-180 -40 h130 v-130 h-130 Z', shade(body, 0.1)), shape('M-196 -186 h162 v18 h-162 Z', '#3a3550'));
    out.push(shape('M-160 -156 h90 v50 h-90 Z', '#8fd0f4'));
    out.push(shape('M-50 -40 h200 v-90 h-200 Z', body), line('M-10 -130 v90 M50 -130 v90', '#e8b83a', 5));
    out.push(
      shape('M80 -130 h36 l-6 -50 h-24 Z', '#3a3550'),
      ellipse(100, -204, 24, 14, '#f4f2fa', { 'fill-opacity': 0.8 }),
      circle(70, -228, 12, '#f4f2fa', { 'fill-opacity': 0.7 }),
    );
    out.push(ellipse(158, -85, 18, 45, shade(body, 0.25)), shape('M160 -40 l36 0 l-36 -34 Z', '#3a3550'));
    out.push(
      g(roundEyes(7, -96, 5, [2, 0], INK), { transform: 'translate(160 0)' }),
      line('M152 -70 q8 6 14 0', INK, 2.5),
    );
    out.push(wheel(-140, 34), wheel(-80, 34), wheel(0, 40), wheel(100, 40));
  } else {
    const body = l.part('body', '#f4f2fa');
    const wings = l.part('wings', '#e2453c');
    out.push(shape('M-170 -120 L-200 -190 L-150 -190 L-120 -130 Z', wings));
    out.push(
      shape(
        'M-180 -130 Q-190 -80 -140 -80 H140 Q200 -90 200 -120 Q190 -160 130 -160 H-140 Q-180 -160 -180 -130 Z',
        body,
      ),
    );
    out.push(
      shape('M-40 -120 L40 -120 L-20 -30 L-60 -30 Z', wings),
      shape('M-20 -140 L30 -140 L-10 -200 L-40 -200 Z', shade(wings, 0.2)),
    );
    for (const x of [-100, -70, 60, 90]) out.push(circle(x, -132, 10, '#8fd0f4'));
    out.push(shape('M150 -150 Q190 -150 196 -126 H150 Z', '#8fd0f4'), line('M200 -140 v-30 M200 -110 v30', INK, 4));
    out.push(line('M-100 -80 v40 M100 -80 v40', '#3a3550', 5), wheel(-100, 14), wheel(100, 14));
  }
  if (l.has('crown')) out.push(shape('M0 -160 l-4 -24 l12 12 l8 -18 l8 18 l12 -12 l-4 24 Z', '#e8b83a'));
  const bounce = l.pose === 'cheer' || l.pose === 'wave' ? -12 : l.pose === 'fly' && kind === 'plane' ? -120 : 0;
  if (l.pose === 'cheer') out.push(sparkle(-150, -200, 10, '#f6c93c'), sparkle(160, -220, 8, '#ffffff'));
  void tint;
  return g(out, { transform: `translate(0 ${bounce})` });
}
