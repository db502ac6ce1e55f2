/**
 * PATCH /orders/:id/upload_image: receive, check, normalise, look for the face, store, and start a
 * character round. A refused photo leaves nothing behind (no temporary file, nothing stored, the order
 * unchanged). A new photo starts a new round without using up one of the parent's regenerations.
 */
import { join } from 'node:path';
import type { PhotoWarning } from '@shop/shared/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { queueCharacterGeneration } from '../characters/job';
import { deleteCharacters } from '../characters/repository';
import { HttpError } from '../lib/http-error';
import type { OrderRow } from '../orders/access';
import { lockOrder, supersedeOpenPayments, writeOrder } from '../orders/repository';
import { EDITABLE_STATUSES, orderLocked } from '../orders/service';
import { transition } from '../orders/transitions';
import { photoError } from './errors';
import { detectFaces } from './face-detector';
import { faceKeyOf, largestFace } from './faces';
import { normalizePhoto } from './normalize';
import { faceSharpness, photoWarnings } from './quality';
import { receivePhoto } from './receive';

const conflictingUpload = () => new HttpError(409, 'conflict', 'common.error.generic');

export interface AcceptedPhoto {
  order: OrderRow;
  /** Where the normalised photo is stored, and its size. */
  photo: { key: string; width: number; height: number };
  warnings: PhotoWarning[];
}

/** orders/<id>/photo-<n>.jpg, n one more than the current photo's. */
function nextPhotoKey(order: Pick<OrderRow, 'id' | 'photoKey'>): string {
  const current = Number(order.photoKey?.match(/photo-(\d+)\.jpg$/)?.[1] ?? 0);
  return `orders/${order.id}/photo-${current + 1}.jpg`;
}

export async function acceptPhoto(
  app: FastifyInstance,
  request: FastifyRequest,
  current: OrderRow,
): Promise<AcceptedPhoto> {
  // Checked before the upload is read, so a locked order costs no bandwidth or CPU.
  if (!EDITABLE_STATUSES.has(current.status)) throw orderLocked();
  const upload = await receivePhoto(request, join(app.config.dataDir, 'tmp', 'uploads'));
  let photo: Awaited<ReturnType<typeof normalizePhoto>>;
  try {
    photo = await normalizePhoto(upload.path);
  } finally {
    await upload.discard();
  }

  const detection = await detectFaces(photo.data);
  const face = largestFace(detection.faces);
  if (!face) throw photoError('noFace');
  const sharpness = await faceSharpness(photo.data, photo, face);
  const warnings = photoWarnings(detection.faces, photo, sharpness);
  request.log.info(
    { faces: detection.faces.length, detectMs: Math.round(detection.ms), sharpness: Math.round(sharpness), warnings },
    'photo checked',
  );

  const key = nextPhotoKey(current);
  const stored: string[] = [];
  let replaced: string[] = [];
  try {
    const order = await app.database.db.transaction(async (tx) => {
      let order = await lockOrder(tx, current.id);
      if (!order || !EDITABLE_STATUSES.has(order.status)) throw orderLocked();
      if (order.status !== 'pending') {
        // What the parent would pay for changes: the open payment no longer stands (as for PATCH /orders/:id).
        await supersedeOpenPayments(tx, order.id);
        order = await transition(tx, order, 'pending', 'visitor', 'new photo while a payment was open');
      }
      // Another upload may have landed since the order was read; the key must follow the latest photo.
      if (order.photoKey !== current.photoKey) throw conflictingUpload();
      await app.storage.put(key, photo.data, 'image/jpeg');
      stored.push(key);
      await app.storage.put(faceKeyOf(key), Buffer.from(JSON.stringify(face)), 'application/json');
      stored.push(faceKeyOf(key));
      replaced = [
        ...(order.photoKey ? [order.photoKey, faceKeyOf(order.photoKey)] : []),
        ...(await deleteCharacters(tx, order.id)),
      ];
      const updated = await writeOrder(tx, order.id, {
        photoKey: key,
        photoWidth: photo.width,
        photoHeight: photo.height,
        photoWarnings: warnings,
        charactersStatus: 'generating',
        charactersError: null,
        // A new photo is a new starting point: its round measures the child's looks afresh.
        characterFeatures: null,
        characterFeaturesSource: null,
      });
      await queueCharacterGeneration(app, updated, tx);
      return updated;
    });
    // The old photo and pictures of the child are not kept once replaced.
    await Promise.all(replaced.map((key) => app.storage.delete(key).catch(() => undefined)));
    return { order, photo: { key, width: photo.width, height: photo.height }, warnings };
  } catch (error) {
    await Promise.all(stored.map((storedKey) => app.storage.delete(storedKey).catch(() => undefined)));
    throw error;
  }
}
