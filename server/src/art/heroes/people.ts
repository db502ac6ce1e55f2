import type { HeroKind } from '@shop/shared/characters';
import { shade, tint } from '../colour';
import { circle, ellipse, g, line, roundEyes, shape } from '../core';
import { sparkle, star5 } from '../landscape';
import { type HeroLook, INK, SKIN } from './look';

/** Kinds drawn as a person: a head, a body in its costume, arms and (except the mermaid) legs. */
export const PEOPLE: ReadonlySet<HeroKind> = new Set([
  'superhero',
  'princess',
  'prince',
  'knight',
  'wizard',
  'fairy',
  'mermaid',
  'pirate',
  'astronaut',
]);

interface Costume {
  top: string;
  legs: string;
  shoes: string;
  hair: string;
  /** A long skirt or robe to the ankles instead of trousers. */
  gown?: string;
}

function costume(kind: HeroKind, l: HeroLook): Costume {
  const hair = l.part('hair', kind === 'wizard' ? '#eeeeee' : '#6b4226');
  switch (kind) {
    case 'superhero': {
      const suit = l.part('suit', '#3f6fd1');
      return { top: suit, legs: suit, shoes: l.part('cape', '#e2453c'), hair };
    }
    case 'princess': {
      const dress = l.part('dress', '#f27aa8');
      return { top: dress, legs: dress, shoes: tint(dress, 0.3), hair: l.part('hair', '#f0c75e'), gown: dress };
    }
    case 'prince':
      return { top: l.part('suit', '#3f6fd1'), legs: '#f4f2fa', shoes: '#5a3a2a', hair };
    case 'knight': {
      const armour = l.part('armour', '#b8c0d0');
      return { top: armour, legs: armour, shoes: shade(armour, 0.3), hair };
    }
    case 'wizard': {
      const robe = l.part('suit', l.part('dress', '#8a5ad0'));
      return { top: robe, legs: robe, shoes: '#5a3a2a', hair, gown: robe };
    }
    case 'fairy': {
      const dress = l.part('dress', '#7fd3a0');
      return { top: dress, legs: SKIN, shoes: shade(dress, 0.2), hair: l.part('hair', '#e89a4a') };
    }
    case 'mermaid':
      return {
        top: l.part('suit', '#8a5ad0'),
        legs: l.part('tail', '#2fb3a5'),
        shoes: '',
        hair: l.part('hair', '#e2453c'),
      };
    case 'pirate':
      return { top: l.part('suit', '#f4f2fa'), legs: '#3f5ea8', shoes: '#3a2a22', hair };
    default: {
      const suit = l.part('suit', '#f4f2fa');
      return { top: suit, legs: suit, shoes: '#9aa0b0', hair };
    }
  }
}

