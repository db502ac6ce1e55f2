import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories } from '../db/schema';

export function listCategories(db: Db) {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.slug));
}
