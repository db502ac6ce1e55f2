/**
 * Redrawing the shown pictures when PATCH /orders/:id changes the child's looks: the parent's corrected
 * features from the character builder, or the child's gender. Drawing is fast (well under a second), so
 * the answer already carries the new pictures; a correction uses up none of the parent's redraws.
 */
import type { CharacterFeatures } from '@shop/shared/characters';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client';
import type { OrderRow } from '../orders/access';
import { characterGenerator, type DrawnRound, drawRound, insertRound, sameFeatures } from './job';
import { deleteRound, newestCharacters } from './repository';

/** What a change of the order does to the child's looks: the features and gender it leaves. */
export interface LooksChange {
  features?: CharacterFeatures | undefined;
  gender?: 'girl' | 'boy' | undefined;
}

const looksAfter = (order: OrderRow, change: LooksChange) => ({
  features: change.features ?? order.characterFeatures,
  gender: change.gender ?? order.child.gender,
});

function changesLooks(order: OrderRow, change: LooksChange): boolean {
  const after = looksAfter(order, change);
  return !sameFeatures(after.features, order.characterFeatures) || after.gender !== order.child.gender;
}

/**
 * Draws the pictures a change would need, before its transaction (drawing takes a few hundred
 * milliseconds, too long to hold the order's lock). Undefined when nothing is to be redrawn: the looks
 * stay, or no round is shown (a round being drawn picks the change up itself).
 */
export async function drawForChange(current: OrderRow, change: LooksChange): Promise<DrawnRound | undefined> {
  const { features, gender } = looksAfter(current, change);
  if (current.charactersStatus !== 'ready' || !features || !changesLooks(current, change)) return undefined;
  return drawRound(characterGenerator, features, gender, current.characterGenerations);
}

/**
 * Inside the change's transaction: when `before` → `after` changed the looks of a shown round, the
 * pictures drawn beforehand replace it (or, if another change came between, pictures drawn now). The
 * redraw is no new round for the parent: the variant and the regeneration count stay. Returns the
 * replaced files, to delete after commit; new files are pushed onto `stored`.
 */
export async function redrawAfterChange(
  app: FastifyInstance,
  tx: Tx,
  before: OrderRow,
  after: OrderRow,
  drawn: DrawnRound | undefined,
  stored: string[],
): Promise<string[]> {
  const features = after.characterFeatures;
  if (after.charactersStatus !== 'ready' || !features) return [];
  if (sameFeatures(before.characterFeatures, features) && before.child.gender === after.child.gender) return [];
  const fits =
    drawn &&
    sameFeatures(drawn.features, features) &&
    drawn.gender === after.child.gender &&
    drawn.variant === after.characterGenerations;
  const round = fits
    ? drawn
    : await drawRound(characterGenerator, features, after.child.gender, after.characterGenerations);
  const [shown] = await newestCharacters(tx, after.id);
  await insertRound(app, tx, after, round, stored);
  return shown ? deleteRound(tx, after.id, shown.generation) : [];
}
