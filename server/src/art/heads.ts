/**
 * Where the hero's head ends up in picture pixels. The child is drawn in its own body units and then nested in
 * groups that move, scale, rotate and mirror it (a passenger inside a locomotive inside a translated group), so
 * the builders cannot know the final position. Instead `child()` leaves an invisible marker at the head centre and
 * the finished document is walked once, composing the `transform` of every open element down to each marker.
 */

/** A drawn child's head in picture pixels; r is the head radius. The book pastes the real child's face there. */
export interface HeadSpot {
  cx: number;
  cy: number;
  r: number;
}

/** The marker element; never reaches the final SVG. */
export const HEAD_MARK = 'hero-head';

/**
 * The favourite hero's marker in a custom story (art/favourite.ts): its box in the hero's own units, so the page
 * layout keeps the words of a double page and the cover's title off the hero as it does off the child.
 */
export const FRIEND_MARK = 'hero-friend';

/** An axis-aligned box in picture pixels. */
export interface SpotBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** 2-D affine matrix [a b c d e f], the SVG order: x' = a·x + c·y + e, y' = b·x + d·y + f. */
type Matrix = readonly [number, number, number, number, number, number];

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** Parses an SVG transform list (matrix, translate, scale, rotate, skewX, skewY) into one matrix. */
export function parseTransform(text: string): Matrix {
  let m = IDENTITY;
  for (const [, op, args] of text.matchAll(/(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g)) {
    const v = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter((s) => s !== '')
      .map(Number);
    const [a = 0, b, c, d, e, f] = v;
    let n: Matrix;
    switch (op) {
      case 'matrix':
        n = [a, b ?? 0, c ?? 0, d ?? 0, e ?? 0, f ?? 0];
        break;
      case 'translate':
        n = [1, 0, 0, 1, a, b ?? 0];
        break;
      case 'scale':
        n = [a, 0, 0, b ?? a, 0, 0];
        break;
      case 'rotate': {
        const r = (a * Math.PI) / 180;
        const cos = Math.cos(r);
        const sin = Math.sin(r);
        const [cx, cy] = [b ?? 0, c ?? 0];
        // rotate(a cx cy) = translate(cx cy) rotate(a) translate(-cx -cy)
        n = [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
        break;
      }
      case 'skewX':
        n = [1, 0, Math.tan((a * Math.PI) / 180), 1, 0, 0];
        break;
      default:
        n = [1, Math.tan((a * Math.PI) / 180), 0, 1, 0, 0];
    }
    m = multiply(m, n);
  }
  return m;
}

const TAG = /<(\/?)([A-Za-z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** Finds the head markers in a finished document and returns their positions and the document without them. */
export function resolveHeadMarks(svg: string): { svg: string; heads: HeadSpot[]; friends: SpotBox[] } {
  if (!svg.includes(`<${HEAD_MARK}`) && !svg.includes(`<${FRIEND_MARK}`)) return { svg, heads: [], friends: [] };
  const heads: HeadSpot[] = [];
  const friends: SpotBox[] = [];
  const stack: Matrix[] = [IDENTITY];
  for (const [, closing, name, attrs = ''] of svg.matchAll(TAG)) {
    if (closing) {
      stack.pop();
      continue;
    }
    const parent = stack[stack.length - 1] ?? IDENTITY;
    const own = /\stransform="([^"]*)"/.exec(attrs);
    const m = own ? multiply(parent, parseTransform(own[1] ?? '')) : parent;
    if (name === HEAD_MARK) {
      const r = Number(/\sr="([^"]*)"/.exec(attrs)?.[1] ?? 0);
      // A uniform scale (possibly mirrored or rotated) scales the radius by √|det|.
      heads.push({ cx: m[4], cy: m[5], r: r * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2])) });
    } else if (name === FRIEND_MARK) {
      const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((key) =>
        Number(new RegExp(`\\s${key}="([^"]*)"`).exec(attrs)?.[1] ?? 0),
      ) as [number, number, number, number];
      const corners = [
        [x, y],
        [x + w, y],
        [x, y + h],
        [x + w, y + h],
      ].map(([px, py]) => [m[0] * px! + m[2] * py! + m[4], m[1] * px! + m[3] * py! + m[5]] as const);
      const xs = corners.map(([px]) => px);
      const ys = corners.map(([, py]) => py);
      const left = Math.min(...xs);
      const top = Math.min(...ys);
      friends.push({ x: left, y: top, w: Math.max(...xs) - left, h: Math.max(...ys) - top });
    } else if (!attrs.endsWith('/')) {
      stack.push(m);
    }
  }
  return { svg: svg.replace(new RegExp(`<(?:${HEAD_MARK}|${FRIEND_MARK})[^>]*/>`, 'g'), ''), heads, friends };
}
