/**
 * Skin: the median Lab of the cheeks and forehead, the way an illustrator picks the mid-tone of a face,
 * not its highlight or shadow. Forehead pixels count only when they agree with the cheeks (fringes cover
 * foreheads), and the brightest and darkest tails (shine, shadow under the cheekbone) are dropped.
 */
import { SKIN_TONES, type SkinTone } from '@shop/shared/characters';
import { deltaE, discPixels, hexToLab, type Lab, maskPixels, medianLab, polygonMask, quantile } from './image';
import { point, type WorkingFace } from './landmarks';

/** Cheek patches below the eyes, clear of nose, mouth and face edge (image-left, image-right). */
export const CHEEK_LEFT = [117, 118, 101, 36, 205, 187, 123, 116] as const;
export const CHEEK_RIGHT = [346, 347, 330, 266, 425, 411, 352, 345] as const;

export interface SkinMeasure {
  lab: Lab;
  /** The cheeks' pixels (working-image indices), reused by the freckle search. */
  cheeks: readonly number[][];
  /** How much the kept pixels vary in lightness (IQR): shading, or a tinted light. */
  spread: number;
  foreheadUsed: boolean;
}

export function measureSkin(face: WorkingFace): SkinMeasure {
  const { lab } = face;
  const { width, height } = lab;
  const cheeks = [CHEEK_LEFT, CHEEK_RIGHT].map((indices) =>
    maskPixels(
      polygonMask(
        indices.map((i) => point(face, i)),
        width,
        height,
      ),
    ),
  );
  const cheekPixels = cheeks.flat();
  const cheekLab = medianLab(lab, cheekPixels);
  const forehead = discPixels(point(face, 151), face.faceWidth * 0.09, width, height);
  const foreheadUsed = forehead.length > 0 && deltaE(medianLab(lab, forehead), cheekLab) < 12;
  const pooled = foreheadUsed ? [...cheekPixels, ...forehead] : cheekPixels;
  const lightness = pooled.map((i) => lab.L[i] ?? 0);
  const low = quantile(lightness, 0.15);
  const high = quantile(lightness, 0.9);
  const kept = pooled.filter((i) => {
    const L = lab.L[i] ?? 0;
    return L >= low && L <= high;
  });
  return {
    lab: medianLab(lab, kept.length > 20 ? kept : pooled),
    cheeks,
    spread: quantile(lightness, 0.75) - quantile(lightness, 0.25),
    foreheadUsed,
  };
}

const SKIN_LABS = Object.entries(SKIN_TONES).map(([key, hex]) => [key as SkinTone, hexToLab(hex)] as const);

/**
 * The trimmed median sits a little below the tone a parent would pick (it includes the cheek's curve
 * away from the light), so it is lifted slightly. Calibrated on the studio-lit fixture only (measured
 * L 80 for skin a parent would call fair): strongly under- or over-exposed photos shift the result,
 * which is why the builder shows the pick for the parent to correct.
 */
export const swatchLightness = (measuredL: number) => measuredL + 4;

export function nearestSkinTone(skin: Lab): SkinTone {
  const L = swatchLightness(skin[0]);
  let best: SkinTone = 'light';
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [key, swatch] of SKIN_LABS) {
    // Lightness decides; hue only separates neighbours (chroma varies with white balance).
    const d = (L - swatch[0]) ** 2 + 0.15 * ((skin[1] - swatch[1]) ** 2 + (skin[2] - swatch[2]) ** 2);
    if (d < bestDistance) {
      bestDistance = d;
      best = key;
    }
  }
  return best;
}
