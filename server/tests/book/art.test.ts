import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { heroFor, heroGender } from '../../src/art/child';
import { resolveHeadMarks } from '../../src/art/heads';
import { COVER, drawPicture, PAGE, type ScenePicture, THEMES } from '../../src/art/pictures';
import { custom } from '../../src/art/themes/custom';
import { books } from '../../src/db/seed-data/books';

const GENDERS = ['girl', 'boy'] as const;
const SCENES = [0, 1, 2, 3] as const;
const GIRL_HAIR = ['bob', 'long', 'ponytail', 'pigtails', 'buns'];
/** Every book of the catalogue and the custom story. */
const SLUGS = [...Object.keys(THEMES), 'custom'];

/**
 * A book's cover (scene 0) or sample page (1-3) with its hero as a girl or a boy, and where the hero's head is:
 * the storefront's compositions, on the storefront's seeds. The custom story's are all page-sized.
 */
function bookScene(slug: string, scene: 0 | 1 | 2 | 3, gender: 'girl' | 'boy'): ScenePicture {
  const theme = slug === 'custom' ? custom : THEMES[slug]!;
  const hero = heroFor(theme.hero, gender, theme.otherHero);
  const draw = scene === 0 ? theme.cover : theme.pages[scene - 1]!;
  const seed = scene === 0 ? `${slug}/cover` : `${slug}/page-${scene}`;
  const size = scene === 0 && slug !== 'custom' ? COVER : PAGE;
  return drawPicture(seed, size, (art) => draw(art, hero), 'page', hero);
}

describe("the books' covers and sample pages", () => {
  it('are drawn for every book of the catalogue', () => {
    expect(Object.keys(THEMES).sort()).toEqual(books.map((book) => book.slug).sort());
  });

  it('draws every scene for both genders with exactly one hero head inside the picture', () => {
    for (const slug of SLUGS) {
      for (const gender of GENDERS) {
        for (const scene of SCENES) {
          const where = `${slug} ${gender} ${scene}`;
          const picture = bookScene(slug, scene, gender);
          const cover = scene === 0 && slug !== 'custom';
          expect([picture.width, picture.height], where).toEqual(cover ? [600, 800] : [1000, 700]);
          expect(picture.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), where).toBe(true);
          expect(picture.svg.endsWith('</svg>'), where).toBe(true);
          expect(picture.svg, where).not.toContain('hero-head');
          expect(picture.heads, where).toHaveLength(1);
          const [head] = picture.heads;
          expect(head!.cx, where).toBeGreaterThan(0);
          expect(head!.cx, where).toBeLessThan(picture.width);
          expect(head!.cy, where).toBeGreaterThan(0);
          expect(head!.cy, where).toBeLessThan(picture.height);
          expect(head!.r, where).toBeGreaterThan(4);
          expect(head!.r, where).toBeLessThan(picture.height / 4);
        }
      }
    }
  });

  it('is deterministic', () => {
    for (const slug of SLUGS) {
      const scene = (slug.length % 4) as 0 | 1 | 2 | 3;
      expect(bookScene(slug, scene, 'girl').svg).toBe(bookScene(slug, scene, 'girl').svg);
    }
  });

  it('reports the head where child() drew it, scaled', () => {
    // The explorer's last page: child(art, hero, …, 420, 650, 1.45) — feet at (420, 650), head 138 units up.
    const { heads } = bookScene('the-brave-little-explorer', 3, 'boy');
    expect(heads[0]!.cx).toBeCloseTo(420, 5);
    expect(heads[0]!.cy).toBeCloseTo(650 - 138 * 1.45, 5);
    expect(heads[0]!.r).toBeCloseTo(36 * 1.45, 5);
  });

  it('draws the boy and the girl differently, on the same landscape', () => {
    const girl = bookScene('the-kingdom-under-the-rainbow', 1, 'girl');
    const boy = bookScene('the-kingdom-under-the-rainbow', 1, 'boy');
    expect(boy.svg).not.toBe(girl.svg);
    expect(boy.heads).toEqual(girl.heads);
  });

  it('renders to real pictures', async () => {
    // librsvg is the judge of validity; a sample keeps the test fast.
    const sample: [string, 0 | 1 | 2 | 3, 'girl' | 'boy'][] = [
      ['custom', 0, 'girl'],
      ['the-little-astronaut', 0, 'boy'],
      ['the-dream-train', 2, 'girl'],
      ['the-lullaby-forest', 3, 'boy'],
    ];
    for (const [slug, scene, gender] of sample) {
      const picture = bookScene(slug, scene, gender);
      const image = sharp(Buffer.from(picture.svg));
      const { width, height } = await image.metadata();
      expect([width, height]).toEqual([picture.width, picture.height]);
      const stats = await image.stats();
      // A picture, not a flat or empty canvas.
      expect(stats.channels[0]!.stdev).toBeGreaterThan(10);
      expect(stats.isOpaque).toBe(true);
    }
  });
});

describe('the hero for the child', () => {
  it('is a boy without a dress or girl-styled hair, and a girl with a dress or girl-styled hair', () => {
    for (const [slug, theme] of Object.entries(THEMES)) {
      const boy = heroFor(theme.hero, 'boy', theme.otherHero);
      const girl = heroFor(theme.hero, 'girl', theme.otherHero);
      expect(boy.dress ?? false, slug).toBe(false);
      expect(GIRL_HAIR, slug).not.toContain(boy.hairStyle);
      expect(girl.dress || GIRL_HAIR.includes(girl.hairStyle), slug).toBe(true);
      expect(heroGender(boy), slug).toBe('boy');
      expect(heroGender(girl), slug).toBe('girl');
      // The outfit stays the book's: same skin, shoes and headwear.
      expect([boy.skin, boy.shoes, boy.headwear], slug).toEqual([girl.skin, girl.shoes, girl.headwear]);
    }
  });

  it('never draws a boy in a cape that hangs like a skirt', () => {
    for (const theme of Object.values(THEMES)) {
      const boy = heroFor(theme.hero, 'boy', theme.otherHero);
      if (boy.extra === 'cape') expect(boy.capeSwept).toBe(true);
    }
  });
});

describe('head marks', () => {
  it('follow nested, mirrored and rotated groups and disappear from the document', () => {
    const svg =
      '<svg><defs><linearGradient id="l1"><stop offset="0"/></linearGradient></defs>' +
      '<g transform="translate(100 50) scale(-2 2)"><rect width="3" height="3"/>' +
      '<g transform="rotate(90 10 0)"><g transform="translate(0 -20)"><hero-head r="10"/></g></g></g>' +
      '<g transform="translate(5,5)"></g></svg>';
    const { svg: clean, heads } = resolveHeadMarks(svg);
    expect(clean).not.toContain('hero-head');
    expect(heads).toHaveLength(1);
    // (0,-20) rotated 90° about (10,0) → (30,-10); scaled (-2,2) → (-60,-20); translated → (40,30).
    expect(heads[0]!.cx).toBeCloseTo(40, 9);
    expect(heads[0]!.cy).toBeCloseTo(30, 9);
    expect(heads[0]!.r).toBeCloseTo(20, 9);
  });
});
