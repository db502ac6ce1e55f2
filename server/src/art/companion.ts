import { type Art, circle, ellipse, g, hashString, line, place, rect, shade, shape, tint } from './core';
import { glow } from './finish';
import { sparkle, star5 } from './landscape';

// ───────────────────────────── the favourite hero, drawn as a companion ─────────────────────────────
/*
 * The parent types the child's favourite hero as free text in any language ("Spider-Man", "супермен", "a pink
 * fairy with wings", "dinozor", "Elsa"). We never draw a trademarked character: the text only chooses a generic
 * figure (a caped hero, a princess, a fairy, a knight, a robot, a dinosaur, a dragon, a cat…) and its colours and
 * attributes (cape, mask, wings, crown). Unknown text gives a friendly caped hero in a colour taken from a hash of
 * the text, so the same words always give the same companion.
 */

export type CompanionKind =
  | 'hero'
  | 'princess'
  | 'fairy'
  | 'knight'
  | 'ninja'
  | 'pirate'
  | 'wizard'
  | 'robot'
  | 'dinosaur'
  | 'dragon'
  | 'cat'
  | 'dog'
  | 'bear'
  | 'bunny'
  | 'unicorn';

export type ColorName =
  | 'red'
  | 'blue'
  | 'green'
  | 'yellow'
  | 'pink'
  | 'purple'
  | 'black'
  | 'white'
  | 'orange'
  | 'gold'
  | 'silver'
  | 'brown'
  | 'lightblue';

export interface CompanionLook {
  kind: CompanionKind;
  /** Colour names, main first (what the text said, else the figure's usual colours). */
  colors: readonly ColorName[];
  primary: string;
  secondary: string;
  cape: boolean;
  mask: boolean;
  wings: boolean;
  crown: boolean;
  emblem: 'star' | 'bolt' | 'heart' | 'none';
}

export type CompanionPose = 'stand' | 'wave' | 'cheer' | 'walk' | 'point';

const PALETTE: Record<ColorName, string> = {
  red: '#e2453c',
  blue: '#3f6fd1',
  green: '#4caf5a',
  yellow: '#f6c93c',
  pink: '#f27aa8',
  purple: '#8a5ad0',
  black: '#3a3550',
  white: '#f4f2fa',
  orange: '#f28c38',
  gold: '#e8b83a',
  silver: '#b8c0d0',
  brown: '#9a6a44',
  lightblue: '#8fd0f4',
};

/** Lower case, without accents, and with the Turkish/Azerbaijani letters folded, so keywords match any spelling. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/ı/g, 'i')
    .replace(/ə/g, 'e')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Keywords are matched at the start of a word ("красн" finds "красный"); a leading "=" asks for the whole word. */
const COLOR_WORDS: Record<ColorName, readonly string[]> = {
  red: ['red', 'scarlet', 'красн', 'алый', 'kirmizi', 'qirmizi', '=al'],
  blue: ['blue', 'син', 'mavi', 'lacivert', '=goy', 'navy'],
  lightblue: ['light blue', 'голуб', 'ice', 'icy', 'лед', 'лёд', 'buz', 'frozen', 'холод'],
  green: ['green', 'зелен', 'yesil', 'yasil'],
  yellow: ['yellow', 'желт', 'sari'],
  pink: ['pink', 'розов', 'pembe', 'cehrayi'],
  purple: ['purple', 'violet', 'lilac', 'фиолет', 'сирен', '=mor', 'benovse'],
  black: ['black', 'черн', 'siyah', '=kara', 'qara'],
  white: ['white', 'бел', 'beyaz', '=ag'],
  orange: ['orange', 'оранж', 'рыж', 'turuncu', 'narinci', 'portagal'],
  gold: ['gold', 'golden', 'золот', 'altin', 'qizil'],
  silver: ['silver', 'серебр', 'gumus'],
  brown: ['brown', 'коричн', 'kahve', 'qehveyi'],
};

