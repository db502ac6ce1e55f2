/**
 * Lulu Print API (https://api.lulu.com, sandbox https://api.sandbox.lulu.com), with plain fetch: Lulu has no
 * official Node SDK.
 *
 * Why Lulu, of Gelato, Lulu and Cloudprinter: our printed book is two PDFs, an interior of single pages and a
 * one-piece cover (back, spine, front). Lulu takes exactly that: a print job names an interior and a cover by URL
 * (`printable_normalization.interior/cover.source_url`), hardcover (casewrap, CW) and softcover (perfect bound, PB)
 * in full colour on coated paper, and `POST /cover-dimensions/` answers the cover's size for a product and page
 * count, so the spine is Lulu's number, not our estimate. Gelato's photo books are built around its own
 * product sizes and editor, and Cloudprinter's catalogue is addressed by product references we could not confirm
 * for this size; both were a worse fit for "two files of our own, spine from the printer". Lulu also has an
 * `external_id` on the job (our order id, used to find a job whose creation answer was lost), OAuth client
 * credentials, and webhooks (topic PRINT_JOB_STATUS_CHANGED) signed with HMAC-SHA256 of the raw body keyed
 * with the client secret, hex in the `Lulu-HMAC-SHA256` header. Colour: Lulu's full-colour printers are tuned
 * for sRGB and its help pages ask for sRGB PDFs (other spaces are converted to it), so our sRGB files go as they are.
 *
 * Not ours to change here (book/): Lulu asks for 0.125 in (3.175 mm) of interior bleed, ours is 3 mm, half a
 * point short on each edge; its file check decides whether that passes (a refusal lands on the attention list).
 *
 * The catch: Lulu's published trims have no 10 × 7 in landscape (they list 9 × 7 "Small Landscape",
 * 0900X0700, and 11 × 8.5, 1100X0850). The default product codes below name 1000X0700; Lulu must confirm that
 * product for the account (or the book's trim must change) before real orders. `productFor` refuses any code
 * whose trim is not the book's, so a 10 × 7 file is never sent to be printed on other paper: Lulu would scale
 * or crop it. An unknown product fails at /cover-dimensions/, before any job is created.
 *
 * Verified only against the local stand-in in server/tests/print/, shaped from Lulu's API reference.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { PAGE_HEIGHT, PAGE_WIDTH } from '../book/page-model';
import type { LuluSettings } from '../config/env';
import {
  type CoverSize,
  type PartnerJob,
  PartnerRefusedError,
  PartnerUnavailableError,
  type PrintBinding,
  type PrintEvent,
  type PrintJobRequest,
  type PrintPartner,
  type PrintStage,
  PrintWebhookError,
} from './partner';

export const LULU_API_URL = 'https://api.lulu.com';
const TOKEN_PATH = '/auth/realms/glasstree/protocol/openid-connect/token';
export const LULU_SIGNATURE_HEADER = 'lulu-hmac-sha256';
export const LULU_TOPIC = 'PRINT_JOB_STATUS_CHANGED';

/**
 * Full colour (FC), premium (PRE), 80# coated white paper (080CW444, what picture books print on), matte
 * cover (M), no linen, no foil (XX): casewrap for the hardcover, perfect bound for the softcover.
 */
export const DEFAULT_LULU_PACKAGES: Record<PrintBinding, string> = {
  hardcover: '1000X0700.FC.PRE.CW.080CW444.MXX',
  softcover: '1000X0700.FC.PRE.PB.080CW444.MXX',
};

/** Tracked everywhere Lulu ships: the parent gets a tracking number in the 'shipped' e-mail. */
const SHIPPING_LEVEL = 'PRIORITY_MAIL';

/** The book's trim as Lulu writes it in a product code: width then height in hundredths of an inch. */
const BOOK_TRIM = `${String(Math.round((PAGE_WIDTH / 72) * 100)).padStart(4, '0')}X${String(Math.round((PAGE_HEIGHT / 72) * 100)).padStart(4, '0')}`;

