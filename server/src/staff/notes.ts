/**
 * The team's internal notes on an order or an ambassador (staff_notes): who wrote what and when, for each
 * other. Only the back office reads them; no customer or ambassador answer selects this table. Writing one is
 * audited in the same transaction, like every other change the team makes.
 */
import type { StaffNote } from '@shop/shared/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { brandAmbassadors, orders, staffNotes } from '../db/schema';
import { notFound } from '../lib/http-error';
import { recordAudit } from './audit';
import { currentStaff } from './auth';

/** What a note is written on; the audit log names the same record. */
export type NoteSubject = 'order' | 'ambassador';

const COLUMN = { order: staffNotes.orderId, ambassador: staffNotes.ambassadorId } as const;

function noteJson(row: typeof staffNotes.$inferSelect): StaffNote {
  return {
    id: row.id,
    author: row.staffName,
    staff_id: row.staffId,
    text: row.text,
    created_at: row.createdAt.toISOString(),
  };
}

/** The record must exist: a note on a missing order is a 404, not a foreign-key error. */
async function ensureSubject(db: DbOrTx, subject: NoteSubject, id: string): Promise<void> {
  const table = subject === 'order' ? orders : brandAmbassadors;
  const [found] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  if (!found) throw notFound(subject === 'order' ? 'common.error.orderNotFound' : undefined);
}

/** A record's notes, oldest first: they read as a conversation. */
export async function listNotes(db: DbOrTx, subject: NoteSubject, id: string): Promise<{ items: StaffNote[] }> {
  await ensureSubject(db, subject, id);
  const rows = await db
    .select()
    .from(staffNotes)
    .where(eq(COLUMN[subject], id))
    .orderBy(asc(staffNotes.createdAt), asc(staffNotes.id));
  return { items: rows.map(noteJson) };
}

/** Writes a note signed by the signed-in staff member, with its audit entry, in one transaction. */
export async function addNote(
  db: Db,
  request: FastifyRequest,
  subject: NoteSubject,
  id: string,
  text: string,
): Promise<StaffNote> {
  const staff = currentStaff(request);
  return db.transaction(async (tx) => {
    await ensureSubject(tx, subject, id);
    const [row] = await tx
      .insert(staffNotes)
      .values({
        ...(subject === 'order' ? { orderId: id } : { ambassadorId: id }),
        staffId: staff.id,
        staffName: staff.name,
        text,
      })
      .returning();
    if (!row) throw new Error('note not written');
    await recordAudit(tx, request, {
      action: `${subject}.note`,
      targetType: subject,
      targetId: id,
      after: { text },
    });
    return noteJson(row);
  });
}
