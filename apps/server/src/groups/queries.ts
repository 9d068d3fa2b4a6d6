import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { groups } from '../db/schema';

/** Groups ordered by name (then id, so equal names keep a stable order); one group when `onlyId` is given. */
export function listGroups(db: Executor, onlyId?: number) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(onlyId === undefined ? undefined : eq(groups.id, onlyId))
    .orderBy(asc(groups.name), asc(groups.id));
}

export async function groupExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, id)).limit(1);
  return row !== undefined;
}