const ATTRIBUTE_WORDS = {
  cape: ['cape', 'cloak', 'плащ', 'накидк', 'pelerin', 'plas'],
  mask: ['mask', 'маск', 'maske', 'maska'],
  wings: ['wing', 'крыл', 'kanat', 'qanad'],
  crown: ['crown', 'tiara', 'корон', 'диадем', '=tac', 'tac'],
} as const;

const KIND_WORDS: readonly (readonly [CompanionKind, readonly string[]])[] = [
  ['dragon', ['dragon', 'дракон', 'ejd', 'змей']],
  ['dinosaur', ['dino', 'динозавр', 'дино', 't-rex', '=rex', 'trex', 'тиранозавр']],
  ['unicorn', ['unicorn', 'единорог', 'tek boynuz', 'tekboynuz', 'tekbuynuz']],
  ['robot', ['robot', 'робот', 'android', 'iron', 'железн', 'demir']],
  ['cat', ['cat', 'kitty', 'kitten', 'кот', 'кош', 'котен', 'kedi', 'pisik']],
  ['dog', ['dog', 'puppy', 'собак', 'щен', 'пес', 'kopek', 'kucu', '=it', 'paw']],
  ['bear', ['bear', 'teddy', 'медвед', 'мишк', 'ayi']],
  ['bunny', ['bunny', 'rabbit', 'hare', 'заяц', 'зайк', 'зайч', 'кролик', 'tavsan', 'dovsan']],
  ['fairy', ['fairy', 'фея', 'фей', 'фэй', 'peri', 'pixie']],
  [
    'princess',
    [
      'princess',
      'queen',
      'принцесс',
      'королев',
      'царевн',
      'prenses',
      'kralice',
      'sahzade',
      'kralica',
      'elsa',
      'эльза',
      'anna',
      'анна',
    ],
  ],
  ['knight', ['knight', 'рыцар', 'богатыр', 'sovalye', 'cengaver']],
  ['ninja', ['ninja', 'ниндзя', 'ninca', 'samurai', 'самура']],
  ['pirate', ['pirate', 'пират', 'korsan', 'pirat', 'dengiz qul']],
  ['wizard', ['wizard', 'witch', 'magician', 'маг', 'волшеб', 'колдун', 'чароде', 'buyucu', 'sehrbaz', 'cadugar']],
];

/** Heroes children name most: each becomes a generic figure with that hero's usual colours, never the character. */
const FAMOUS: readonly (readonly [readonly string[], Partial<CompanionLook> & { colors: readonly ColorName[] }])[] = [
  [
    ['spider', 'паук', 'спайдер', 'orumcek', 'horumcek'],
    { kind: 'hero', colors: ['red', 'blue'], mask: true, cape: false },
  ],
  [
    ['superman', 'супермен', 'супер', 'super', 'supermen'],
    { kind: 'hero', colors: ['blue', 'red'], cape: true, emblem: 'star' },
  ],
  [
    ['batman', 'бэтмен', 'бетмен', 'бэт', 'bat', 'летуч', 'yarasa'],
    { kind: 'hero', colors: ['black', 'silver'], cape: true, mask: true },
  ],
  [['hulk', 'халк'], { kind: 'hero', colors: ['green', 'purple'], cape: false }],
  [
    ['flash', 'флэш', 'молни', 'lightning', 'simsek', 'ildirim'],
    { kind: 'hero', colors: ['red', 'yellow'], mask: true, emblem: 'bolt' },
  ],
  [['elsa', 'эльза', 'frozen', 'холодн', 'karlar'], { kind: 'princess', colors: ['lightblue', 'white'], crown: true }],
  [['wonder', 'чудо-женщ'], { kind: 'hero', colors: ['red', 'gold'], crown: true, emblem: 'star' }],
];

const HERO_COLORS: readonly ColorName[] = ['red', 'blue', 'green', 'purple', 'orange', 'pink', 'gold', 'lightblue'];

