/** Categories: created, renamed, moved and deleted; one still holding books cannot be deleted. */
import type { ContentCategory } from '@shop/shared/contracts';
import type { categoryContentSchema } from '@shop/shared/validation';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { books, categories } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { listQuery, offsetOf } from '../../lib/list-query';
import { type AuditWriter, alreadyExists, type ContentDeps, change, inUse, listAnswer, ordered } from './editing';

export const categoryListQuery = listQuery(['position', 'slug']);
type CategoryInput = z.infer<typeof categoryContentSchema>;

export const categoryJson = (row: typeof categories.$inferSelect): ContentCategory => ({
  slug: row.slug,
  position: row.position,
  name: row.name,
});

const entryOf = (action: string, slug: string) => ({
  action: `content.category.${action}`,
  targetType: 'category',
  targetId: slug,
});

export function categoryEditing({ db }: ContentDeps) {
  return {
    async list(query: z.infer<typeof categoryListQuery>) {
      const column = query.sort === 'slug' ? categories.slug : categories.position;
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(categories)
          .orderBy(ordered(query.order, column))
          .limit(query.per_page)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(categories),
      ]);
      return listAnswer(rows.map(categoryJson), counted, query);
    },

    async create(audit: AuditWriter, input: CategoryInput) {
      const row = await change(db, audit, entryOf('create', input.slug), async (tx) => {
        const [existing] = await tx.select().from(categories).where(eq(categories.slug, input.slug));
        if (existing) throw alreadyExists();
        const [created] = await tx.insert(categories).values(input).returning();
        if (!created) throw new Error('no category row');
        return { after: categoryJson(created), result: created };
      });
      return categoryJson(row);
    },

    async update(audit: AuditWriter, slug: string, input: Omit<CategoryInput, 'slug'>) {
      const row = await change(db, audit, entryOf('update', slug), async (tx) => {
        const [before] = await tx.select().from(categories).where(eq(categories.slug, slug)).for('update');
        if (!before) throw notFound();
        const [after] = await tx.update(categories).set(input).where(eq(categories.slug, slug)).returning();
        if (!after) throw notFound();
        return { before: categoryJson(before), after: categoryJson(after), result: after };
      });
      return categoryJson(row);
    },

    async remove(audit: AuditWriter, slug: string) {
      await change(db, audit, entryOf('delete', slug), async (tx) => {
        const [before] = await tx.select().from(categories).where(eq(categories.slug, slug)).for('update');
        if (!before) throw notFound();
        // Books belong to a category; move them first, so no story disappears from the shop by accident.
        const [used] = await tx.select({ n: count() }).from(books).where(eq(books.categorySlug, slug));
        if ((used?.n ?? 0) > 0) throw inUse();
        await tx.delete(categories).where(eq(categories.slug, slug));
        return { before: categoryJson(before), result: null };
      });
    },
  };
}