/** The product code for `binding`, refused unless its trim is the book's and its binding the one ordered. */
export function productFor(
  settings: Pick<LuluSettings, 'hardcoverPackage' | 'softcoverPackage'>,
  binding: PrintBinding,
) {
  const code =
    (binding === 'hardcover' ? settings.hardcoverPackage : settings.softcoverPackage) ?? DEFAULT_LULU_PACKAGES[binding];
  const compact = code.replaceAll('.', '');
  const bindingCode = compact.slice(14, 16);
  if (!compact.startsWith(BOOK_TRIM)) {
    throw new Error(`Lulu product ${code} is not the book's ${BOOK_TRIM} trim: the files would be scaled or cropped`);
  }
  const expected = binding === 'hardcover' ? ['CW'] : ['PB'];
  if (!expected.includes(bindingCode))
    throw new Error(`Lulu product ${code} is not a ${binding} (binding ${bindingCode})`);
  return code;
}

const STAGES: Record<string, PrintStage> = {
  CREATED: 'submitted',
  UNPAID: 'submitted',
  PAYMENT_IN_PROGRESS: 'submitted',
  PRODUCTION_DELAYED: 'in_production',
  PRODUCTION_READY: 'in_production',
  IN_PRODUCTION: 'in_production',
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  REJECTED: 'rejected',
  ERROR: 'rejected',
  CANCELED: 'canceled',
  CANCELLED: 'canceled',
};

const messagesSchema = z.record(z.string(), z.unknown()).nullish();
const statusSchema = z.object({ name: z.string(), messages: messagesSchema, changed: z.string().nullish() });
const jobSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).transform(String),
  external_id: z.string().nullish(),
  status: statusSchema,
  line_items: z
    .array(z.looseObject({ status: z.object({ name: z.string().optional(), messages: messagesSchema }).nullish() }))
    .nullish(),
  estimated_shipping_dates: z.looseObject({ arrival_max: z.string().nullish() }).nullish(),
});
type LuluJob = z.infer<typeof jobSchema>;

const toJob = (job: LuluJob): PartnerJob => ({
  id: job.id,
  status: job.status.name,
  stage: STAGES[job.status.name] ?? 'submitted',
});

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** What Lulu said about a status, in one line: its messages are an object of strings (or lists of them). */
function reasonOf(messages: Record<string, unknown> | null | undefined): string | undefined {
  if (!messages) return undefined;
  const parts = Object.values(messages).flatMap((value) => (Array.isArray(value) ? value : [value]));
  const words = parts.map(text).filter((part): part is string => part !== undefined);
  return words.length > 0 ? words.join('; ').slice(0, 1000) : undefined;
}

function shipmentOf(job: LuluJob): PrintEvent['shipment'] {
  const messages = job.line_items?.find((item) => item.status?.messages)?.status?.messages;
  const trackingNumber = text(messages?.tracking_id);
  const carrier = text(messages?.carrier_name);
  if (!trackingNumber || !carrier) return undefined;
  const eta = text(job.estimated_shipping_dates?.arrival_max);
  return {
    carrier,
    trackingNumber,
    estimatedDelivery: eta && /^\d{4}-\d{2}-\d{2}$/.test(eta) ? eta : undefined,
  };
}

