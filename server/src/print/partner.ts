/**
 * A print-on-demand partner: it takes a printed book's two files by link, prints and ships the book, and
 * tells the shop how it goes by signed webhooks. PRINT_PARTNER picks one (print/index.ts); 'manual' has
 * none, and the team runs printing by hand with the order CLI and the back office.
 */
import type { IncomingHttpHeaders } from 'node:http';

export type PrintBinding = 'hardcover' | 'softcover';

/** Where the parcel goes, as the partner's address form wants it. */
export interface PrintAddress {
  name: string;
  street1: string;
  street2: string | undefined;
  city: string;
  postcode: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  phone: string;
  email: string;
}

export interface PrintJobRequest {
  /** Ours, unique per order and stable across retries: the partner's external id, to find the job again. */
  reference: string;
  title: string;
  binding: PrintBinding;
  /** Expiring links the partner downloads the files from. */
  interiorUrl: string;
  coverUrl: string;
  shipTo: PrintAddress;
}

/** Where the shop and the partner meet on a job's road; the partner's own status names map onto these. */
export type PrintStage = 'submitted' | 'in_production' | 'shipped' | 'delivered' | 'rejected' | 'canceled';

export interface PartnerJob {
  id: string;
  /** The partner's own status name (Lulu: CREATED, IN_PRODUCTION, SHIPPED...). */
  status: string;
  stage: PrintStage;
}

/** A verified status webhook, read into the shop's terms. */
export interface PrintEvent {
  /** Unique per status change (a redelivery of the same change has the same id). */
  id: string;
  jobId: string;
  /** Our reference (the order id) as the partner echoes it, when it does. */
  reference: string | undefined;
  partnerStatus: string;
  stage: PrintStage | undefined;
  shipment: { carrier: string; trackingNumber: string; estimatedDelivery: string | undefined } | undefined;
  /** The partner's words for a rejection or cancellation. */
  reason: string | undefined;
  changedAt: Date | undefined;
  payload: unknown;
}

/** The cover sheet's full size as the partner wants it, in points (bleed, spine and any wrap included). */
export interface CoverSize {
  width: number;
  height: number;
}

/** The partner could not be reached or answered with a failure; the job retries (nothing was decided). */
export class PartnerUnavailableError extends Error {
  override name = 'PartnerUnavailableError';
}

/**
 * The partner refused the request for a reason that asking again will not change (an address it cannot ship
 * to, a product it does not make): the book goes to the team's attention list instead of being retried.
 */
export class PartnerRefusedError extends Error {
  override name = 'PartnerRefusedError';
}

/** A webhook not signed by the partner with the shop's secret. */
export class PrintWebhookError extends Error {
  override name = 'PrintWebhookError';
}

export interface PrintPartner {
  readonly name: string;
  /** The cover sheet for `interiorPages` pages in `binding` (the spine comes from the partner's own formula). */
  coverSize(binding: PrintBinding, interiorPages: number): Promise<CoverSize>;
  /** The job made earlier with this reference, if the partner has one: asked before creating, so a lost answer never prints twice. */
  findJob(reference: string): Promise<PartnerJob | undefined>;
  createJob(request: PrintJobRequest): Promise<PartnerJob>;
  /** Checks the signature over the exact bytes and reads the event; throws PrintWebhookError when it is not genuine. */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PrintEvent;
}
