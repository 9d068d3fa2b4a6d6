import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import { containsFolded } from '../cnaes/search';
import type { Executor } from '../db/database';
import { activityLogs } from '../db/schema';

/** Whose entries: the account's, or (for a USER) only the person's own entries in it. */
export interface LogScope {
  clientId: number;
  onlyUserId: number | null;
}

function whereOf(scope: LogScope, search: string | undefined): SQL {
  const conditions: (SQL | undefined)[] = [eq(activityLogs.clientId, scope.clientId)];
  if (scope.onlyUserId !== null) conditions.push(eq(activityLogs.userId, scope.onlyUserId));
  if (search) {
    conditions.push(
      or(
        containsFolded(activityLogs.userName, search),
        containsFolded(activityLogs.userEmail, search),
        containsFolded(activityLogs.actionDetails, search),
      ),
    );
  }
  return and(...conditions) as SQL;
}

export async function countLogs(db: Executor, scope: LogScope, search: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(activityLogs).where(whereOf(scope, search));
  return row?.total ?? 0;
}

/** One page, newest first (the index on client_id, created_at serves it). */
export function listLogs(
  db: Executor,
  scope: LogScope,
  search: string | undefined,
  page: { offset: number; limit: number },
) {
  return db
    .select({
      id: activityLogs.id,
      userId: activityLogs.userId,
      name: activityLogs.userName,
      email: activityLogs.userEmail,
      actionDetails: activityLogs.actionDetails,
      createdAt: activityLogs.createdAt,
    })
    .from(activityLogs)
    .where(whereOf(scope, search))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(page.limit)
    .offset(page.offset);
}
