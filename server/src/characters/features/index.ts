/**
 * The child's looks, measured from the uploaded photo the way an illustrator would: skin tone, hair
 * colour, hair length and shape, eye colour, face shape, glasses and freckles, each mapped to the nearest
 * key of the shared palettes (@shop/shared/characters). The art engine draws the child from these alone.
 *
 * Models: the face mesh and iris models of @vladmandic/human, run in the face detector's thread
 * (photos/face-detector.ts), on a crop around the face the upload check found. Everything else is
 * colour and edge statistics on that crop. About 0.3 s a photo once the detector is warm.
 */
import { type CharacterFeatures, characterFeaturesSchema } from '@shop/shared/characters';
import type { CharacterSource } from '../generator';
import { measureEyes, nearestEyeColor } from './eyes';
import { measureFaceShape } from './face-shape';
import { measureFreckles } from './freckles';
import { faceGeometry } from './geometry';
import { measureGlasses } from './glasses';
import { hairLength, measureHair, nearestHairColor, nearestHairStyle } from './hair';
import type { Lab } from './image';
import { workingFace } from './landmarks';
import { measureSkin, nearestSkinTone } from './skin';

export { NoFaceMeshError, type PhotoLandmarks, photoLandmarks } from './landmarks';

export interface ExtractedFeatures {
  features: CharacterFeatures;
  /** What was measured, for logs and tuning: Lab colours, shares, scores, timings. */
  measured: Record<string, number | string | boolean>;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const labText = (lab: Lab) => lab.map((v) => round(v, 1)).join(' ');

export async function extractFeatures(source: CharacterSource, gender: 'girl' | 'boy'): Promise<ExtractedFeatures> {
  const started = performance.now();
  const face = await workingFace(source);
  const located = performance.now();
  const geometry = faceGeometry(face);
  const skin = measureSkin(face);
  const hair = measureHair(face, geometry, skin.lab);
  const eyes = measureEyes(face);
  const glasses = measureGlasses(face, skin.cheeks);
  const freckles = measureFreckles(face, skin.cheeks);
  const shape = measureFaceShape(face);

  const features = characterFeaturesSchema.parse({
    skin_tone: nearestSkinTone(skin.lab),
    hair_color: nearestHairColor(hair.lab),
    hair_style: nearestHairStyle(hair, gender),
    eye_color: nearestEyeColor(eyes.lab),
    face_shape: shape.shape,
    glasses: glasses.glasses,
    freckles: freckles.freckles,
  });
  const done = performance.now();
  return {
    features,
    measured: {
      skin_lab: labText(skin.lab),
      skin_spread: round(skin.spread, 1),
      skin_forehead_used: skin.foreheadUsed,
      hair_lab: labText(hair.lab),
      hair_coverage: round(hair.coverage),
      hair_ear: round(hair.ear),
      hair_jaw: round(hair.jaw),
      hair_below: round(hair.below),
      hair_height: round(hair.height),
      hair_width: round(hair.width),
      hair_coherence: round(hair.coherence),
      hair_length: hairLength(hair),
      eye_lab: labText(eyes.lab),
      eye_iris_radius: round(eyes.radius, 1),
      eye_pixels: eyes.pixels,
      glasses_rim_left: round(glasses.rimLeft),
      glasses_rim_right: round(glasses.rimRight),
      glasses_bridge: round(glasses.bridge),
      glasses_threshold: round(glasses.threshold, 1),
      freckle_spots: freckles.spots,
      freckle_density: round(freckles.density, 1),
      freckles_visible: freckles.visible,
      face_length: round(shape.length),
      face_jaw: round(shape.jaw),
      face_chin: round(shape.chin),
      face_forehead: round(shape.forehead),
      face_width_px: round(face.faceWidth / face.scale, 1),
      detect_ms: round(face.detectMs, 0),
      locate_ms: round(located - started, 0),
      measure_ms: round(done - located, 0),
      total_ms: round(done - started, 0),
    },
  };
}
