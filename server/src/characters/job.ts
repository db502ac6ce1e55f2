/**
 * The 'generate-characters' job: one per order (jobKey), retried with backoff. It measures the child's
 * looks on the order's current photo (unless the parent already corrected them), stores those features on
 * the order, and draws the child in all four styles from the features alone, as a new round. After the
 * last failed attempt the order shows characters_status 'failed' with a message id the wizard words.
 *
 * A job belongs to the request that queued it — the photo and the regeneration count at that moment. A
 * job whose request was overtaken (a new photo, another regeneration) stores nothing, so a slow old
 * round can never replace newer pictures. The regeneration count is also the drawing's variant, so
 * "draw again" gives a new pose and expression, while a correction of the features keeps them.
 */
import type { CharacterFeatures } from '@shop/shared/characters';
import { ILLUSTRATION_STYLES } from '@shop/shared/validation';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Tx } from '../db/client';
import { orderCharacters, orders } from '../db/schema';
import { faultPoint } from '../lib/fault-point';
import type { OrderRow } from '../orders/access';
import { findOrder, lockOrder } from '../orders/repository';
import { faceKeyOf, parseFace } from '../photos/faces';
import { extractFeatures } from './features';
import type { CharacterGenerator, GeneratedCharacter } from './generator';
import { DrawnCharacterGenerator } from './local-generator';
import { nextGeneration } from './repository';

export const GENERATE_CHARACTERS = 'generate-characters';
/** Backoff is exp(attempt) s: three tries fit in the wizard's 60-second wait. */
export const CHARACTER_JOB_ATTEMPTS = 3;
/** characters_error after the last attempt: a message id of the checkout catalogue. */
export const CHARACTERS_FAILED = 'checkout.characters.error.failed';
/** A parent correcting the features while a round is drawn makes it draw again; this many times at most. */
const DRAWS_PER_ATTEMPT = 3;

/** The generator every round and every correction draws with. */
export const characterGenerator: CharacterGenerator = new DrawnCharacterGenerator();

const payloadSchema = z.object({ orderId: z.uuid(), photoKey: z.string().min(1), round: z.number().int().min(0) });
export type GenerateCharactersPayload = z.infer<typeof payloadSchema>;

/** What a round was drawn from, and its four pictures. */
export interface DrawnRound {
  features: CharacterFeatures;
  gender: 'girl' | 'boy';
  /** The order's regeneration count when drawn. */
  variant: number;
  pictures: GeneratedCharacter[];
  generator: string;
}

export async function drawRound(
  generator: CharacterGenerator,
  features: CharacterFeatures,
  gender: 'girl' | 'boy',
  variant: number,
): Promise<DrawnRound> {
  const pictures = await generator.generate({ features, gender, variant }, ILLUSTRATION_STYLES);
  return { features, gender, variant, pictures, generator: generator.name };
}

export function sameFeatures(a: CharacterFeatures | null, b: CharacterFeatures | null): boolean {
  if (!a || !b) return a === b;
  // An absent outfit is the story's own: a correction that names it is no change.
  const x = { ...a, outfit: a.outfit ?? 'story' };
  const y = { ...b, outfit: b.outfit ?? 'story' };
  return (Object.keys(x) as (keyof CharacterFeatures)[]).every((key) => x[key] === y[key]);
}

function requestOf(order: Pick<OrderRow, 'id' | 'photoKey' | 'characterGenerations'>): GenerateCharactersPayload {
  if (!order.photoKey) throw new Error(`order ${order.id} has no photo to draw from`);
  return { orderId: order.id, photoKey: order.photoKey, round: order.characterGenerations };
}

function isCurrent(order: OrderRow, payload: GenerateCharactersPayload): boolean {
  return (
    order.charactersStatus === 'generating' &&
    order.photoKey === payload.photoKey &&
    order.characterGenerations === payload.round
  );
}

/** Queues a round for the order as it is in `tx` (photo and regeneration count), committed with it. */
export async function queueCharacterGeneration(app: FastifyInstance, order: OrderRow, tx: Tx): Promise<void> {
  await app.jobs.add(GENERATE_CHARACTERS, requestOf(order), { jobKey: `${GENERATE_CHARACTERS}:${order.id}`, db: tx });
}

