/**
 * Sends the sandbox's webhooks over real HTTP, signed, and retries when the shop does not take them
 * (down for a moment, a 5xx, a time-out) with exponential backoff: 1 s, 2 s, 4 s … about 8½ minutes in
 * all. Retries live in this process, which is enough for a sandbox: a restart in between loses them, and
 * the shop still learns the result when the browser returns (complete_payment asks the gateway).
 */
import type { FastifyBaseLogger } from 'fastify';
import { SIGNATURE_HEADER, signatureHeader } from './signature';

export const DEFAULT_RETRY_DELAYS_MS = [1, 2, 4, 8, 16, 32, 64, 128, 256].map((seconds) => seconds * 1000);
const ATTEMPT_TIMEOUT_MS = 10_000;

export interface WebhookSenderOptions {
  secret: string;
  log: FastifyBaseLogger;
  /** Waits before each retry; the first attempt is immediate. */
  retryDelaysMs?: readonly number[];
  attemptTimeoutMs?: number;
}

type Attempt = { ok: true } | { ok: false; retry: boolean; reason: string };

export class WebhookSender {
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Retries waiting or running; whenIdle() resolves when it reaches 0. */
  private inFlight = 0;
  private idleWaiters: Array<() => void> = [];
  private closed = false;
  private readonly delays: readonly number[];
  private readonly timeoutMs: number;

  constructor(private readonly options: WebhookSenderOptions) {
    this.delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.timeoutMs = options.attemptTimeoutMs ?? ATTEMPT_TIMEOUT_MS;
  }

  /**
   * Sends `event` to `url`; resolves once the first attempt is over (true when it was taken). Further
   * attempts, if needed, run in the background.
   */
  async deliver(url: string, event: { id: string }): Promise<boolean> {
    const body = JSON.stringify(event);
    const first = await this.attempt(url, body);
    if (first.ok) return true;
    this.options.log.warn({ url, eventId: event.id, reason: first.reason }, 'webhook not taken; will retry');
    if (first.retry) this.schedule(url, body, event.id, 0);
    return false;
  }

  /** Stops every pending retry (the app is closing). */
  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.inFlight -= this.timers.size;
    this.timers.clear();
    this.settle();
  }

  /** Resolves once no retry is waiting or running: what a caller (a test) waits on instead of sleeping. */
  whenIdle(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private settle(): void {
    if (this.inFlight > 0) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private schedule(url: string, body: string, eventId: string, retry: number): void {
    const delay = this.delays[retry];
    if (this.closed) return;
    if (delay === undefined) {
      this.options.log.error({ url, eventId }, 'webhook given up after every retry');
      return;
    }
    const timer = setTimeout(async () => {
      this.timers.delete(timer);
      const result = await this.attempt(url, body);
      if (result.ok) {
        this.options.log.info({ url, eventId, retry: retry + 1 }, 'webhook delivered on retry');
      } else if (result.retry) {
        this.schedule(url, body, eventId, retry + 1);
      } else {
        this.options.log.error({ url, eventId, reason: result.reason }, 'webhook refused; not retrying');
      }
      this.inFlight -= 1;
      this.settle();
    }, delay);
    this.timers.add(timer);
    this.inFlight += 1;
  }

  private async attempt(url: string, body: string): Promise<Attempt> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        // Sent as UTF-8, the very bytes signed. Signed at each attempt: a retry minutes later must still be inside the receiver's tolerance.
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signatureHeader(this.options.secret, Buffer.from(body)),
        },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return { ok: true };
      // A 4xx other than these will not change by sending the same bytes again.
      const retry = response.status >= 500 || response.status === 408 || response.status === 429;
      return { ok: false, retry, reason: `HTTP ${response.status}` };
    } catch (error) {
      return { ok: false, retry: true, reason: error instanceof Error ? error.message : String(error) };
    }
  }
}
