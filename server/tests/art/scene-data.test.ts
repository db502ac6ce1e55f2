/**
 * Scenes as data: a book's spreads read from server/books/<slug>/scenes.json draw what the file says,
 * an edit of the data changes the picture, a file that does not read fails naming the book, and the arithmetic a
 * scene may write cannot reach the runtime.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_FEATURES } from '@shop/shared/characters';
import { describe, expect, it } from 'vitest';
import { PROPS_MD, propsReference } from '../../../scripts/books-props';
import { heroFor, heroWithFeatures } from '../../src/art/child';
import { drawPicture, PAGE, THEMES } from '../../src/art/pictures';
import { BOOKS, BOOKS_DIR, loadBookScenes } from '../../src/art/scene-data/books';
import { evaluateExpression } from '../../src/art/scene-data/expression';
import { cameraTransform, type ScenesData, sceneFromData } from '../../src/art/scene-data/interpret';
import type { Scene } from '../../src/art/themes/theme';

const SLUG = 'numbers-in-the-magic-garden';
const theme = THEMES[SLUG]!;
const hero = heroWithFeatures(heroFor(theme.hero, 'girl', theme.otherHero), DEFAULT_FEATURES, 'girl', 0, 5);
const draw = (scene: Scene) => drawPicture('scene-data', PAGE, (art) => scene(art, hero), 'page', hero, '2dWarner').svg;

/** A copy of the book's folder whose scenes.json is changed by `edit`. */
function editedBook(edit: (data: ScenesData) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'scenes-'));
  const data = JSON.parse(readFileSync(path.join(BOOKS_DIR, SLUG, 'scenes.json'), 'utf8')) as ScenesData;
  edit(data);
  writeFileSync(path.join(dir, 'scenes.json'), JSON.stringify(data));
  // The props stay the book's own: only the data is a content person's to change.
  writeFileSync(
    path.join(dir, 'props.ts'),
    `export * from ${JSON.stringify(path.join(BOOKS_DIR, SLUG, 'props.ts').split(path.sep).join('/'))};\n`,
  );
  return dir;
}