const DEFAULT_COLORS: Record<CompanionKind, readonly ColorName[]> = {
  hero: ['red', 'blue'],
  princess: ['pink', 'gold'],
  fairy: ['pink', 'lightblue'],
  knight: ['silver', 'blue'],
  ninja: ['black', 'red'],
  pirate: ['red', 'black'],
  wizard: ['purple', 'gold'],
  robot: ['silver', 'blue'],
  dinosaur: ['green', 'orange'],
  dragon: ['green', 'gold'],
  cat: ['orange', 'white'],
  dog: ['brown', 'white'],
  bear: ['brown', 'gold'],
  bunny: ['white', 'pink'],
  unicorn: ['white', 'pink'],
};

function tokens(text: string): string[] {
  return normalise(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function has(words: readonly string[], norm: string, toks: readonly string[]): boolean {
  return words.some((raw) => {
    const w = normalise(raw);
    if (w.startsWith('=')) return toks.includes(w.slice(1));
    if (w.includes(' ')) return norm.includes(w);
    return toks.some((t) => t.startsWith(w));
  });
}

/** Reads the parent's words: kind, colours and attributes, in English, Russian, Turkish or Azerbaijani. */
export function companionFromText(text: string): CompanionLook {
  const norm = normalise(text);
  const toks = tokens(text);
  // Colours in the order they appear in the text, so "red and blue" makes red the main colour.
  const found: { name: ColorName; at: number }[] = [];
  for (const [name, words] of Object.entries(COLOR_WORDS) as [ColorName, readonly string[]][]) {
    let at = -1;
    for (const raw of words) {
      const w = normalise(raw).replace(/^=/, '');
      toks.forEach((t, i) => {
        if ((raw.startsWith('=') ? t === w : t.startsWith(w)) && (at < 0 || i < at)) at = i;
      });
      if (raw.includes(' ') && norm.includes(w)) at = Math.max(at, 0);
    }
    if (at >= 0) found.push({ name, at });
  }
  // "light blue" also matches "blue": keep the lighter one only.
  if (norm.includes('light blue')) found.splice(0, found.length, ...found.filter((f) => f.name !== 'blue'));
  found.sort((a, b) => a.at - b.at);
  const typed = found.map((f) => f.name);

  const famous = FAMOUS.find(([words]) => has(words, norm, toks))?.[1];
  const kindHit = KIND_WORDS.find(([, words]) => has(words, norm, toks))?.[0];
  const kind: CompanionKind = kindHit ?? famous?.kind ?? 'hero';
  const known = kindHit !== undefined || famous !== undefined;
  const hashColor = HERO_COLORS[hashString(norm.trim()) % HERO_COLORS.length]!;
  const fallback: readonly ColorName[] = famous?.colors ?? (known ? DEFAULT_COLORS[kind] : [hashColor, 'gold']);
  const colors: ColorName[] = [...typed];
  for (const c of [...fallback, ...HERO_COLORS]) if (colors.length < 2 && !colors.includes(c)) colors.push(c);

  const attr = (k: keyof typeof ATTRIBUTE_WORDS): boolean => has(ATTRIBUTE_WORDS[k], norm, toks);
  return {
    kind,
    colors,
    primary: PALETTE[colors[0]!],
    secondary: PALETTE[colors[1]!],
    cape: attr('cape') || (famous?.cape ?? (kind === 'hero' && !kindHit)),
    mask: attr('mask') || (famous?.mask ?? kind === 'ninja'),
    wings: attr('wings') || kind === 'fairy' || kind === 'dragon',
    crown: attr('crown') || (famous?.crown ?? kind === 'princess'),
    emblem: famous?.emblem ?? (kind === 'hero' ? 'star' : 'none'),
  };
}

// ───────────────────────────── drawing ─────────────────────────────

const SKIN = '#f0c49c';
const INK = '#2b1d1a';

function face(y: number, r: number, mask: string | undefined, happy: boolean): string {
  return [
    mask
      ? shape(
          `M${-r * 0.95} ${y - r * 0.28}Q0 ${y - r * 0.5} ${r * 0.95} ${y - r * 0.28}L${r * 0.9} ${y + r * 0.12}Q0 ${y + r * 0.02} ${-r * 0.9} ${y + r * 0.12}Z`,
          mask,
        )
      : '',
    ellipse(-r * 0.34, y - r * 0.1, r * 0.1, r * 0.14, mask ? '#ffffff' : INK),
    ellipse(r * 0.34, y - r * 0.1, r * 0.1, r * 0.14, mask ? '#ffffff' : INK),
    circle(-r * 0.3, y - r * 0.16, r * 0.04, mask ? INK : '#ffffff'),
    circle(r * 0.38, y - r * 0.16, r * 0.04, mask ? INK : '#ffffff'),
    circle(-r * 0.55, y + r * 0.28, r * 0.13, '#ff8a9a', { opacity: 0.4 }),
    circle(r * 0.55, y + r * 0.28, r * 0.13, '#ff8a9a', { opacity: 0.4 }),
    happy
      ? shape(`M${-r * 0.28} ${y + r * 0.3}Q0 ${y + r * 0.7} ${r * 0.28} ${y + r * 0.3}Z`, '#8a2f3a')
      : line(`M${-r * 0.22} ${y + r * 0.36}Q0 ${y + r * 0.52} ${r * 0.22} ${y + r * 0.36}`, '#8a2f3a', r * 0.07),
  ].join('');
}

function armAngles(pose: CompanionPose): [number, number] {
  switch (pose) {
    case 'wave':
      return [15, 150];
    case 'cheer':
      return [155, 155];
    case 'point':
      return [15, 100];
    case 'walk':
      return [30, -20];
    default:
      return [18, 18];
  }
}

function wingsSvg(color: string, fairy: boolean): string {
  if (fairy)
    return [
      ellipse(-46, -150, 44, 26, color, { opacity: 0.55, transform: 'rotate(-30 -46 -150)' }),
      ellipse(46, -150, 44, 26, color, { opacity: 0.55, transform: 'rotate(30 46 -150)' }),
      ellipse(-36, -110, 28, 16, color, { opacity: 0.5, transform: 'rotate(20 -36 -110)' }),
      ellipse(36, -110, 28, 16, color, { opacity: 0.5, transform: 'rotate(-20 36 -110)' }),
    ].join('');
  const wing = 'M0 -130Q-50 -200 -110 -176Q-92 -160 -96 -140Q-74 -150 -66 -128Q-48 -136 -30 -112Z';
  return shape(wing, color) + g(shape(wing, color), { transform: 'scale(-1 1)' });
}

/** A person-shaped companion: hero, princess, fairy, knight, ninja, pirate or wizard. Feet at 0, ~215 units tall. */
function person(art: Art, look: CompanionLook, pose: CompanionPose): string {
  const { primary: p, secondary: s, kind } = look;
  const [la, ra] = armAngles(pose);
  const headY = -168;
  const r = 38;
  const out: string[] = [];
  const dress = kind === 'princess' || kind === 'fairy' || kind === 'wizard';
  if (look.wings)
    out.push(wingsSvg(kind === 'fairy' ? tint(s, 0.3) : shade(p, 0.1), kind === 'fairy' || kind === 'princess'));
  if (look.cape)
    out.push(
      shape('M-24 -124L24 -124Q60 -60 56 -6Q0 6 -56 -6Q-60 -60 -24 -124Z', shade(s, 0.05)),
      shape('M-24 -124L24 -124Q40 -90 40 -60L-40 -60Q-40 -90 -24 -124Z', tint(s, 0.1), { opacity: 0.4 }),
    );
  if (dress) {
    out.push(rect(-16, -40, 12, 40, SKIN, { rx: 5 }), rect(4, -40, 12, 40, SKIN, { rx: 5 }));
    out.push(ellipse(-12, -4, 14, 8, s), ellipse(12, -4, 14, 8, s));
    out.push(shape('M-22 -124L22 -124L52 -30Q0 -14 -52 -30Z', p));
    out.push(
      shape(
        'M-22 -124L22 -124L52 -30Q0 -14 -52 -30Z',
        art.linear([
          [0, '#ffffff', 0.15],
          [1, '#1d1330', 0.15],
        ]),
      ),
    );
    out.push(line('M-46 -36Q0 -22 46 -36', tint(s, 0.2), 6));
  } else {
    const legC = kind === 'pirate' ? '#3a4a6a' : p;
    out.push(rect(-22, -70, 19, 66, legC, { rx: 8 }), rect(3, -70, 19, 66, legC, { rx: 8 }));
    out.push(rect(-24, -26, 22, 26, s, { rx: 7 }), rect(2, -26, 22, 26, s, { rx: 7 }));
    out.push(
      shape('M-26 -126Q-30 -126 -30 -112L-28 -64L28 -64L30 -112Q30 -126 26 -126Z', kind === 'pirate' ? '#f4f2fa' : p),
    );
    if (kind === 'pirate') out.push(rect(-28, -124, 56, 60, art.pattern(20, 14, rect(0, 0, 20, 6, p))));
    if (kind === 'knight')
      out.push(shape('M-26 -122L26 -122L24 -70L0 -60L-24 -70Z', s), star5(0, -98, 9, PALETTE.gold));
    out.push(rect(-30, -74, 60, 10, kind === 'pirate' ? '#6a4a2a' : s, { rx: 4 }));
    if (look.emblem === 'star') out.push(circle(0, -100, 14, s), star5(0, -100, 9, tint(p, 0.15)));
    if (look.emblem === 'bolt')
      out.push(circle(0, -100, 14, '#ffffff'), shape('M3 -113L-6 -99L1 -99L-3 -87L7 -103L0 -103Z', s));
  }
  // arms from the shoulders (±26, -116)
  for (const [side, a] of [
    [-1, la],
    [1, ra],
  ] as const) {
    const rad = (a * Math.PI) / 180;
    const hx = side * 26 + side * 48 * Math.sin(rad);
    const hy = -116 + 48 * Math.cos(rad);
    out.push(
      line(
        `M${side * 26} -116Q${(side * 26 + hx) / 2 + side * 8} ${(-116 + hy) / 2} ${hx} ${hy}`,
        dress || kind === 'pirate' ? p : p,
        13,
      ),
    );
    out.push(circle(hx, hy, 8, kind === 'hero' || kind === 'ninja' || kind === 'knight' ? s : SKIN));
    if (kind === 'fairy' && side === 1)
      out.push(
        line(`M${hx} ${hy}L${hx + 14} ${hy - 40}`, '#c8a06a', 3),
        star5(hx + 16, hy - 46, 10, PALETTE.gold),
        glow(art, hx + 16, hy - 46, 30, '#fff1a8', 0.6),
      );
    if (kind === 'knight' && side === -1) out.push(ellipse(hx, hy, 22, 28, s), star5(hx, hy, 8, PALETTE.gold));
  }
  out.push(rect(-8, -136, 16, 14, SKIN));
  // head
  const hairC =
    kind === 'princess' && look.colors.includes('lightblue') ? '#f4eedc' : kind === 'fairy' ? '#f2c14e' : '#5a3a22';
  if (kind === 'princess' || kind === 'fairy')
    out.push(
      shape(
        `M${-r - 4} ${headY}Q${-r - 8} ${headY + 70} ${-r + 6} ${headY + 86}L${r - 6} ${headY + 86}Q${r + 8} ${headY + 70} ${r + 4} ${headY}Z`,
        hairC,
      ),
    );
  const wrapped = kind === 'ninja' || kind === 'knight';
  out.push(circle(0, headY, r, wrapped ? (kind === 'knight' ? PALETTE.silver : p) : SKIN));
  if (kind === 'ninja')
    out.push(
      rect(-r, headY - 14, r * 2, 24, SKIN, { rx: 10 }),
      rect(-r - 4, headY - 24, r * 2 + 8, 8, s),
      line(`M${r} ${headY - 20}q20 6 28 24`, s, 6),
    );
  if (kind === 'knight')
    out.push(rect(-r * 0.8, headY - 14, r * 1.6, 26, SKIN, { rx: 8 }), line(`M0 ${headY - r}q-10 -30 20 -44`, p, 12));
  out.push(
    face(headY, r, look.mask && kind !== 'ninja' ? shade(p, 0.25) : undefined, pose === 'cheer' || pose === 'wave'),
  );
  if (!wrapped) {
    if (kind === 'hero' && look.mask && !look.cape)
      out.push(
        shape(
          `M${-r} ${headY}Q${-r} ${headY - r * 1.05} 0 ${headY - r * 1.02}Q${r} ${headY - r * 1.05} ${r} ${headY}Q${r * 0.7} ${headY - r * 0.55} 0 ${headY - r * 0.6}Q${-r * 0.7} ${headY - r * 0.55} ${-r} ${headY}Z`,
          p,
        ),
      );
    else
      out.push(
        shape(
          `M${-r} ${headY - 2}Q${-r} ${headY - r * 1.1} 0 ${headY - r * 1.05}Q${r} ${headY - r * 1.1} ${r} ${headY - 2}Q${r * 0.5} ${headY - r * 0.7} ${-r * 0.2} ${headY - r * 0.62}Q${-r * 0.7} ${headY - r * 0.5} ${-r} ${headY - 2}Z`,
          hairC,
        ),
      );
  }
  if (kind === 'pirate')
    out.push(
      shape(
        `M${-r - 16} ${headY - 24}Q0 ${headY - 90} ${r + 16} ${headY - 24}Q0 ${headY - 40} ${-r - 16} ${headY - 24}Z`,
        PALETTE.black,
      ),
      star5(0, headY - 50, 7, '#ffffff'),
    );
  if (kind === 'wizard')
    out.push(
      shape(`M${-r - 10} ${headY - 22}L${r + 10} ${headY - 22}L8 ${headY - 120}Z`, p),
      star5(0, headY - 56, 8, PALETTE.gold),
    );
  if (look.crown)
    out.push(
      shape(
        `M-22 ${headY - r + 2}L-22 ${headY - r - 22}L-11 ${headY - r - 10}L0 ${headY - r - 28}L11 ${headY - r - 10}L22 ${headY - r - 22}L22 ${headY - r + 2}Z`,
        PALETTE.gold,
      ),
      circle(0, headY - r - 8, 4, PALETTE.pink),
    );
  return out.join('');
}

/** A round friendly creature on two legs: dinosaur or dragon (wings, horns). */
function reptile(look: CompanionLook, pose: CompanionPose): string {
  const p = look.primary;
  const s = look.secondary;
  const belly = tint(s, 0.45);
  const spikes = [0, 1, 2, 3, 4]
    .map((i) => {
      const a = Math.PI * (0.62 + i * 0.14);
      const x = Math.cos(a) * 62 - 6;
      const y = -90 + Math.sin(a) * -70;
      return shape(
        `M${x - 12} ${y + 6}L${x + Math.cos(a) * 22} ${y - Math.abs(Math.sin(a)) * 22}L${x + 12} ${y + 4}Z`,
        s,
      );
    })
    .join('');
  const armUp = pose === 'wave' || pose === 'cheer';
  return [
    look.wings ? wingsSvg(shade(p, 0.12), false) : '',
    shape('M-40 -40Q-120 -30 -130 -70Q-110 -56 -40 -70Z', p),
    spikes,
    ellipse(-26, -10, 22, 12, shade(p, 0.2)),
    ellipse(26, -10, 22, 12, shade(p, 0.2)),
    ellipse(0, -76, 58, 70, p),
    ellipse(6, -66, 36, 50, belly),
    line('M-18 -90Q6 -84 28 -90M-22 -66Q6 -60 32 -66M-18 -42Q6 -36 28 -42', shade(belly, 0.15), 2.5, { opacity: 0.6 }),
    circle(8, -168, 48, p),
    ellipse(26, -148, 34, 24, tint(p, 0.12)),
    circle(40, -154, 3, shade(p, 0.4)),
    circle(52, -152, 3, shade(p, 0.4)),
    ...(look.kind === 'dragon'
      ? [shape('M-16 -206L-8 -236L4 -210Z', PALETTE.gold), shape('M26 -208L40 -234L42 -204Z', PALETTE.gold)]
      : []),
    ellipse(-6, -176, 7, 9, INK),
    ellipse(24, -176, 7, 9, INK),
    circle(-4, -180, 2.5, '#ffffff'),
    circle(26, -180, 2.5, '#ffffff'),
    circle(-16, -156, 7, '#ff8a9a', { opacity: 0.4 }),
    shape('M16 -140Q30 -126 46 -140Z', '#8a2f3a'),
    line(armUp ? 'M34 -100Q54 -120 58 -146' : 'M34 -100Q52 -90 52 -76', p, 14),
    line('M-30 -100Q-48 -90 -48 -76', p, 14),
    look.crown ? shape('M-14 -212L-14 -232L-4 -222L6 -238L16 -222L26 -232L26 -212Z', PALETTE.gold) : '',
    look.cape ? shape('M-30 -120L30 -120Q40 -80 34 -40L-34 -40Q-40 -80 -30 -120Z', s, { opacity: 0.9 }) : '',
  ].join('');
}

function robot(art: Art, look: CompanionLook, pose: CompanionPose): string {
  const p = look.primary;
  const s = look.secondary;
  const armUp = pose === 'wave' || pose === 'cheer';
  return [
    look.cape ? shape('M-34 -130L34 -130Q64 -60 56 -6L-56 -6Q-64 -60 -34 -130Z', s) : '',
    rect(-28, -60, 20, 56, shade(p, 0.15), { rx: 6 }),
    rect(8, -60, 20, 56, shade(p, 0.15), { rx: 6 }),
    rect(-34, -10, 30, 12, s, { rx: 4 }),
    rect(4, -10, 30, 12, s, { rx: 4 }),
    rect(-44, -134, 88, 80, p, { rx: 16 }),
    rect(
      -44,
      -134,
      88,
      80,
      art.linear([
        [0, '#ffffff', 0.3],
        [1, '#1d1330', 0.2],
      ]),
      { rx: 16 },
    ),
    rect(-22, -116, 44, 30, shade(p, 0.3), { rx: 6 }),
    circle(-10, -101, 5, '#7af0c0'),
    circle(10, -101, 5, '#f2c14e'),
    line(armUp ? 'M44 -120L70 -160' : 'M44 -120L62 -80', s, 14),
    line('M-44 -120L-62 -80', s, 14),
    circle(armUp ? 72 : 62, armUp ? -164 : -76, 10, p),
    circle(-62, -76, 10, p),
    rect(-40, -214, 80, 70, p, { rx: 18 }),
    rect(-30, -198, 60, 32, '#2a3450', { rx: 10 }),
    glow(art, 0, -182, 40, '#7af0ff', 0.5),
    ellipse(-14, -182, 7, 8, '#9af6ff'),
    ellipse(14, -182, 7, 8, '#9af6ff'),
    line('M-8 -158Q0 -152 8 -158', s, 3),
    line('M0 -214L0 -236', s, 4),
    circle(0, -240, 7, PALETTE.red),
    rect(-48, -194, 8, 24, s, { rx: 3 }),
    rect(40, -194, 8, 24, s, { rx: 3 }),
  ].join('');
}

/** Cat, dog, bear or bunny standing on two feet, in the typed colour. */
function animal(look: CompanionLook, pose: CompanionPose): string {
  const p = look.primary;
  const light = tint(look.secondary === p ? p : look.secondary, 0.5);
  const k = look.kind;
  const ears =
    k === 'cat'
      ? shape('M-36 -176L-34 -214L-10 -190Z', p) + shape('M36 -176L34 -214L10 -190Z', p)
      : k === 'bunny'
        ? ellipse(-16, -222, 11, 36, p, { transform: 'rotate(-10 -16 -222)' }) +
          ellipse(16, -222, 11, 36, p, { transform: 'rotate(10 16 -222)' }) +
          ellipse(-16, -222, 5, 26, '#f6b6c2', { transform: 'rotate(-10 -16 -222)' }) +
          ellipse(16, -222, 5, 26, '#f6b6c2', { transform: 'rotate(10 16 -222)' })
        : k === 'dog'
          ? ''
          : circle(-32, -194, 14, p) +
            circle(32, -194, 14, p) +
            circle(-32, -194, 7, shade(p, 0.2)) +
            circle(32, -194, 7, shade(p, 0.2));
  const floppy =
    k === 'dog'
      ? ellipse(-40, -160, 14, 30, shade(p, 0.25), { transform: 'rotate(18 -40 -160)' }) +
        ellipse(40, -160, 14, 30, shade(p, 0.25), { transform: 'rotate(-18 40 -160)' })
      : '';
  const armUp = pose === 'wave' || pose === 'cheer';
  return [
    k === 'cat' ? line('M24 -30Q70 -40 62 -90', p, 12) : k === 'dog' ? line('M26 -40Q56 -60 52 -80', p, 10) : '',
    look.cape ? shape('M-26 -124L26 -124Q58 -60 52 -6L-52 -6Q-58 -60 -26 -124Z', look.secondary) : '',
    look.wings ? wingsSvg(tint(look.secondary, 0.3), true) : '',
    rect(-26, -40, 20, 40, p, { rx: 9 }),
    rect(6, -40, 20, 40, p, { rx: 9 }),
    ellipse(0, -76, 40, 50, p),
    ellipse(0, -70, 24, 34, light),
    line(armUp ? 'M32 -104Q52 -124 56 -150' : 'M32 -104Q46 -86 42 -66', p, 15),
    line('M-32 -104Q-46 -86 -42 -66', p, 15),
    ears,
    circle(0, -162, 40, p),
    floppy,
    ellipse(0, -148, 20, 15, light),
    ellipse(0, -154, 7, 5, INK),
    ellipse(-14, -170, 5, 6.5, INK),
    ellipse(14, -170, 5, 6.5, INK),
    circle(-12, -172, 1.8, '#ffffff'),
    circle(16, -172, 1.8, '#ffffff'),
    line('M-6 -142Q0 -137 6 -142', INK, 2.4),
    circle(-24, -150, 6, '#ff8a9a', { opacity: 0.45 }),
    circle(24, -150, 6, '#ff8a9a', { opacity: 0.45 }),
    look.mask
      ? shape('M-36 -180Q0 -190 36 -180L34 -164Q0 -170 -34 -164Z', shade(look.secondary, 0.2), { opacity: 0.9 })
      : '',
    look.crown ? shape('M-18 -198L-18 -218L-8 -208L0 -224L8 -208L18 -218L18 -198Z', PALETTE.gold) : '',
  ].join('');
}

/** Draws the companion with feet at (x, y); `s` = 1 is about the child's height at s = 1. */
export function drawCompanion(
  art: Art,
  look: CompanionLook,
  pose: CompanionPose,
  x: number,
  y: number,
  s: number,
  flip = false,
): string {
  let body: string;
  switch (look.kind) {
    case 'dinosaur':
    case 'dragon':
      body = reptile(look, pose);
      break;
    case 'robot':
      body = robot(art, look, pose);
      break;
    case 'cat':
    case 'dog':
    case 'bear':
    case 'bunny':
      body = animal(look, pose);
      break;
    case 'unicorn':
      // A pastel horse-shaped friend built from the animal body, with a golden horn and a mane in the colours.
      body =
        animal({ ...look, kind: 'dog' }, pose) +
        shape('M-6 -200L0 -246L8 -200Z', PALETTE.gold) +
        [0, 1, 2]
          .map((i) => circle(-30 + i * 6, -196 + i * 18, 13, i % 2 ? look.secondary : tint(look.secondary, 0.3)))
          .join('');
      break;
    default:
      body = person(art, look, pose);
  }
  const lean = pose === 'walk' ? 4 : 0;
  return g(
    [
      ellipse(0, 0, 40, 7, '#1d1330', { opacity: 0.18 }),
      pose === 'cheer' ? sparkle(-60, -220, 10, '#fff6c8') + sparkle(70, -240, 8, '#fff6c8') : '',
      body,
    ],
    { transform: place(x, y, s * 0.95, lean, flip) },
  );
}
