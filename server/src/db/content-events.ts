/**
 * Tells in-process caches that the content changed. Other instances of the shop hear it through PostgreSQL:
 * a change also commits a NOTIFY on CONTENT_CHANNEL (`notifyOtherInstances`, in its transaction), and their
 * plugins/content-sync.ts turns it into the same local event.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';

/** The PostgreSQL channel of content changes (plugins/content-sync.ts listens on it). */
export const CONTENT_CHANNEL = 'shop_content_changed';

/** This process's name in its own notifications: it applied its own change already, when it committed. */
export const PROCESS_ID = randomUUID();

const events = new EventEmitter();
// Every app built in a test run subscribes; that is not a leak.
events.setMaxListeners(0);

export function notifyContentChanged(): void {
  events.emit('changed');
}

/** Returns the unsubscribe function. */
export function onContentChanged(listener: () => void): () => void {
  events.on('changed', listener);
  return () => events.off('changed', listener);
}

/**
 * Queues the notification of every other instance in the transaction that changes the content: PostgreSQL sends
 * it when (and only if) that transaction commits, with this process's id, which this process ignores.
 */
export async function notifyOtherInstances(tx: {
  execute: (query: ReturnType<typeof sql>) => Promise<unknown>;
}): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${PROCESS_ID})`);
}
