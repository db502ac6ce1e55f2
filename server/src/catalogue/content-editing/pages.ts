/** Content pages (about us, terms, …): their texts are edited; which pages exist is decided by the shop's routes. */
import type { ContentPage } from '@shop/shared/contracts';
import type { pageContentSchema } from '@shop/shared/validation';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { pages } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { listQuery, offsetOf } from '../../lib/list-query';
import { type AuditWriter, type ContentDeps, change, listAnswer, ordered } from './editing';

export const pageListQuery = listQuery(['slug']);
type PageInput = z.infer<typeof pageContentSchema>;

export const pageJson = (row: typeof pages.$inferSelect): ContentPage => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  sections: row.sections,
  updated_at: row.updatedAt.toISOString(),
});

export function pageEditing({ db }: ContentDeps) {
  return {
    async list(query: z.infer<typeof pageListQuery>) {
      const [rows, counted] = await Promise.all([
        db.select().from(pages).orderBy(ordered(query.order, pages.slug)).limit(query.per_page).offset(offsetOf(query)),
        db.select({ n: count() }).from(pages),
      ]);
      return listAnswer(rows.map(pageJson), counted, query);
    },

    async update(audit: AuditWriter, slug: string, input: PageInput) {
      const row = await change(
        db,
        audit,
        { action: 'content.page.update', targetType: 'page', targetId: slug },
        async (tx) => {
          const [before] = await tx.select().from(pages).where(eq(pages.slug, slug)).for('update');
          if (!before) throw notFound();
          const [after] = await tx
            .update(pages)
            .set({ ...input, updatedAt: new Date() })
            .where(eq(pages.slug, slug))
            .returning();
          if (!after) throw notFound();
          return { before: pageJson(before), after: pageJson(after), result: after };
        },
      );
      return pageJson(row);
    },
  };
}
