/** FAQs: created, edited and deleted; positions are unique, and taking a held one is refused. */
import type { ContentFaq } from '@shop/shared/contracts';
import type { faqContentSchema } from '@shop/shared/validation';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { faqs } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { listQuery, offsetOf } from '../../lib/list-query';
import { type AuditWriter, alreadyExists, type ContentDeps, change, listAnswer, ordered } from './editing';

export const faqListQuery = listQuery(['position']);
type FaqInput = z.infer<typeof faqContentSchema>;
type FaqTableRow = typeof faqs.$inferSelect;

export const faqJson = (row: FaqTableRow): ContentFaq => ({
  id: row.id,
  position: row.position,
  question: row.question,
  answer: row.answer,
});

/** Refused with a clear message rather than silently reordering the other questions. */
async function positionFree(tx: Tx, position: number, except?: number) {
  const [holder] = await tx.select({ id: faqs.id }).from(faqs).where(eq(faqs.position, position));
  if (holder && holder.id !== except) throw alreadyExists();
}

const entryOf = <T>(action: string, targetId: string | ((row: T) => string)) => ({
  action: `content.faq.${action}`,
  targetType: 'faq',
  targetId,
});

export function faqEditing({ db }: ContentDeps) {
  return {
    async list(query: z.infer<typeof faqListQuery>) {
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(faqs)
          .orderBy(ordered(query.order, faqs.position))
          .limit(query.per_page)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(faqs),
      ]);
      return listAnswer(rows.map(faqJson), counted, query);
    },

    async create(audit: AuditWriter, input: FaqInput) {
      const row = await change(
        db,
        audit,
        entryOf('create', (created: FaqTableRow) => String(created.id)),
        async (tx) => {
          await positionFree(tx, input.position);
          const [created] = await tx.insert(faqs).values(input).returning();
          if (!created) throw new Error('no faq row');
          return { after: faqJson(created), result: created };
        },
      );
      return faqJson(row);
    },

    async update(audit: AuditWriter, id: number, input: FaqInput) {
      const row = await change(db, audit, entryOf('update', String(id)), async (tx) => {
        const [before] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
        if (!before) throw notFound();
        await positionFree(tx, input.position, id);
        const [after] = await tx.update(faqs).set(input).where(eq(faqs.id, id)).returning();
        if (!after) throw notFound();
        return { before: faqJson(before), after: faqJson(after), result: after };
      });
      return faqJson(row);
    },

    async remove(audit: AuditWriter, id: number) {
      await change(db, audit, entryOf('delete', String(id)), async (tx) => {
        const [before] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
        if (!before) throw notFound();
        return { before: faqJson(before), result: null };
      });
    },
  };
}
