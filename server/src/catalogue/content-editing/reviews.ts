/** Reviews: created, edited and deleted; one per reviewer and day (the table's natural key). */
import type { ContentReview } from '@shop/shared/contracts';
import type { reviewContentSchema } from '@shop/shared/validation';
import { and, count, desc, eq, ilike, ne } from 'drizzle-orm';
import { z } from 'zod';
import { likePattern } from '../../db/like-pattern';
import { reviews } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { listQuery, offsetOf } from '../../lib/list-query';
import { type AuditWriter, alreadyExists, type ContentDeps, change, listAnswer, ordered } from './editing';

export const reviewListQuery = listQuery(['date', 'rating', 'name']).extend({
  q: z.string().trim().max(200).optional(),
});
type ReviewInput = z.infer<typeof reviewContentSchema>;
type ReviewTableRow = typeof reviews.$inferSelect;

export const reviewJson = (row: ReviewTableRow): ContentReview => ({
  id: row.id,
  name: row.name,
  rating: row.rating,
  text: row.text,
  date: row.date,
});

const entryOf = <T>(action: string, targetId: string | ((row: T) => string)) => ({
  action: `content.review.${action}`,
  targetType: 'review',
  targetId,
});

export function reviewEditing({ db }: ContentDeps) {
  return {
    async list(query: z.infer<typeof reviewListQuery>) {
      const column = { date: reviews.date, rating: reviews.rating, name: reviews.name }[query.sort];
      const where = query.q ? ilike(reviews.name, likePattern(query.q)) : undefined;
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(where)
          .orderBy(ordered(query.order, column), desc(reviews.id))
          .limit(query.per_page)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(reviews).where(where),
      ]);
      return listAnswer(rows.map(reviewJson), counted, query);
    },

    async create(audit: AuditWriter, input: ReviewInput) {
      const row = await change(
        db,
        audit,
        entryOf('create', (created: ReviewTableRow) => String(created.id)),
        async (tx) => {
          const [created] = await tx.insert(reviews).values(input).onConflictDoNothing().returning();
          if (!created) throw alreadyExists();
          return { after: reviewJson(created), result: created };
        },
      );
      return reviewJson(row);
    },

    async update(audit: AuditWriter, id: number, input: ReviewInput) {
      const row = await change(db, audit, entryOf('update', String(id)), async (tx) => {
        const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
        if (!before) throw notFound();
        const [clash] = await tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.name, input.name), eq(reviews.date, input.date), ne(reviews.id, id)));
        if (clash) throw alreadyExists();
        const [after] = await tx.update(reviews).set(input).where(eq(reviews.id, id)).returning();
        if (!after) throw notFound();
        return { before: reviewJson(before), after: reviewJson(after), result: after };
      });
      return reviewJson(row);
    },

    async remove(audit: AuditWriter, id: number) {
      await change(db, audit, entryOf('delete', String(id)), async (tx) => {
        const [before] = await tx.delete(reviews).where(eq(reviews.id, id)).returning();
        if (!before) throw notFound();
        return { before: reviewJson(before), result: null };
      });
    },
  };
}
