/**
 * GET /orders/:id/characters and POST /orders/:id/characters/regenerate.
 */
import {
  CHARACTER_FEATURE_SOURCES,
  CHARACTER_STATUSES,
  type CharacterFeatureSource,
  type CharactersResponse,
  type CharactersStatus,
} from '@shop/shared/orders';
import type { IllustrationStyle } from '@shop/shared/validation';
import { ILLUSTRATION_STYLES } from '@shop/shared/validation';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import type { OrderRow } from '../orders/access';
import { regenerationsLeft } from '../orders/order-json';
import { lockOrder, supersedeOpenPayments, writeOrder } from '../orders/repository';
import { EDITABLE_STATUSES, orderLocked } from '../orders/service';
import { transition } from '../orders/transitions';
import { resolveFavouriteHero } from './favourite-hero';
import { queueCharacterGeneration } from './job';
import { newestCharacters } from './repository';

const noPhoto = () => new HttpError(409, 'no_photo', 'common.photo.missing');
const noRegenerationsLeft = () => new HttpError(409, 'no_regenerations_left', 'common.error.noRegenerationsLeft');

const isStatus = (value: string): value is CharactersStatus =>
  (CHARACTER_STATUSES as readonly string[]).includes(value);
const isSource = (value: string | null): value is CharacterFeatureSource =>
  (CHARACTER_FEATURE_SOURCES as readonly (string | null)[]).includes(value);

export async function charactersOf(app: FastifyInstance, order: OrderRow): Promise<CharactersResponse> {
  const rows = await newestCharacters(app.database.db, order.id);
  const position = (style: string) => ILLUSTRATION_STYLES.indexOf(style as IllustrationStyle);
  return {
    status: isStatus(order.charactersStatus) ? order.charactersStatus : 'none',
    characters: rows
      .filter((row) => position(row.style) >= 0)
      .sort((a, b) => position(a.style) - position(b.style))
      .map((row) => ({
        style: row.style as IllustrationStyle,
        url: app.storage.signedUrl(row.storageKey),
        width: row.width,
        height: row.height,
      })),
    selected_style: order.child.illustrationStyle,
    regenerations_left: regenerationsLeft(order),
    error: order.charactersError,
    features: order.characterFeatures,
    favourite_hero: resolveFavouriteHero(order.storyType, order.child),
    features_source:
      order.characterFeatures && isSource(order.characterFeaturesSource) ? order.characterFeaturesSource : null,
  };
}

/**
 * A new round from the same photo. After a finished round it uses up one of the parent's
 * CHARACTER_REGENERATIONS (409 'no_regenerations_left' when none is left); retrying a failed or slow
 * round is free, since that was the shop's trouble, not the parent's choice.
 */
export async function regenerateCharacters(app: FastifyInstance, current: OrderRow): Promise<OrderRow> {
  if (!EDITABLE_STATUSES.has(current.status)) throw orderLocked();
  return app.database.db.transaction(async (tx) => {
    let order = await lockOrder(tx, current.id);
    if (!order || !EDITABLE_STATUSES.has(order.status)) throw orderLocked();
    if (!order.photoKey) throw noPhoto();
    const consumes = order.charactersStatus === 'ready';
    if (consumes && regenerationsLeft(order) === 0) throw noRegenerationsLeft();
    if (order.status !== 'pending') {
      await supersedeOpenPayments(tx, order.id);
      order = await transition(tx, order, 'pending', 'visitor', 'new characters while a payment was open');
    }
    const updated = await writeOrder(tx, order.id, {
      charactersStatus: 'generating',
      charactersError: null,
      characterGenerations: order.characterGenerations + (consumes ? 1 : 0),
    });
    await queueCharacterGeneration(app, updated, tx);
    return updated;
  });
}
