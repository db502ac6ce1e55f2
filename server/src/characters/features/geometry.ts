/** Where things are on the working face, from the mesh: the measurements' shared landmarks. */
import { distance, lerp, type Point } from './image';
import { MESH, point, type WorkingFace } from './landmarks';

export interface FaceGeometry {
  /** Centroid of the face outline. */
  centre: Point;
  silhouette: Point[];
  /** Cheekbone width: the unit of size. */
  unit: number;
  /** Forehead top (mesh 10) to chin. */
  height: number;
  topY: number;
  eyeY: number;
  noseY: number;
  mouthY: number;
  chinY: number;
  /** Face edge x at cheekbone and jaw level, image-left and image-right. */
  cheekX: [number, number];
  jawX: [number, number];
}

export function faceGeometry(face: WorkingFace): FaceGeometry {
  const silhouette = MESH.silhouette.map((i) => point(face, i));
  const centre: Point = [
    silhouette.reduce((sum, p) => sum + p[0], 0) / silhouette.length,
    silhouette.reduce((sum, p) => sum + p[1], 0) / silhouette.length,
  ];
  const y = (i: number) => point(face, i)[1];
  const x = (i: number) => point(face, i)[0];
  return {
    centre,
    silhouette,
    unit: face.faceWidth,
    height: distance(point(face, MESH.top), point(face, MESH.chin)),
    topY: y(MESH.top),
    eyeY: (y(MESH.eyeLeft.outer) + y(MESH.eyeLeft.inner) + y(MESH.eyeRight.outer) + y(MESH.eyeRight.inner)) / 4,
    noseY: y(MESH.noseTip),
    mouthY: (y(MESH.mouthLeft) + y(MESH.mouthRight)) / 2,
    chinY: y(MESH.chin),
    cheekX: [x(MESH.cheekLeft), x(MESH.cheekRight)],
    jawX: [x(MESH.jawLeft), x(MESH.jawRight)],
  };
}

/** The outline scaled by `factor` about the face's centre. */
export const scaledOutline = (geometry: FaceGeometry, factor: number): Point[] =>
  geometry.silhouette.map((p) => lerp(geometry.centre, p, factor));
