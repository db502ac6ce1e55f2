/**
 * The working image every measurement reads: a crop around the child's head (room above for hair, below
 * for hair length and shoulders), scaled so the face is about WORK_FACE_WIDTH px wide, with the face mesh
 * and irises found on that same crop by the face detector's thread. Detecting on the crop, not the whole
 * photo, matters: Human truncates mesh coordinates to whole pixels of its input, so a small face in a big
 * photo would get irises a few pixels across.
 */
import sharp from 'sharp';
import { detectLandmarks, type MeshPoint } from '../../photos/face-detector';
import type { FaceBox } from '../../photos/faces';
import type { CharacterSource } from '../generator';
import { distance, type LabImage, type Point, type RgbImage, toLab } from './image';

/** Face width in the working crop: enough for irises and freckles, small enough to stay fast. */
export const WORK_FACE_WIDTH = 180;
/** No point inventing detail: a small face is enlarged at most this much. */
const MAX_UPSCALE = 2.5;
/** Around the detected face box, in face-box sizes: hair above and beside, shoulders below. */
const MARGIN = { side: 0.8, top: 0.75, bottom: 1.2 };
/** BlazeFace's box over the cheekbone-to-cheekbone width (mesh 234-454), measured on frontal faces. */
const BOX_OVER_FACE_WIDTH = 1.55;

export interface EyeIndices {
  outer: number;
  inner: number;
  top: number;
  bottom: number;
  contour: readonly number[];
}

/** MediaPipe face-mesh indices the measurements use (image-left = the child's right side). */
export const MESH = {
  top: 10,
  chin: 152,
  cheekLeft: 234,
  cheekRight: 454,
  jawLeft: 172,
  jawRight: 397,
  lowJawLeft: 150,
  lowJawRight: 379,
  foreheadLeft: 54,
  foreheadRight: 284,
  browInnerLeft: 107,
  browInnerRight: 336,
  foreheadCentre: 151,
  noseBridge: 168,
  noseTop: 6,
  noseTip: 1,
  mouthLeft: 61,
  mouthRight: 291,
  /** Face outline, clockwise from the top of the forehead. */
  silhouette: [
    10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150,
    136, 172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
  ],
  eyeLeft: {
    outer: 33,
    inner: 133,
    top: 159,
    bottom: 145,
    contour: [33, 7, 163, 144, 145, 153, 154, 155, 133, 173, 157, 158, 159, 160, 161, 246],
  } as EyeIndices,
  eyeRight: {
    outer: 263,
    inner: 362,
    top: 386,
    bottom: 374,
    contour: [263, 249, 390, 373, 374, 380, 381, 382, 362, 398, 384, 385, 386, 387, 388, 466],
  } as EyeIndices,
  browLeft: [70, 63, 105, 66, 107, 55, 65, 52, 53, 46],
  browRight: [300, 293, 334, 296, 336, 285, 295, 282, 283, 276],
  lips: [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291, 409, 270, 269, 267, 0, 37, 39, 40, 185],
  /** The iris model's points: centre, then four on the edge. */
  irisA: [468, 469, 470, 471, 472],
  irisB: [473, 474, 475, 476, 477],
} as const;

export interface Iris {
  centre: Point;
  /** Mean distance from the centre to the four edge points. */
  radius: number;
}

export interface WorkingFace {
  rgb: RgbImage;
  lab: LabImage;
  /** 478 points in the working crop's pixels. */
  mesh: readonly MeshPoint[];
  /** Image-left and image-right eye's iris. */
  irisLeft: Iris;
  irisRight: Iris;
  /** Working pixels per photo pixel. */
  scale: number;
  /** The crop, in the photo's pixels. */
  crop: { left: number; top: number; width: number; height: number };
  /** Cheekbone to cheekbone (mesh 234-454), in working pixels: the unit of every size below. */
  faceWidth: number;
  detectMs: number;
}

export const point = (face: Pick<WorkingFace, 'mesh'>, index: number): Point => {
  const p = face.mesh[index];
  if (!p) throw new Error(`mesh point ${index} missing`);
  return [p[0], p[1]];
};

function iris(mesh: readonly MeshPoint[], indices: readonly number[]): Iris {
  const [centre, ...edge] = indices.map((i) => mesh[i] as MeshPoint);
  const c = centre as MeshPoint;
  const radius = edge.reduce((sum, p) => sum + Math.hypot(p[0] - c[0], p[1] - c[1]), 0) / edge.length;
  return { centre: [c[0], c[1]], radius };
}

export class NoFaceMeshError extends Error {
  constructor() {
    super('the face mesh found no face around the detected face box');
  }
}

/** The face box grown by WINDOW_MARGIN on each side, cut out of the working image. */
const WINDOW_MARGIN = 0.35;

