/**
 * What every kind of content editing shares: the one way a change is made (the change and its audit entry in
 * one transaction, then the catalogue is told), the list answer, and the conflicts the team can run into.
 */
import type { ListOf } from '@shop/shared/contracts';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifyContentChanged, notifyOtherInstances } from '../../db/content-events';
import { HttpError } from '../../lib/http-error';
import type { AuditEntry } from '../../staff/audit';
import type { Storage } from '../../storage/types';

export interface ContentDeps {
  db: Db;
  /** The shop's Storage: uploaded covers are kept there. */
  storage: Storage;
  /** The public URL of a picture's asset path (the catalogue's). */
  mediaUrl: (path: string) => string;
}

/** Writes a change's audit entry in the change's transaction; the route binds it to the staff member's request. */
export type AuditWriter = (tx: Tx, entry: AuditEntry) => Promise<void>;

/** A page of a list as the query asked for it. */
export interface ListPageQuery {
  page: number;
  per_page: number;
}

export interface ContentChange<T> {
  /** The rows before and after, as the audit log keeps them. */
  before?: unknown;
  after?: unknown;
  result: T;
}

/**
 * One content change: `run` and its audit entry in one transaction, then the catalogue is told (after the
 * commit, so nobody reloads the old content). A new row's `targetId` is read from what `run` made.
 */
export async function change<T>(
  db: Db,
  audit: AuditWriter,
  entry: { action: string; targetType: string; targetId: string | ((result: T) => string) },
  run: (tx: Tx) => Promise<ContentChange<T>>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const done = await run(tx);
    await audit(tx, {
      action: entry.action,
      targetType: entry.targetType,
      targetId: typeof entry.targetId === 'string' ? entry.targetId : entry.targetId(done.result),
      before: done.before,
      after: done.after,
    });
    await notifyOtherInstances(tx);
    return done.result;
  });
  notifyContentChanged();
  return result;
}

export const ordered = (order: 'asc' | 'desc', column: AnyColumn | SQL) =>
  order === 'asc' ? asc(column) : desc(column);

export function listAnswer<T>(items: T[], counted: Array<{ n: number }>, query: ListPageQuery): ListOf<T> {
  return { items, total: counted[0]?.n ?? 0, page: query.page, per_page: query.per_page };
}

export const alreadyExists = () => new HttpError(409, 'already_exists', 'common.error.contentExists');
export const inUse = () => new HttpError(409, 'in_use', 'common.error.contentInUse');
