/**
 * Face shape from the mesh's proportions: length over cheekbone width, and the jaw and forehead widths
 * against the cheekbones. Round: short and full-jawed; heart: wide forehead over a narrow, pointed chin;
 * oval: the rest. The mesh is fitted to a face model, so differences are small and the cut-offs tight.
 */
import type { FaceShape } from '@shop/shared/characters';
import { distance } from './image';
import { MESH, point, type WorkingFace } from './landmarks';

export interface FaceShapeMeasure {
  /** Forehead top (mesh 10) to chin over cheekbone width. */
  length: number;
  /** Jaw angles, lower jaw and forehead widths over cheekbone width. */
  jaw: number;
  chin: number;
  forehead: number;
  shape: FaceShape;
}

export function measureFaceShape(face: WorkingFace): FaceShapeMeasure {
  const span = (a: number, b: number) => distance(point(face, a), point(face, b));
  const cheek = span(MESH.cheekLeft, MESH.cheekRight);
  const length = span(MESH.top, MESH.chin) / cheek;
  const jaw = span(MESH.jawLeft, MESH.jawRight) / cheek;
  const chin = span(MESH.lowJawLeft, MESH.lowJawRight) / cheek;
  const forehead = span(MESH.foreheadLeft, MESH.foreheadRight) / cheek;
  let shape: FaceShape = 'oval';
  if (forehead - chin > 0.42 && chin < 0.5) shape = 'heart';
  else if (length < 1.12 && jaw > 0.8) shape = 'round';
  return { length, jaw, chin, forehead, shape };
}