function faceWindow(image: RgbImage, box: [number, number, number, number]): Window {
  const [x, y, w, h] = box;
  const left = Math.max(0, Math.floor(x - w * WINDOW_MARGIN));
  const top = Math.max(0, Math.floor(y - h * WINDOW_MARGIN));
  const right = Math.min(image.width, Math.ceil(x + w * (1 + WINDOW_MARGIN)));
  const bottom = Math.min(image.height, Math.ceil(y + h * (1 + WINDOW_MARGIN)));
  const width = right - left;
  const height = bottom - top;
  const data = Buffer.alloc(width * height * 3);
  for (let row = 0; row < height; row += 1) {
    const from = ((top + row) * image.width + left) * 3;
    image.data.copy(data, row * width * 3, from, from + width * 3);
  }
  return { data, width, height, left, top };
}

interface Window extends RgbImage {
  left: number;
  top: number;
}

/** The mesh (in working-image pixels) of the face in `window` nearest `expected`, if any. */
async function nearestFace(window: Window, expected: Point) {
  const detection = await detectLandmarks(window.data, window.width, window.height);
  const centre = (face: FaceBox): Point => [
    window.left + face.x + face.width / 2,
    window.top + face.y + face.height / 2,
  ];
  const found = detection.faces
    .filter((candidate) => candidate.mesh.length >= 478)
    .sort((p, q) => distance(centre(p), expected) - distance(centre(q), expected))[0];
  if (!found) return undefined;
  const mesh = found.mesh.map((p): MeshPoint => [p[0] + window.left, p[1] + window.top, p[2]]);
  return { mesh, detectMs: detection.ms };
}

export async function workingFace(source: CharacterSource): Promise<WorkingFace> {
  const { face } = source;
  const left = Math.max(0, Math.floor(face.x - MARGIN.side * face.width));
  const top = Math.max(0, Math.floor(face.y - MARGIN.top * face.height));
  const right = Math.min(source.width, Math.ceil(face.x + face.width * (1 + MARGIN.side)));
  const bottom = Math.min(source.height, Math.ceil(face.y + face.height * (1 + MARGIN.bottom)));
  const crop = { left, top, width: right - left, height: bottom - top };
  const scale = Math.min(MAX_UPSCALE, (WORK_FACE_WIDTH * BOX_OVER_FACE_WIDTH) / face.width);
  const width = Math.max(1, Math.round(crop.width * scale));
  const height = Math.max(1, Math.round(crop.height * scale));
  const { data, info } = await sharp(source.photo)
    .extract(crop)
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgb = { data, width: info.width, height: info.height };
  // The models need the face, not the hair and shoulders around it: a tighter window is quicker to scan.
  const expected: Point = [(face.x + face.width / 2 - left) * scale, (face.y + face.height / 2 - top) * scale];
  const window = faceWindow(rgb, [
    (face.x - left) * scale,
    (face.y - top) * scale,
    face.width * scale,
    face.height * scale,
  ]);
  let found = await nearestFace(window, expected);
  // BlazeFace wants some context around a face; should the tight window cut too much, look at the whole crop.
  if (!found) found = await nearestFace({ ...rgb, left: 0, top: 0 }, expected);
  if (!found) throw new NoFaceMeshError();
  const { mesh, detectMs } = found;
  const a = iris(mesh, MESH.irisA);
  const b = iris(mesh, MESH.irisB);
  const [irisLeft, irisRight] = a.centre[0] < b.centre[0] ? [a, b] : [b, a];
  const cheekLeft = mesh[MESH.cheekLeft] as MeshPoint;
  const cheekRight = mesh[MESH.cheekRight] as MeshPoint;
  return {
    rgb,
    lab: toLab(rgb),
    mesh,
    irisLeft,
    irisRight,
    scale,
    crop,
    faceWidth: Math.hypot(cheekRight[0] - cheekLeft[0], cheekRight[1] - cheekLeft[1]),
    detectMs,
  };
}

/** The mesh and irises in the photo's own pixels (to draw on a photo, e.g. test inputs). */
export interface PhotoLandmarks {
  mesh: Point[];
  irisLeft: Iris;
  irisRight: Iris;
  faceWidth: number;
}

export async function photoLandmarks(source: CharacterSource): Promise<PhotoLandmarks> {
  const face = await workingFace(source);
  const { left, top } = face.crop;
  const back = (p: Point): Point => [left + p[0] / face.scale, top + p[1] / face.scale];
  const irisBack = (value: Iris): Iris => ({ centre: back(value.centre), radius: value.radius / face.scale });
  return {
    mesh: face.mesh.map((p) => back([p[0], p[1]])),
    irisLeft: irisBack(face.irisLeft),
    irisRight: irisBack(face.irisRight),
    faceWidth: face.faceWidth / face.scale,
  };
}