export function characterKey(order: { id: string; photoKey: string }, generation: number, style: string): string {
  const photo = order.photoKey.slice(order.photoKey.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
  return `orders/${order.id}/characters/${photo}-g${generation}-${style}.jpg`;
}

/**
 * Stores a drawn round as the order's newest, inside `tx` (the order locked). The files written are
 * pushed onto `stored`, so the caller can delete them when the transaction fails.
 */
export async function insertRound(
  app: FastifyInstance,
  tx: Tx,
  order: OrderRow,
  round: DrawnRound,
  stored: string[],
): Promise<void> {
  if (!order.photoKey) throw new Error(`order ${order.id} has no photo to name its pictures after`);
  const generation = await nextGeneration(tx, order.id);
  const keys: string[] = [];
  for (const picture of round.pictures) {
    const key = characterKey({ id: order.id, photoKey: order.photoKey }, generation, picture.style);
    await app.storage.put(key, picture.data, picture.contentType);
    stored.push(key);
    keys.push(key);
  }
  await tx.insert(orderCharacters).values(
    round.pictures.map((picture, i) => ({
      orderId: order.id,
      generation,
      style: picture.style,
      storageKey: keys[i]!,
      width: picture.width,
      height: picture.height,
      generator: round.generator,
    })),
  );
}

type SaveOutcome = 'saved' | 'overtaken' | 'corrected';

async function saveRound(
  app: FastifyInstance,
  payload: GenerateCharactersPayload,
  round: DrawnRound,
  fromPhoto: boolean,
): Promise<SaveOutcome> {
  const stored: string[] = [];
  try {
    return await app.database.db.transaction(async (tx): Promise<SaveOutcome> => {
      const order = await lockOrder(tx, payload.orderId);
      if (!order || !isCurrent(order, payload)) return 'overtaken';
      // The parent corrected the looks (or the child's gender) while this round was drawn.
      const corrected =
        order.characterFeaturesSource === 'parent' && !sameFeatures(order.characterFeatures, round.features);
      if (corrected || order.child.gender !== round.gender) return 'corrected';
      await insertRound(app, tx, order, round, stored);
      await tx
        .update(orders)
        .set({
          charactersStatus: 'ready',
          charactersError: null,
          ...(fromPhoto ? { characterFeatures: round.features, characterFeaturesSource: 'photo' } : {}),
          updatedAt: new Date(),
        })
        .where(eq(orders.id, order.id));
      return 'saved';
    });
  } catch (error) {
    await Promise.all(stored.map((key) => app.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

async function markFailed(app: FastifyInstance, payload: GenerateCharactersPayload): Promise<void> {
  await app.database.db
    .update(orders)
    .set({ charactersStatus: 'failed', charactersError: CHARACTERS_FAILED, updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, payload.orderId),
        eq(orders.charactersStatus, 'generating'),
        eq(orders.photoKey, payload.photoKey),
        eq(orders.characterGenerations, payload.round),
      ),
    );
}

/** The features measured on the order's photo (with the face the upload check found there). */
async function measure(app: FastifyInstance, order: OrderRow, photoKey: string) {
  const [photo, faceFile] = await Promise.all([app.storage.get(photoKey), app.storage.get(faceKeyOf(photoKey))]);
  if (!photo || !faceFile) throw new Error(`photo ${photoKey} or its face box is missing from storage`);
  const source = {
    photo: photo.data,
    width: order.photoWidth ?? 0,
    height: order.photoHeight ?? 0,
    face: parseFace(faceFile.data),
  };
  return extractFeatures(source, order.child.gender);
}

export function defineCharacterGeneration(
  app: FastifyInstance,
  generator: CharacterGenerator = characterGenerator,
): void {
  app.jobs.define(
    GENERATE_CHARACTERS,
    async (raw, { attempt, maxAttempts, log }) => {
      const payload = payloadSchema.parse(raw);
      let order = await findOrder(app.database.db, payload.orderId);
      if (!order || !isCurrent(order, payload)) {
        log.info({ orderId: payload.orderId }, 'character round overtaken by a newer request; nothing to do');
        return;
      }
      // The order reads 'generating' and only this job, locked by this worker, will ever change that.
      await faultPoint(app.config, 'characters-drawing');
      try {
        const started = performance.now();
        // Measured once per round: a correction made meanwhile only changes what is drawn.
        let measured: CharacterFeatures | undefined;
        for (let draw = 1; ; draw += 1) {
          const corrected = order.characterFeaturesSource === 'parent' ? order.characterFeatures : null;
          if (!corrected && !measured) {
            const extraction = await measure(app, order, payload.photoKey);
            log.info({ orderId: order.id, measured: extraction.measured }, 'character features measured');
            measured = extraction.features;
          }
          const features = corrected ?? measured;
          if (!features) throw new Error('no features to draw from');
          const round = await drawRound(generator, features, order.child.gender, payload.round);
          const outcome = await saveRound(app, payload, round, !corrected);
          log.info(
            { orderId: payload.orderId, outcome, draw, generateMs: Math.round(performance.now() - started) },
            'character round drawn',
          );
          if (outcome !== 'corrected') return;
          if (draw >= DRAWS_PER_ATTEMPT) throw new Error('the features kept changing while the round was drawn');
          const latest = await findOrder(app.database.db, payload.orderId);
          if (!latest || !isCurrent(latest, payload)) return;
          order = latest;
        }
      } catch (error) {
        if (attempt >= maxAttempts) await markFailed(app, payload);
        throw error;
      }
    },
    { maxAttempts: CHARACTER_JOB_ATTEMPTS },
  );
}