/** A person-kind hero standing on (0,0), about 190 tall, facing right. */
export function drawPerson(kind: HeroKind, l: HeroLook): string {
  const c = costume(kind, l);
  const girl = l.girl || kind === 'princess' || kind === 'fairy' || kind === 'mermaid';
  const pose = l.pose;
  const out: string[] = [];
  const headY = -148;
  const hipY = -72;
  // back layer: cape, wings, long hair behind the shoulders
  if (kind === 'superhero' || l.hero.colours.cape) {
    const cape = l.part('cape', '#e2453c');
    const sway = pose === 'walk' || pose === 'fly' ? 18 : 0;
    out.push(shape(`M-22 -118 Q-44 -60 ${-50 - sway} -22 Q-16 -12 ${20 - sway / 2} -20 Q34 -70 22 -118 Z`, cape));
  }
  if (kind === 'fairy') {
    const wings = l.part('wings', '#bfe6ff');
    out.push(
      ellipse(-34, -128, 30, 18, wings, { 'fill-opacity': 0.8, transform: 'rotate(-35 -34 -128)' }),
      ellipse(-30, -98, 22, 13, wings, { 'fill-opacity': 0.8, transform: 'rotate(25 -30 -98)' }),
      ellipse(30, -128, 30, 18, wings, { 'fill-opacity': 0.8, transform: 'rotate(35 30 -128)' }),
    );
  }
  if (girl && !l.has('helmet') && kind !== 'astronaut') {
    // long hair falling behind the back, to the shoulder blades
    out.push(shape(`M-30 ${headY - 6} Q-40 -100 -28 -92 L28 -92 Q40 -100 30 ${headY - 6} Z`, c.hair));
  }
  // legs or tail
  if (kind === 'mermaid') {
    const swim = pose === 'walk' || pose === 'fly' ? 10 : 0;
    out.push(
      shape(
        `M-22 ${hipY - 4} Q-24 -30 ${-4 + swim} -14 Q${4 + swim} -8 ${6 + swim} -14 Q24 -40 22 ${hipY - 4} Z`,
        c.legs,
      ),
      shape(
        `M${swim} -16 Q${-26 + swim} -2 ${-30 + swim} 4 Q${-8 + swim} 2 ${swim} -8 Q${8 + swim} 2 ${30 + swim} 4 Q${26 + swim} -2 ${swim} -16 Z`,
        shade(c.legs, 0.1),
      ),
      line(`M-10 ${hipY + 14} q10 6 20 0 M-8 ${hipY + 30} q8 6 16 0`, shade(c.legs, 0.25), 2),
    );
  } else if (c.gown) {
    out.push(
      ellipse(-12, -3, 11, 6, c.shoes),
      ellipse(12, -3, 11, 6, c.shoes),
      shape(`M-20 ${hipY - 30} L20 ${hipY - 30} L40 -6 Q0 2 -40 -6 Z`, c.gown),
    );
  } else {
    const step = pose === 'walk' ? 14 : 0;
    if (pose === 'sit')
      // Thighs forward, shins down: the figure sits on a low seat or the ground (lowered below).
      out.push(
        line(`M-8 ${hipY} L22 ${hipY + 8} L24 -30`, shade(c.legs, 0.1), 17),
        line(`M8 ${hipY} L36 ${hipY + 8} L38 -30`, c.legs, 17),
        ellipse(30, -24, 13, 7, c.shoes),
        ellipse(44, -24, 13, 7, c.shoes),
      );
    else
      out.push(
        line(`M-10 ${hipY} L${-10 - step} -8`, c.legs, 17),
        line(`M10 ${hipY} L${10 + step} -8`, c.legs, 17),
        ellipse(-12 - step, -4, 13, 7, c.shoes),
        ellipse(14 + step, -4, 13, 7, c.shoes),
      );
    if (kind === 'fairy')
      out.push(shape(`M-24 ${hipY - 28} L24 ${hipY - 28} L34 ${hipY + 10} Q0 ${hipY + 18} -34 ${hipY + 10} Z`, c.top));
  }
  // torso: a girl's is narrower at the waist
  const w = girl ? 18 : 23;
  out.push(shape(`M${-w - 2} -118 Q${-w - 6} -120 ${-w} ${hipY} L${w} ${hipY} Q${w + 6} -120 ${w + 2} -118 Z`, c.top));
  if (kind === 'superhero') {
    out.push(star5(0, -100, 9, l.part('cape', '#f6c93c')));
    out.push(shape(`M${-w} ${hipY - 8} L${w} ${hipY - 8} L${w} ${hipY} L${-w} ${hipY} Z`, shade(c.top, 0.25)));
  }
  if (kind === 'knight') out.push(shape('M-14 -112 L14 -112 L10 -84 L0 -76 L-10 -84 Z', l.part('cape', '#e2453c')));
  if (kind === 'prince' || kind === 'pirate') {
    out.push(line(`M${-w} -80 L${w} -80`, kind === 'pirate' ? '#e2453c' : '#e8b83a', 6));
  }
  if (kind === 'pirate') out.push(shape('M-6 -118 L6 -118 L0 -96 Z', '#3f5ea8'));
  if (kind === 'astronaut') {
    out.push(shape('M-12 -106 h24 v16 h-24 Z', '#3f6fd1'), circle(-5, -98, 3, '#e2453c'), circle(5, -98, 3, '#f6c93c'));
  }
  if (kind === 'mermaid')
    out.push(shape(`M-18 -112 Q-9 -100 0 -110 Q9 -100 18 -112 L18 -100 L-18 -100 Z`, l.part('suit', '#8a5ad0')));
  // arms
  const arm = kind === 'fairy' || kind === 'mermaid' ? SKIN : c.top;
  const [la, ra] = arms(pose);
  out.push(line(`M${-w + 2} -112 ${la}`, arm, 12), line(`M${w - 2} -112 ${ra}`, arm, 12));
  const hand = (path: string): [number, number] => {
    const nums = path.match(/-?\d+/g)?.map(Number) ?? [0, 0];
    return [nums[nums.length - 2] ?? 0, nums[nums.length - 1] ?? 0];
  };
  const lHand = hand(la);
  const rHand = hand(ra);
  out.push(circle(lHand[0], lHand[1], 7, SKIN), circle(rHand[0], rHand[1], 7, SKIN));
  // held things
  if (l.has('wand') || kind === 'fairy') {
    out.push(line(`M${rHand[0]} ${rHand[1]} l14 -26`, '#8a5a3a', 3), star5(rHand[0] + 15, rHand[1] - 28, 8, '#f6c93c'));
  }
  if (kind === 'wizard' && !l.has('wand'))
    out.push(
      line(`M${rHand[0]} ${rHand[1] + 40} L${rHand[0]} ${rHand[1] - 50}`, '#8a5a3a', 5),
      circle(rHand[0], rHand[1] - 54, 7, '#8fd0f4'),
    );
  if (l.has('sword') || kind === 'knight') {
    out.push(
      line(`M${rHand[0]} ${rHand[1]} l18 -44`, '#dfe4ee', 6),
      line(`M${rHand[0] - 8} ${rHand[1] + 3} l16 6`, '#8a5a3a', 5),
    );
  }
  if (l.has('shield') || kind === 'knight') {
    const sh = l.part('cape', '#e2453c');
    out.push(
      shape(
        `M${lHand[0] - 18} ${lHand[1] - 22} h36 v16 Q${lHand[0] + 18} ${lHand[1] + 18} ${lHand[0]} ${lHand[1] + 26} Q${lHand[0] - 18} ${lHand[1] + 18} ${lHand[0] - 18} ${lHand[1] - 6} Z`,
        sh,
      ),
      star5(lHand[0], lHand[1] - 2, 8, '#f6c93c'),
    );
  }
  // head
  out.push(line('M0 -124 L0 -114', SKIN, 12), circle(0, headY, 30, SKIN));
  out.push(
    roundEyes(11, headY + 2, 6, [1.5, 0], INK),
    line(`M-9 ${headY + 15} Q0 ${headY + 22} 9 ${headY + 15}`, INK, 2.5),
  );
  out.push(
    ellipse(-19, headY + 12, 5, 3, '#f59a9a', { 'fill-opacity': 0.6 }),
    ellipse(19, headY + 12, 5, 3, '#f59a9a', { 'fill-opacity': 0.6 }),
  );
  // hair on top
  if (kind !== 'astronaut' && !(kind === 'knight' && !girl)) {
    if (girl) {
      out.push(
        shape(
          `M-32 ${headY + 4} Q-34 ${headY - 36} 0 ${headY - 34} Q34 ${headY - 36} 32 ${headY + 4} Q20 ${headY - 20} 0 ${headY - 18} Q-22 ${headY - 22} -32 ${headY + 4} Z`,
          c.hair,
        ),
      );
      out.push(
        shape(`M-30 ${headY} Q-44 -110 -26 -86 Q-30 -110 -24 ${headY + 8} Z`, c.hair),
        shape(`M30 ${headY} Q44 -110 26 -86 Q30 -110 24 ${headY + 8} Z`, c.hair),
      );
      if (l.has('bow')) out.push(shape(`M18 ${headY - 28} l14 -10 v20 Z M18 ${headY - 28} l-12 -12 v22 Z`, '#e2453c'));
    } else {
      out.push(
        shape(
          `M-30 ${headY - 2} Q-30 ${headY - 36} 0 ${headY - 33} Q32 ${headY - 34} 30 ${headY - 2} Q24 ${headY - 18} 6 ${headY - 20} Q-14 ${headY - 24} -30 ${headY - 2} Z`,
          c.hair,
        ),
      );
      if (l.has('bow')) out.push(shape(`M-6 -120 l-12 -6 v12 Z M6 -120 l12 -6 v12 Z`, '#e2453c'));
    }
  }
  // masks, glasses, hats
  if (l.has('mask') || l.hero.colours.mask) {
    const m = l.part('mask', kind === 'superhero' ? l.part('cape', '#3a3550') : '#3a3550');
    out.push(
      shape(
        `M-26 ${headY - 6} Q0 ${headY - 12} 26 ${headY - 6} Q28 ${headY + 10} 14 ${headY + 10} Q4 ${headY + 10} 0 ${headY + 4} Q-4 ${headY + 10} -14 ${headY + 10} Q-28 ${headY + 10} -26 ${headY - 6} Z`,
        m,
      ),
    );
    out.push(roundEyes(11, headY + 2, 4.5, [1.5, 0], INK));
  }
  if (l.has('glasses'))
    out.push(
      circle(-11, headY + 2, 9, 'none', { stroke: INK, 'stroke-width': 2.5 }),
      circle(11, headY + 2, 9, 'none', { stroke: INK, 'stroke-width': 2.5 }),
      line(`M-2 ${headY + 2} L2 ${headY + 2}`, INK, 2.5),
    );
  const hatTop = headY - 30;
  if (kind === 'princess' || kind === 'prince' || l.has('crown')) {
    out.push(
      shape(
        `M-16 ${hatTop + 2} L-18 ${hatTop - 16} L-8 ${hatTop - 6} L0 ${hatTop - 20} L8 ${hatTop - 6} L18 ${hatTop - 16} L16 ${hatTop + 2} Z`,
        '#e8b83a',
      ),
      circle(0, hatTop - 2, 3, '#e2453c'),
    );
  }
  if (kind === 'wizard') {
    const hat = l.part('hat', c.top);
    out.push(
      shape(
        `M-40 ${hatTop + 10} Q0 ${hatTop} 40 ${hatTop + 10} Q0 ${hatTop + 18} -40 ${hatTop + 10} Z M-24 ${hatTop + 8} L${10} ${hatTop - 58} L24 ${hatTop + 8} Z`,
        hat,
      ),
      star5(0, hatTop - 14, 7, '#f6c93c'),
    );
  }
  if (kind === 'pirate') {
    const hat = l.part('hat', '#3a3550');
    out.push(
      shape(
        `M-40 ${hatTop + 10} Q-30 ${hatTop - 24} 0 ${hatTop - 22} Q30 ${hatTop - 24} 40 ${hatTop + 10} Q0 ${hatTop} -40 ${hatTop + 10} Z`,
        hat,
      ),
      circle(0, hatTop - 6, 5, '#f4f2fa'),
    );
  }
  if (kind === 'astronaut' || l.has('helmet')) {
    if (kind === 'astronaut')
      out.push(
        circle(0, headY, 40, '#dff3ff', { 'fill-opacity': 0.2, stroke: l.part('suit', '#f4f2fa'), 'stroke-width': 7 }),
      );
    else
      out.push(
        shape(
          `M-33 ${headY - 2} Q-33 ${headY - 40} 0 ${headY - 40} Q33 ${headY - 40} 33 ${headY - 2} Z`,
          l.part('armour', l.part('hat', '#b8c0d0')),
        ),
      );
  } else if (kind === 'knight') {
    out.push(
      shape(`M-33 ${headY - 2} Q-33 ${headY - 40} 0 ${headY - 40} Q33 ${headY - 40} 33 ${headY - 2} Z`, c.top),
      shape(`M0 ${headY - 40} q-6 -14 6 -22 q2 12 -6 22 Z`, l.part('cape', '#e2453c')),
    );
  }
  if (pose === 'cheer') out.push(sparkle(-46, -190, 8, '#f6c93c'), sparkle(50, -196, 7, '#ffffff'));
  // Sitting lowers the body so the shoes rest on (0,0) like the standing feet.
  const lift = pose === 'fly' ? -30 : pose === 'sit' && kind !== 'mermaid' && !c.gown ? 24 : 0;
  const tilt = pose === 'fly' ? 'rotate(-12)' : pose === 'sleep' ? 'rotate(-80)' : '';
  return g(out, { transform: `translate(0 ${lift}) ${tilt}` });
}

/** Elbow and hand points of the left and right arm for a pose. */
function arms(pose: string): [string, string] {
  switch (pose) {
    case 'wave':
      return ['L-30 -86 L-32 -62', 'L38 -128 L46 -156'];
    case 'cheer':
    case 'fly':
      return ['L-38 -132 L-46 -160', 'L38 -132 L46 -160'];
    case 'point':
      return ['L-30 -86 L-32 -62', 'L40 -112 L64 -114'];
    case 'walk':
      return ['L-32 -90 L-24 -68', 'L32 -90 L40 -70'];
    default:
      return ['L-30 -88 L-30 -64', 'L30 -88 L32 -64'];
  }
}

void tint;
