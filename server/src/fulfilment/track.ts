/** The tracking answer (TrackOrderJson of @shop/shared/orders) for an order found by number and e-mail. */
import type { OrderStatus, TrackOrderJson } from '@shop/shared/orders';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../db/schema';
import type { OrderRow } from '../orders/access';
import { erasuresJson, isErased } from '../orders/erasure';
import { isBookVersion } from '../orders/order-json';
import { findOrderForTracking, listStatusHistory } from '../orders/repository';
import { bookName } from './book-name';
import { findShipment } from './repository';

type ShipmentRow = NonNullable<Awaited<ReturnType<typeof findShipment>>>;

/** A shipment as the API shows it, to the visitor and to the team alike. */
export function shipmentJson(shipment: ShipmentRow | undefined) {
  return shipment
    ? {
        carrier: shipment.carrier,
        tracking_number: shipment.trackingNumber,
        estimated_delivery: shipment.estimatedDelivery,
        shipped_at: shipment.shippedAt.toISOString(),
        delivered_at: shipment.deliveredAt?.toISOString() ?? null,
      }
    : null;
}

/** The page makes a fresh link on every lookup, so this one only has to outlast a visit. */
export const TRACK_DOWNLOAD_TTL_SECONDS = 24 * 60 * 60;

/** The answer for an order number and e-mail, or undefined when either does not match (one 'not found' for both). */
export async function trackOrder(
  app: FastifyInstance,
  orderNumber: string,
  email: string,
  locale: Locale,
): Promise<TrackOrderJson | undefined> {
  const order = await findOrderForTracking(app.database.db, orderNumber, email);
  return order ? trackOrderJson(app, order, locale) : undefined;
}

export async function trackOrderJson(app: FastifyInstance, order: OrderRow, locale: Locale): Promise<TrackOrderJson> {
  const { db } = app.database;
  const [history, shipment, name] = await Promise.all([
    listStatusHistory(db, order.id),
    findShipment(db, order.id),
    bookName(app, order, locale),
  ]);
  return {
    order_number: order.orderNumber,
    status: order.status as OrderStatus,
    status_history: history.map((entry) => ({ status: entry.status as OrderStatus, at: entry.at.toISOString() })),
    version: isBookVersion(order.version) ? order.version : null,
    book_name: name,
    created_at: order.createdAt.toISOString(),
    shipment: shipmentJson(shipment),
    // A refunded or deleted book has no key any more; the check says why for a book rendered after a refund.
    download_url:
      order.bookPdfKey && !isErased(order, 'book')
        ? app.storage.signedUrl(order.bookPdfKey, TRACK_DOWNLOAD_TTL_SECONDS)
        : null,
    erasures: erasuresJson(order),
  };
}
