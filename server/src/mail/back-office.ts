/**
 * The mail outbox for the team: what the shop kept in Storage's `outbox/` folder because no SMTP server was
 * configured or SMTP refused it (mail/outbox.ts writes each message as .eml plus a .json summary). Ids are the
 * messages' names without extension, checked against the names the outbox itself writes, so no id can reach
 * outside the folder.
 */
import type { OutboxItem } from '@shop/shared/contracts';
import type { Storage } from '../storage/types';
import { isOutboxId, OUTBOX_PREFIX, outboxKey } from './outbox';

export interface OutboxSummary {
  messageId?: string;
  from: string;
  to: string;
  subject: string;
  text?: string;
  html?: string;
  attachments?: Array<{ filename: string; contentType: string; bytes: number }>;
  createdAt: string;
  /** When the team sent it again over SMTP, newest last. */
  resentAt?: string[];
}

/** The ids of the messages kept, oldest first (ids sort by time). */
export async function outboxIds(storage: Storage): Promise<string[]> {
  return (await storage.list(OUTBOX_PREFIX))
    .filter((key) => key.endsWith('.json'))
    .map((key) => key.slice(`${OUTBOX_PREFIX}/`.length, -'.json'.length))
    .filter(isOutboxId);
}

/** How many messages the outbox holds (the overview's figure). */
export async function countOutbox(storage: Storage): Promise<number> {
  return (await outboxIds(storage)).length;
}

export async function readSummary(storage: Storage, id: string): Promise<OutboxSummary | undefined> {
  if (!isOutboxId(id)) return undefined;
  const file = await storage.get(outboxKey(id, 'json'));
  return file ? (JSON.parse(file.data.toString('utf8')) as OutboxSummary) : undefined;
}

/** The message exactly as it was written (RFC 822), attachments included. */
export async function readRaw(storage: Storage, id: string): Promise<Buffer | undefined> {
  if (!isOutboxId(id)) return undefined;
  return (await storage.get(outboxKey(id, 'eml')))?.data;
}

export async function markResent(storage: Storage, id: string, summary: OutboxSummary): Promise<OutboxSummary> {
  const next = { ...summary, resentAt: [...(summary.resentAt ?? []), new Date().toISOString()] };
  await storage.put(outboxKey(id, 'json'), Buffer.from(`${JSON.stringify(next, null, 2)}\n`), 'application/json');
  return next;
}

/** Removes a message and its summary (an erased order's copies); one already gone is fine. */
export async function deleteOutboxMessage(storage: Storage, id: string): Promise<void> {
  if (!isOutboxId(id)) return;
  // The summary first: a message half deleted is then not listed with its .eml missing.
  await storage.delete(outboxKey(id, 'json'));
  await storage.delete(outboxKey(id, 'eml'));
}

export function outboxItem(id: string, summary: OutboxSummary): OutboxItem {
  return {
    id,
    to: summary.to,
    subject: summary.subject,
    created_at: summary.createdAt,
    attachments: (summary.attachments ?? []).map(({ filename, bytes }) => ({ filename, bytes })),
    resent_at: summary.resentAt ?? [],
  };
}

/**
 * A page of the outbox, newest first (names sort by time), optionally only messages whose recipient or
 * subject contains `q`. The outbox is a folder of Storage, not a table: a search reads the summaries it needs.
 */
export async function listOutbox(storage: Storage, query: { page: number; per_page: number; q?: string | undefined }) {
  const all = (await outboxIds(storage)).reverse();
  const needle = query.q?.trim().toLowerCase();
  const summaries: Array<{ id: string; summary: OutboxSummary }> = [];
  let total = 0;
  const start = (query.page - 1) * query.per_page;
  for (const id of all) {
    if (!needle && (total < start || total >= start + query.per_page)) {
      total += 1;
      continue;
    }
    const summary = await readSummary(storage, id);
    if (!summary) continue;
    if (needle && !`${summary.to} ${summary.subject}`.toLowerCase().includes(needle)) continue;
    if (total >= start && total < start + query.per_page) summaries.push({ id, summary });
    total += 1;
  }
  return { items: summaries.map(({ id, summary }) => outboxItem(id, summary)), total };
}
