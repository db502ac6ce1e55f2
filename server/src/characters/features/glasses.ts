/**
 * Glasses, from the frame's edges: a frame draws a long, continuous line under each eye (the lower rim)
 * and across the top of the nose (the bridge), where a bare face is smooth. Each is scored as the share
 * of columns that hold an edge much stronger than the cheek's own texture, with the edge's row changing
 * smoothly from column to column (a line, not scattered pores or a crease here and there).
 */
import { quantile } from './image';
import { type EyeIndices, MESH, point, type WorkingFace } from './landmarks';

export interface GlassesMeasure {
  /** 0-1 scores of the three frame parts. */
  rimLeft: number;
  rimRight: number;
  bridge: number;
  /** Edge strength counted as a frame (L units a pixel). */
  threshold: number;
  glasses: boolean;
}

/** |∂L/∂y| (central difference) */
function verticalGradient(face: WorkingFace, x: number, y: number): number {
  const { L, width } = face.lab;
  const i = y * width + x;
  return Math.abs((L[i + width] ?? 0) - (L[i - width] ?? 0)) / 2;
}

/** Share of the columns in [x0,x1] that hold a strong horizontal line between y0 and y1. */
function lineScore(face: WorkingFace, x0: number, x1: number, y0: number, y1: number, threshold: number): number {
  const { width, height } = face.lab;
  const rows: number[] = [];
  const from = Math.max(1, Math.round(Math.min(x0, x1)));
  const to = Math.min(width - 2, Math.round(Math.max(x0, x1)));
  const top = Math.max(1, Math.round(y0));
  const bottom = Math.min(height - 2, Math.round(y1));
  if (to <= from || bottom <= top) return 0;
  for (let x = from; x <= to; x += 1) {
    let best = 0;
    let bestY = -1;
    for (let y = top; y <= bottom; y += 1) {
      const g = verticalGradient(face, x, y);
      if (g > best) {
        best = g;
        bestY = y;
      }
    }
    rows.push(best >= threshold ? bestY : -1);
  }
  // A column counts when it has a strong edge whose row is close to its neighbours' (a continuous line).
  const step = Math.max(2, (bottom - top) * 0.25);
  let continuous = 0;
  for (let k = 0; k < rows.length; k += 1) {
    const y = rows[k] ?? -1;
    if (y < 0) continue;
    const neighbours = [rows[k - 2], rows[k - 1], rows[k + 1], rows[k + 2]].filter(
      (v): v is number => v !== undefined && v >= 0 && Math.abs(v - y) <= step,
    );
    if (neighbours.length >= 2) continuous += 1;
  }
  return continuous / rows.length;
}

export function measureGlasses(face: WorkingFace, cheeks: readonly number[][]): GlassesMeasure {
  const { width } = face.lab;
  // The cheek's own texture sets the bar: a frame edge is far above it in any lighting. The median, because
  // a frame's lower rim crosses the top of the cheek patch.
  const cheekGradients = cheeks.flat().map((i) => verticalGradient(face, i % width, Math.floor(i / width)));
  const threshold = Math.max(5, quantile(cheekGradients, 0.5) * 7);

  const rim = (eye: EyeIndices) => {
    const outer = point(face, eye.outer);
    const inner = point(face, eye.inner);
    const bottom = point(face, eye.bottom);
    const eyeWidth = Math.abs(outer[0] - inner[0]);
    // Where a lower rim sits: from just under the lower lid to about an eye width below it.
    return lineScore(
      face,
      Math.min(outer[0], inner[0]) + eyeWidth * 0.1,
      Math.max(outer[0], inner[0]) - eyeWidth * 0.1,
      bottom[1] + eyeWidth * 0.3,
      bottom[1] + eyeWidth * 0.95,
      threshold,
    );
  };
  const innerLeft = point(face, MESH.eyeLeft.inner);
  const innerRight = point(face, MESH.eyeRight.inner);
  const gap = innerRight[0] - innerLeft[0];
  const browY = Math.max(point(face, MESH.browInnerLeft)[1], point(face, MESH.browInnerRight)[1]);
  const eyeY = (innerLeft[1] + innerRight[1]) / 2;
  const bridge = lineScore(
    face,
    innerLeft[0] + gap * 0.3,
    innerRight[0] - gap * 0.3,
    browY + (eyeY - browY) * 0.25,
    eyeY + gap * 0.15,
    threshold,
  );
  const rimLeft = rim(MESH.eyeLeft);
  const rimRight = rim(MESH.eyeRight);
  const rims = (rimLeft + rimRight) / 2;
  return {
    rimLeft,
    rimRight,
    bridge,
    threshold,
    glasses: (rims >= 0.55 && bridge >= 0.5) || Math.min(rimLeft, rimRight) >= 0.8,
  };
}
