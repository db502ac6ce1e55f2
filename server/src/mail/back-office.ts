/**
 * The mail outbox for the team: what the shop wrote to `${DATA_DIR}/outbox/` because no SMTP server was
 * configured or SMTP refused it (mail/outbox.ts writes each message as .eml plus a .json summary). Ids
 * are the files' names without extension, checked against the names the outbox itself writes, so no id
 * can reach outside the folder.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboxItem } from '@shop/shared/contracts';
import { writePrivateFile } from '../lib/data-dir';

/** As mail/outbox.ts names files: an ISO time with ':' and '.' as '-', then 8 hex digits. */
const ID = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}$/;

export const isOutboxId = (id: string) => ID.test(id);

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

export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

async function ids(dir: string): Promise<string[]> {
  try {
    const names = await readdir(dir);
    return names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .filter(isOutboxId);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []; // nothing was ever written
    throw error;
  }
}

/** How many messages the outbox holds (the overview's figure). */
export async function countOutbox(dataDir: string): Promise<number> {
  return (await ids(outboxDir(dataDir))).length;
}

export async function readSummary(dir: string, id: string): Promise<OutboxSummary | undefined> {
  if (!isOutboxId(id)) return undefined;
  try {
    return JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as OutboxSummary;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function readRaw(dir: string, id: string): Promise<Buffer | undefined> {
  if (!isOutboxId(id)) return undefined;
  try {
    return await readFile(join(dir, `${id}.eml`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function markResent(dir: string, id: string, summary: OutboxSummary): Promise<OutboxSummary> {
  const next = { ...summary, resentAt: [...(summary.resentAt ?? []), new Date().toISOString()] };
  await writePrivateFile(join(dir, `${id}.json`), `${JSON.stringify(next, null, 2)}\n`);
  return next;
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
 * subject contains `q`. The outbox is a folder, not a table: a search reads the summaries it needs.
 */
export async function listOutbox(dataDir: string, query: { page: number; per_page: number; q?: string | undefined }) {
  const dir = outboxDir(dataDir);
  const all = (await ids(dir)).sort().reverse();
  const needle = query.q?.trim().toLowerCase();
  const summaries: Array<{ id: string; summary: OutboxSummary }> = [];
  let total = 0;
  const start = (query.page - 1) * query.per_page;
  for (const id of all) {
    if (!needle && (total < start || total >= start + query.per_page)) {
      total += 1;
      continue;
    }
    const summary = await readSummary(dir, id);
    if (!summary) continue;
    if (needle && !`${summary.to} ${summary.subject}`.toLowerCase().includes(needle)) continue;
    if (total >= start && total < start + query.per_page) summaries.push({ id, summary });
    total += 1;
  }
  return { items: summaries.map(({ id, summary }) => outboxItem(id, summary)), total };
}
