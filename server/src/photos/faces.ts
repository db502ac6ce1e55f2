/** A face the detector found, in the pixels of the image it was given. */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** 0-1: how sure the detector is. */
  score: number;
}

/** The face the child's picture is drawn from: the biggest one (the child in a close-up). */
export function largestFace(faces: readonly FaceBox[]): FaceBox | undefined {
  return [...faces].sort((a, b) => b.width * b.height - a.width * a.height)[0];
}

/** Where the face the upload check found is kept next to the photo, so generation need not look again. */
export function faceKeyOf(photoKey: string): string {
  return photoKey.replace(/\.jpg$/, '.face.json');
}

export function parseFace(data: Buffer): FaceBox {
  const face = JSON.parse(data.toString('utf8')) as Partial<FaceBox>;
  const numbers = [face.x, face.y, face.width, face.height, face.score];
  if (!numbers.every((value) => typeof value === 'number' && Number.isFinite(value))) {
    throw new Error('the stored face box is malformed');
  }
  return face as FaceBox;
}
