import type { HeroKind } from '@shop/shared/characters';
import { shade, tint } from '../colour';
import { circle, ellipse, g, line, roundEyes, shape } from '../core';
import { sparkle } from '../landscape';
import { type HeroLook, INK } from './look';

/** A four-legged animal (cat, dog, bear, horse, unicorn) or a standing creature (rabbit, dinosaur, dragon, robot, friend). */
export function drawBeast(kind: HeroKind, l: HeroLook): string {
  const usual: Partial<Record<HeroKind, string>> = {
    cat: '#f28c38',
    dog: '#c8925a',
    bear: '#9a6a44',
    horse: '#b07a4a',
    unicorn: '#f4f2fa',
    rabbit: '#e8e0da',
    dinosaur: '#4caf5a',
    dragon: '#3fa58a',
    robot: '#b8c0d0',
    friend: '#8a7ad0',
  };
  const body = l.part('body', usual[kind] ?? '#8a7ad0');
  const out: string[] = [];
  const fourLegs = ['horse', 'unicorn', 'cat', 'dog', 'bear'].includes(kind);
  const lying = fourLegs && (l.pose === 'sit' || l.pose === 'sleep');
  if (kind === 'horse' || kind === 'unicorn') {
    const mane = l.part('hair', kind === 'unicorn' ? '#f27aa8' : '#5a3a2a');
    const tail = l.part('tail', mane);
    out.push(shape('M-70 -110 Q-100 -90 -92 -40 Q-80 -70 -64 -96 Z', tail));
    // Lying down (sit, sleep) the legs fold under the body; the whole animal is lowered below.
    for (const x of lying ? [] : [-52, -34, 34, 50])
      out.push(line(`M${x} -80 L${x} -6`, shade(body, x < 0 ? 0.08 : 0), 15), ellipse(x, -4, 9, 5, '#5a4a44'));
    out.push(ellipse(0, -100, 72, 34, body));
    out.push(
      shape('M40 -118 L66 -176 L96 -164 L70 -104 Z', body),
      ellipse(90, -170, 26, 17, body, { transform: 'rotate(25 90 -170)' }),
    );
    out.push(shape('M66 -180 l-4 -18 l12 12 Z', body), shape('M44 -120 Q52 -176 72 -190 Q74 -160 62 -118 Z', mane));
    out.push(circle(84, -178, 4.5, INK), circle(106, -160, 2.5, shade(body, 0.4)));
    if (kind === 'unicorn')
      out.push(shape('M76 -190 L94 -236 L88 -186 Z', '#e8b83a'), line('M80 -198 l10 -4 M82 -210 l9 -4', '#c89420', 2));
  } else if (kind === 'cat' || kind === 'dog' || kind === 'bear') {
    const tail = l.part('tail', body);
    if (kind === 'cat') out.push(line('M-50 -60 Q-90 -70 -80 -130', tail, 12));
    if (kind === 'dog') out.push(line('M-50 -66 Q-76 -86 -70 -110', tail, 10));
    const legW = kind === 'bear' ? 24 : 15;
    for (const x of lying ? [] : [-36, -20, 22, 38])
      out.push(line(`M${x} -50 L${x} -6`, shade(body, x === -20 || x === 22 ? 0.1 : 0), legW));
    out.push(ellipse(0, -58, kind === 'bear' ? 58 : 52, kind === 'bear' ? 34 : 26, body));
    const hx = 46;
    const hy = -104;
    const hr = kind === 'bear' ? 36 : 32;
    if (kind === 'cat')
      out.push(
        shape(
          `M${hx - 28} ${hy - 14} L${hx - 24} ${hy - 48} L${hx - 4} ${hy - 28} Z M${hx + 28} ${hy - 14} L${hx + 24} ${hy - 48} L${hx + 4} ${hy - 28} Z`,
          body,
        ),
      );
    if (kind === 'bear') out.push(circle(hx - 26, hy - 28, 12, body), circle(hx + 26, hy - 28, 12, body));
    out.push(circle(hx, hy, hr, body));
    if (kind === 'dog')
      out.push(
        ellipse(hx - 30, hy + 2, 10, 24, shade(body, 0.25), { transform: `rotate(15 ${hx - 30} ${hy})` }),
        ellipse(hx + 30, hy + 2, 10, 24, shade(body, 0.25), { transform: `rotate(-15 ${hx + 30} ${hy})` }),
      );
    out.push(
      ellipse(hx, hy + 14, 16, 11, tint(body, 0.5)),
      ellipse(hx, hy + 8, 6, 4, INK),
      g(roundEyes(13, hy - 6, 6, [1, 0], INK), { transform: `translate(${hx} 0)` }),
    );
    if (kind === 'cat')
      out.push(
        line(
          `M${hx + 10} ${hy + 12} l26 -4 M${hx + 10} ${hy + 16} l26 4 M${hx - 10} ${hy + 12} l-26 -4 M${hx - 10} ${hy + 16} l-26 4`,
          INK,
          1.5,
        ),
      );
  } else {
    // creatures that stand on two feet
    const belly = kind === 'robot' ? '#8fd0f4' : tint(body, 0.45);
    const tail = l.part('tail', body);
    if (kind === 'dragon') {
      const wings = l.part('wings', shade(body, 0.15));
      out.push(
        shape('M-20 -120 Q-90 -190 -110 -120 Q-80 -130 -70 -100 Q-50 -110 -20 -90 Z', wings),
        shape('M20 -120 Q90 -190 110 -120 Q80 -130 70 -100 Q50 -110 20 -90 Z', wings),
      );
    }
    if (kind === 'dinosaur' || kind === 'dragon')
      out.push(shape('M-30 -50 Q-100 -40 -110 -10 Q-60 -24 -20 -20 Z', tail));
    if (kind === 'rabbit') out.push(circle(-40, -50, 14, '#ffffff'));
    const legC = kind === 'robot' ? shade(body, 0.2) : body;
    out.push(
      line('M-20 -50 L-22 -8', legC, kind === 'robot' ? 16 : 22),
      line('M20 -50 L22 -8', legC, kind === 'robot' ? 16 : 22),
    );
    out.push(ellipse(-24, -5, 16, 8, shade(body, 0.2)), ellipse(24, -5, 16, 8, shade(body, 0.2)));
    if (kind === 'robot') {
      out.push(
        shape('M-38 -124 h76 v76 h-76 Z', body, { rx: 10 }),
        shape('M-20 -108 h40 v30 h-40 Z', belly),
        circle(-8, -93, 5, '#e2453c'),
        circle(8, -93, 5, '#f6c93c'),
      );
      out.push(line('M-38 -110 L-56 -70', shade(body, 0.1), 12), line('M38 -110 L56 -70', shade(body, 0.1), 12));
      out.push(
        shape('M-34 -190 h68 v58 h-68 Z', body),
        roundEyes(14, -164, 9, [1, 0], INK),
        line('M-12 -146 h24', INK, 3),
        line('M0 -190 v-16', INK, 3),
        circle(0, -210, 6, '#e2453c'),
      );
    } else {
      const fat = kind === 'rabbit' ? 34 : 40;
      out.push(ellipse(0, -88, fat, 48, body), ellipse(0, -80, fat - 14, 34, belly));
      out.push(
        line(`M${-fat + 4} -108 L${-fat - 14} -78`, body, 13),
        line(`M${fat - 4} -108 L${fat + 14} -78`, body, 13),
      );
      if (kind === 'rabbit')
        out.push(
          ellipse(-14, -196, 10, 34, body),
          ellipse(14, -196, 10, 34, body),
          ellipse(14, -196, 5, 26, '#f6b0c8'),
        );
      if (kind === 'dinosaur' || kind === 'dragon') {
        const spikes = l.part('armour', kind === 'dragon' ? '#f6c93c' : '#f28c38');
        out.push(
          shape(
            'M-36 -120 l-14 -6 l6 14 Z M-42 -96 l-16 -2 l10 12 Z M-40 -70 l-16 2 l12 10 Z M-12 -176 l-4 -16 l12 10 Z',
            spikes,
          ),
        );
        out.push(ellipse(16, -150, 38, 28, body), ellipse(34, -140, 22, 14, tint(body, 0.3)));
        if (kind === 'dragon') out.push(shape('M-4 -172 l-8 -22 l16 14 Z M14 -174 l4 -22 l8 18 Z', '#f6c93c'));
        out.push(
          g(roundEyes(12, -158, 7, [2, 0], INK), { transform: 'translate(14 0)' }),
          line('M26 -136 Q38 -130 50 -138', INK, 2.5),
        );
      } else {
        out.push(circle(0, -150, 32, body));
        if (kind === 'friend') out.push(circle(-26, -176, 10, body), circle(26, -176, 10, body));
        out.push(
          roundEyes(12, -154, 7, [1, 0], INK),
          ellipse(0, -140, 5, 3.5, INK),
          line('M-8 -132 Q0 -126 8 -132', INK, 2.5),
        );
      }
    }
  }
  if (l.has('crown')) out.push(shape('M-12 -190 l-2 -16 l8 8 l6 -14 l6 14 l8 -8 l-2 16 Z', '#e8b83a'));
  if (l.has('bow')) out.push(shape('M0 -70 l-14 -8 v16 Z M0 -70 l14 -8 v16 Z', '#e2453c'));
  if (l.pose === 'cheer') out.push(sparkle(-40, -200, 8, '#f6c93c'), sparkle(60, -210, 7, '#ffffff'));
  const lift = lying
    ? kind === 'horse' || kind === 'unicorn'
      ? 66
      : 30
    : l.pose === 'fly' || l.pose === 'cheer'
      ? -18
      : 0;
  return g(out, { transform: `translate(0 ${lift})` });
}
