/**
 * The 'generate-characters' job: one per order (jobKey), retried with backoff. It draws all four styles
 * from the order's current photo and stores them as a new round; after the last failed attempt the order
 * shows characters_status 'failed' with a message id the wizard words.
 *
 * A job belongs to the request that queued it — the photo and the regeneration count at that moment. A
 * job whose request was overtaken (a new photo, another regeneration) stores nothing, so a slow old
 * round can never replace newer pictures.
 */
import { ILLUSTRATION_STYLES } from '@shop/shared/validation';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orderCharacters, orders } from '../db/schema';
import type { OrderRow } from '../orders/access';
import type { Tx } from '../orders/transitions';
import { faceKeyOf, parseFace } from '../photos/faces';
import { findOrder, lockOrder } from '../repositories/orders';
import type { CharacterGenerator, GeneratedCharacter } from './generator';
import { LocalPortraitGenerator } from './local-generator';
import { nextGeneration } from './repository';

export const GENERATE_CHARACTERS = 'generate-characters';
/** Backoff is exp(attempt) s: three tries fit in the wizard's 60-second wait. */
export const CHARACTER_JOB_ATTEMPTS = 3;
/** characters_error after the last attempt: a message id of the checkout catalogue. */
export const CHARACTERS_FAILED = 'checkout.characters.error.failed';

const payloadSchema = z.object({ orderId: z.uuid(), photoKey: z.string().min(1), round: z.number().int().min(0) });
export type GenerateCharactersPayload = z.infer<typeof payloadSchema>;

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

export function characterKey(payload: GenerateCharactersPayload, generation: number, style: string): string {
  const photo = payload.photoKey.slice(payload.photoKey.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
  return `orders/${payload.orderId}/characters/${photo}-g${generation}-${style}.jpg`;
}

async function saveRound(
  app: FastifyInstance,
  payload: GenerateCharactersPayload,
  pictures: GeneratedCharacter[],
  generator: string,
): Promise<boolean> {
  const stored: string[] = [];
  try {
    return await app.database.db.transaction(async (tx) => {
      const order = await lockOrder(tx, payload.orderId);
      if (!order || !isCurrent(order, payload)) return false;
      const generation = await nextGeneration(tx, order.id);
      for (const picture of pictures) {
        const key = characterKey(payload, generation, picture.style);
        await app.storage.put(key, picture.data, picture.contentType);
        stored.push(key);
      }
      await tx.insert(orderCharacters).values(
        pictures.map((picture, i) => ({
          orderId: order.id,
          generation,
          style: picture.style,
          storageKey: stored[i]!,
          width: picture.width,
          height: picture.height,
          generator,
        })),
      );
      await tx
        .update(orders)
        .set({ charactersStatus: 'ready', charactersError: null, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      return true;
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

export function defineCharacterGeneration(
  app: FastifyInstance,
  generator: CharacterGenerator = new LocalPortraitGenerator(),
): void {
  app.jobs.define(
    GENERATE_CHARACTERS,
    async (raw, { attempt, maxAttempts, log }) => {
      const payload = payloadSchema.parse(raw);
      const order = await findOrder(app.database.db, payload.orderId);
      if (!order || !isCurrent(order, payload)) {
        log.info({ orderId: payload.orderId }, 'character round overtaken by a newer request; nothing to do');
        return;
      }
      try {
        const started = performance.now();
        const [photo, faceFile] = await Promise.all([
          app.storage.get(payload.photoKey),
          app.storage.get(faceKeyOf(payload.photoKey)),
        ]);
        if (!photo || !faceFile) throw new Error(`photo ${payload.photoKey} or its face box is missing from storage`);
        // The face the upload check found, so the crop matches what the parent was told about the photo.
        const face = parseFace(faceFile.data);
        const size = { width: order.photoWidth ?? 0, height: order.photoHeight ?? 0 };
        const pictures = await generator.generate({ photo: photo.data, ...size, face }, ILLUSTRATION_STYLES);
        const saved = await saveRound(app, payload, pictures, generator.name);
        log.info(
          { orderId: payload.orderId, saved, generateMs: Math.round(performance.now() - started) },
          saved ? 'characters generated' : 'characters generated for an overtaken request; discarded',
        );
      } catch (error) {
        if (attempt >= maxAttempts) await markFailed(app, payload);
        throw error;
      }
    },
    { maxAttempts: CHARACTER_JOB_ATTEMPTS },
  );
}
