/**
 * Tells in-process caches that the seeded content changed. Other processes notice through their
 * caches' expiry instead; content changes only on deploy, so a minute of staleness there is fine.
 */
import { EventEmitter } from 'node:events';

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