describe('scenes as data', () => {
  it('the engine draws the book from its folder, every spread its own picture', () => {
    expect(BOOKS[SLUG]?.spreads).toBeDefined();
    expect(theme.spreads).toBe(BOOKS[SLUG]?.spreads);
    const svgs = theme.spreads!.map(draw);
    expect(svgs).toHaveLength(10);
    expect(new Set(svgs).size).toBe(10);
  });

  it("a content person's edit of the data changes the picture: the child moved, a mood changed, a prop removed", async () => {
    const before = draw(theme.spreads![0]!);
    const childLayer = (data: ScenesData) =>
      data.spreads[0]!.layers.find((layer) => Array.isArray(layer) && layer[0] === 'child') as unknown[];
    const moved = await loadBookScenes(
      SLUG,
      editedBook((data) => {
        childLayer(data)[4] = 500;
      }),
    );
    const sad = await loadBookScenes(
      SLUG,
      editedBook((data) => {
        const pose = childLayer(data)[3] as { merge: Record<string, unknown>[] };
        pose.merge[1]!.mood = 'sleepy';
      }),
    );
    const noArch = await loadBookScenes(
      SLUG,
      editedBook((data) => {
        data.spreads[0]!.layers = data.spreads[0]!.layers.filter(
          (layer) => !(Array.isArray(layer) && layer[0] === 'roseArch'),
        );
      }),
    );
    const unchanged = await loadBookScenes(
      SLUG,
      editedBook(() => undefined),
    );
    expect(draw(unchanged[0]!)).toBe(before);
    for (const edited of [moved, sad, noArch]) expect(draw(edited[0]!)).not.toBe(before);
    expect(draw(noArch[0]!).length).toBeLessThan(before.length);
  });

  it('a scene file that does not read fails at load, naming the book and the place', async () => {
    await expect(
      loadBookScenes(
        SLUG,
        editedBook((data) => {
          (data.spreads[0] as unknown as Record<string, unknown>).layers = 'sky';
        }),
      ),
    ).rejects.toThrow(/scenes\.json[\s\S]*layers/);
    const unknown = await loadBookScenes(
      SLUG,
      editedBook((data) => {
        data.spreads[2]!.layers.push(['unicornCastle', 1, 2]);
      }),
    );
    expect(() => draw(unknown[2]!)).toThrow(`${SLUG}, spread 3: nothing is called "unicornCastle"`);
  });

  it('reads arithmetic as code reads it, and cannot reach the runtime', () => {
    const scope = (values: Record<string, unknown>) => (name: string) => {
      if (!(name in values)) throw new Error(`no ${name}`);
      return values[name];
    };
    const vars = scope({ i: 3, x: 10, r: [4, 5], art: { w: 1000 }, Math });
    expect(evaluateExpression('560 + i * 30', vars)).toBe(650);
    expect(evaluateExpression('x - 2 - 3', vars)).toBe(5);
    expect(evaluateExpression('2 ** 3 ** 2', vars)).toBe(512);
    expect(evaluateExpression('i % 2 ? "odd" : "even"', vars)).toBe('odd');
    expect(evaluateExpression("'M' + r[1] + ' ' + art.w / 2", vars)).toBe('M5 500');
    expect(evaluateExpression('Math.max(i, x) - -1', vars)).toBe(11);
    expect(() => evaluateExpression('art.constructor', vars)).toThrow(/may not read/);
    expect(() => evaluateExpression("r['__proto__']", vars)).toThrow(/may not read/);
    expect(() => evaluateExpression('process.exit(1)', vars)).toThrow('no process');
    expect(() => evaluateExpression('x; y', vars)).toThrow(/Cannot read/);
  });

  it('reads every form of the format as the code it stands for', () => {
    const props = {
      dot: (x: number, y: number, colour = 'black') => `<dot ${x} ${y} ${colour}/>`,
      pair: (a: number, b: number) => [a, b],
      wrap: (inner: string, at: { x: number }) => `<g ${at.x}>${inner}</g>`,
    };
    const scene = sceneFromData(
      {
        let: [
          ['n', 3],
          ['list', [{ each: 'i', in: { call: ['range', '$n'] }, do: { '=': 'i * 10' } }]],
          ['twice', { fn: ['v'], defaults: { v: 1 }, do: { '=': 'v * 2' } }],
        ],
        layers: [
          ['dot', 1, 2],
          {
            each: 'v',
            index: 'k',
            in: '$list',
            do: ['dot', '$v', '$k', { if: { '=': 'k === 1' }, yes: 'red', no: 'blue' }],
          },
          { each: ['a', 'b'], in: [{ call: ['pair', 5, 6] }], do: ['dot', '$a', '$b'] },
          {
            with: [['x', 7]],
            do: ['wrap', { call: ['concat', { call: ['dot', '$x', 0] }, '!'] }, { merge: [{ x: 1 }, { x: '$x' }] }],
          },
          { spread: { method: [[{ call: ['dot', 9, 9] }], 'concat', ['<tail/>']] } },
          ['dot', { '=': 'art.w / 2' }, { call: ['twice'] }],
          ['dot', { '=': 'twice(4)' }, { '=': 'Math.max(n, 1) ** 2' }],
        ],
      },
      props,
      'test',
    );
    expect(scene({ w: 100 } as never, {} as never)).toEqual([
      '<dot 1 2 black/>',
      '<dot 0 0 blue/>',
      '<dot 10 1 red/>',
      '<dot 20 2 blue/>',
      '<dot 5 6 black/>',
      '<g 7><dot 7 0 black/>!</g>',
      '<dot 9 9 black/>',
      '<tail/>',
      '<dot 50 2 black/>',
      '<dot 8 9 black/>',
    ]);
  });

  it('frames a spread closer with its camera, in every style or in one, never past the scene’s edge', async () => {
    const head = (scene: Scene, style: '2dWarner' | 'anime') =>
      drawPicture('camera', PAGE, (art) => scene(art, hero), 'page', hero, style).heads[0]!;
    const [plain] = await loadBookScenes(
      SLUG,
      editedBook(() => undefined),
    );
    const [closer] = await loadBookScenes(
      SLUG,
      editedBook((data) => {
        data.spreads[0]!.camera = { zoom: 1.5, at: [330, 560] };
      }),
    );
    const [animeOnly] = await loadBookScenes(
      SLUG,
      editedBook((data) => {
        data.spreads[0]!.camera = { styles: { anime: { zoom: 1.5, at: [330, 560] } } };
      }),
    );
    const before = head(plain!, '2dWarner');
    const after = head(closer!, '2dWarner');
    expect(after.r).toBeCloseTo(before.r * 1.5, 5);
    // The child (at 330, 560 in the scene) comes to the middle of the picture, as far as the edge allows.
    expect(after.cx).toBeCloseTo(500 + (before.cx - 333.33) * 1.5, 0);
    expect(head(animeOnly!, '2dWarner')).toEqual(before);
    expect(head(animeOnly!, 'anime').r).toBeCloseTo(head(plain!, 'anime').r * 1.5, 5);
    expect(cameraTransform({ w: 1000, h: 700 }, { zoom: 2, at: [0, 700] })).toBe(
      'translate(500 350) scale(2) translate(-250 -525)',
    );
  });

  it('lists every prop a scene can name, with its arguments, in server/books/PROPS.md (up to date)', {
    timeout: 60_000,
  }, () => {
    const written = readFileSync(PROPS_MD, 'utf8');
    expect(written, 'run npm run generate:props').toBe(propsReference());
    expect(written).toContain('- `tulip(x, y, h, color)`');
    expect(written).toMatch(/- `child\(art, hero, given, x, y, s, flip\?\)`: .* _\(every book\)_/);
  });
});