/** A Lulu webhook's body, checked against its signature (exported for the stand-in's tests). */
export function luluSignature(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export interface LuluOptions extends LuluSettings {
  /** How long one request may take before the job gives up and retries later. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class LuluPartner implements PrintPartner {
  readonly name = 'lulu';
  private readonly base: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  private token: { value: string; expiresAt: number } | undefined;

  constructor(private readonly options: LuluOptions) {
    this.base = (options.apiUrl ?? LULU_API_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.fetch = options.fetch ?? fetch;
  }

  private async send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetch(`${this.base}${path}`, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new PartnerUnavailableError(`Lulu ${path}: ${(error as Error).message}`);
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 30_000) return this.token.value;
    const basic = Buffer.from(`${this.options.clientKey}:${this.options.clientSecret}`).toString('base64');
    const response = await this.send(TOKEN_PATH, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new PartnerUnavailableError(`Lulu token: ${response.status}`);
    const body = z.object({ access_token: z.string(), expires_in: z.number() }).parse(await response.json());
    this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const token = await this.accessToken();
    const response = await this.send(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'cache-control': 'no-cache',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = await response.text();
    if (!response.ok) {
      const said = `Lulu ${method} ${path}: ${response.status} ${answer.slice(0, 500)}`;
      // A 400 is a request Lulu will refuse again (an address it cannot ship to, an unknown product): the team
      // must act. Anything else (401 with a token just issued, 429, 5xx) is worth a retry. Nothing was made.
      if (response.status === 400 || response.status === 422) throw new PartnerRefusedError(said);
      throw new PartnerUnavailableError(said);
    }
    return answer ? JSON.parse(answer) : undefined;
  }

  async coverSize(binding: PrintBinding, interiorPages: number): Promise<CoverSize> {
    const answer = await this.call('POST', '/cover-dimensions/', {
      pod_package_id: productFor(this.options, binding),
      interior_page_count: interiorPages,
      unit: 'pt',
    });
    const size = z
      .object({
        width: z.coerce.number().positive(),
        height: z.coerce.number().positive(),
        unit: z.string().optional(),
      })
      .parse(answer);
    if (size.unit && size.unit !== 'pt') throw new PartnerUnavailableError(`Lulu answered the cover in ${size.unit}`);
    return { width: size.width, height: size.height };
  }

  async findJob(reference: string): Promise<PartnerJob | undefined> {
    const answer = await this.call('GET', `/print-jobs/?external_id=${encodeURIComponent(reference)}`);
    const list = z.object({ results: z.array(jobSchema) }).parse(answer);
    // Filtering is the server's; a job of another reference is never taken for ours.
    const job = list.results.find((candidate) => candidate.external_id === reference);
    return job ? toJob(job) : undefined;
  }

  async createJob(request: PrintJobRequest): Promise<PartnerJob> {
    const { shipTo } = request;
    const answer = await this.call('POST', '/print-jobs/', {
      contact_email: shipTo.email,
      external_id: request.reference,
      shipping_level: SHIPPING_LEVEL,
      shipping_address: {
        name: shipTo.name,
        street1: shipTo.street1,
        ...(shipTo.street2 ? { street2: shipTo.street2 } : {}),
        city: shipTo.city,
        postcode: shipTo.postcode,
        country_code: shipTo.countryCode,
        phone_number: shipTo.phone,
        email: shipTo.email,
      },
      line_items: [
        {
          external_id: request.reference,
          title: request.title.slice(0, 255),
          quantity: 1,
          pod_package_id: productFor(this.options, request.binding),
          printable_normalization: {
            interior: { source_url: request.interiorUrl },
            cover: { source_url: request.coverUrl },
          },
        },
      ],
    });
    return toJob(jobSchema.parse(answer));
  }

  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): PrintEvent {
    const given = headers[LULU_SIGNATURE_HEADER];
    const signature = typeof given === 'string' ? given.trim().toLowerCase() : '';
    const expected = Buffer.from(luluSignature(rawBody, this.options.clientSecret), 'utf8');
    const received = Buffer.from(signature, 'utf8');
    if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
      throw new PrintWebhookError('Lulu-HMAC-SHA256 does not match the body');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new PrintWebhookError('the body is not JSON');
    }
    const envelope = z.object({ topic: z.string(), data: jobSchema }).safeParse(parsed);
    if (!envelope.success) throw new PrintWebhookError('the body is not a print-job event');
    const job = envelope.data.data;
    const changed = text(job.status.changed);
    const changedAt = changed ? new Date(changed) : undefined;
    return {
      // Lulu's events carry no id of their own: a status change is the job, the status and when it changed.
      id: `lulu:${job.id}:${job.status.name}:${changed ?? ''}`,
      jobId: job.id,
      reference: text(job.external_id),
      partnerStatus: job.status.name,
      stage: envelope.data.topic === LULU_TOPIC ? STAGES[job.status.name] : undefined,
      shipment: shipmentOf(job),
      reason: reasonOf(job.status.messages),
      changedAt: changedAt && !Number.isNaN(changedAt.getTime()) ? changedAt : undefined,
      // What the shop keeps of it: the status and the parcel, not the address and e-mail Lulu echoes back
      // (personal data the erasure job would not find in an event log).
      payload: {
        topic: envelope.data.topic,
        id: job.id,
        external_id: job.external_id ?? null,
        status: job.status,
        line_items: (job.line_items ?? []).map((item) => ({ status: item.status ?? null })),
        estimated_shipping_dates: job.estimated_shipping_dates ?? null,
      },
    };
  }
}
