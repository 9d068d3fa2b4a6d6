import { and, asc, desc, eq, gt, gte, isNull, lt, max, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';
import { importJobRows, importJobs } from '../db/schema';

export type ImportJobRecord = typeof importJobs.$inferSelect;
export type ImportJobRowRecord = typeof importJobRows.$inferSelect;

/** Who may see a job: the account's, and for a USER only the jobs they started. */
export interface JobViewer {
  clientId: number;
  /** Set for a USER (who sees only their own jobs); null for everybody else. */
  onlyUserId: number | null;
}

function visibleTo(viewer: JobViewer): SQL {
  const inAccount = eq(importJobs.clientId, viewer.clientId);
  return viewer.onlyUserId === null ? inAccount : (and(inAccount, eq(importJobs.userId, viewer.onlyUserId)) as SQL);
}

/** `now() + ms` in the database's clock, which every server shares (leases must not depend on one machine's clock). */
export const dbNowPlus = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Rows are written in chunks: one statement stays far below PostgreSQL's 65,535 parameters. */
const insertChunk = 1000;

export async function insertJob(
  tx: Executor,
  job: typeof importJobs.$inferInsert,
  rows: readonly Omit<typeof importJobRows.$inferInsert, 'jobId'>[],
): Promise<ImportJobRecord> {
  const [inserted] = await tx.insert(importJobs).values(job).returning();
  if (!inserted) throw new Error('import job not inserted');
  for (let start = 0; start < rows.length; start += insertChunk) {
    const chunk = rows.slice(start, start + insertChunk).map((row) => ({ ...row, jobId: inserted.id }));
    await tx.insert(importJobRows).values(chunk);
  }
  return inserted;
}

export async function findVisibleJob(
  db: Executor,
  viewer: JobViewer,
  jobId: number,
  options: { lock?: boolean } = {},
): Promise<ImportJobRecord | undefined> {
  const query = db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.id, jobId), visibleTo(viewer)))
    .limit(1);
  const [job] = options.lock ? await query.for('update') : await query;
  return job;
}

/** The running jobs and those changed since `since`, newest first. */
export function listVisibleJobs(db: Executor, viewer: JobViewer, since: Date, limit: number) {
  return db
    .select()
    .from(importJobs)
    .where(and(visibleTo(viewer), or(eq(importJobs.status, 'running'), gte(importJobs.updatedAt, since))))
    .orderBy(desc(importJobs.id))
    .limit(limit);
}

/** A page of a job's rows in file order, after a row number. */
export function jobRowsAfter(db: Executor, jobId: number, after: number, limit: number) {
  return db
    .select({
      rowNumber: importJobRows.rowNumber,
      cnpj: importJobRows.cnpj,
      state: importJobRows.state,
      message: importJobRows.message,
    })
    .from(importJobRows)
    .where(and(eq(importJobRows.jobId, jobId), gt(importJobRows.rowNumber, after)))
    .orderBy(asc(importJobRows.rowNumber))
    .limit(limit);
}

/** The first `limit` rows still pending, in file order (the worker's next slice). */
export function pendingRows(db: Executor, jobId: number, limit: number) {
  return db
    .select({ id: importJobRows.id, rowNumber: importJobRows.rowNumber, cnpj: importJobRows.cnpj })
    .from(importJobRows)
    .where(and(eq(importJobRows.jobId, jobId), eq(importJobRows.state, 'pending')))
    .orderBy(asc(importJobRows.rowNumber))
    .limit(limit);
}

/** First key of the advisory lock on an account's queue of imports (the others in use: 7205173–7205180). */
const queueLockClass = 7205181;

/**
 * The CNPJs not done yet in the account's running jobs, read under a lock on
 * the account's queue that the caller's transaction holds until it commits:
 * two files sent at once cannot both slip under the cap.
 */
export async function lockQueuedRows(tx: Executor, clientId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${queueLockClass}::int, ${clientId}::int)`);
  const [queued] = await tx
    .select({
      rows: sql<number>`coalesce(sum(${importJobs.total} - ${importJobs.success} - ${importJobs.error}), 0)`.mapWith(
        Number,
      ),
    })
    .from(importJobs)
    .where(and(eq(importJobs.clientId, clientId), eq(importJobs.status, 'running')));
  return queued?.rows ?? 0;
}

/** Settles every pending row of a job as an error with this message; answers how many. */
export async function failPendingRows(tx: Executor, jobId: number, message: string, now: Date): Promise<number> {
  const settled = await tx
    .update(importJobRows)
    .set({ state: 'error', message, updatedAt: now })
    .where(and(eq(importJobRows.jobId, jobId), eq(importJobRows.state, 'pending')))
    .returning({ id: importJobRows.id });
  return settled.length;
}

const leaseFree = () => or(isNull(importJobs.leaseExpiresAt), lt(importJobs.leaseExpiresAt, sql`now()`));

/** The turn of a job's account: when a worker last began a slice of any of its running jobs (null: never yet). */
function accountTurn(db: Executor): SQL {
  const sameAccount = alias(importJobs, 'same_account');
  const turn = db
    .select({ turn: max(sameAccount.turnAt) })
    .from(sameAccount)
    .where(and(eq(sameAccount.clientId, importJobs.clientId), eq(sameAccount.status, 'running')));
  return sql`(${turn})`;
}

/**
 * Takes a running job nobody holds (no lease, or one that ran out) for
 * `workerId` until `leaseMs` from now, and starts its turn. Accounts take
 * turns: the job comes from the account whose turn is oldest (one never
 * served first), and within an account the oldest job goes first. The
 * candidate is picked with `FOR UPDATE SKIP LOCKED` (PostgreSQL's queue idiom:
 * two servers claiming at once look at different jobs) and the UPDATE checks
 * the lease again, so even where the lock means nothing (PGlite's one
 * connection) only one claim wins. The candidate is a scalar subquery, run
 * once: as `id IN (…)` the planner may run it again for each row, each run
 * skipping the rows just claimed, and so claim every job at once.
 */
export async function claimJob(db: Executor, workerId: string, leaseMs: number): Promise<ImportJobRecord | undefined> {
  const candidate = db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(and(eq(importJobs.status, 'running'), leaseFree()))
    .orderBy(sql`${accountTurn(db)} asc nulls first`, asc(importJobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(importJobs)
    .set({ workerId, leaseExpiresAt: dbNowPlus(leaseMs), turnAt: sql`now()` })
    .where(and(eq(importJobs.id, sql`(${candidate})`), eq(importJobs.status, 'running'), leaseFree()))
    .returning();
  return job;
}

/**
 * Whether another account has a job waiting whose turn is older than this
 * job's (or which was never served): then this job's worker lets it go after
 * its slice, and that account goes next.
 */
export async function turnOwed(db: Executor, job: { id: number; clientId: number }): Promise<boolean> {
  const thisTurn = db.select({ turn: importJobs.turnAt }).from(importJobs).where(eq(importJobs.id, job.id));
  const turn = accountTurn(db);
  const [waiting] = await db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(
      and(
        eq(importJobs.status, 'running'),
        ne(importJobs.clientId, job.clientId),
        leaseFree(),
        sql`(${turn} is null or ${turn} < (${thisTurn}))`,
      ),
    )
    .limit(1);
  return waiting !== undefined;
}

/** This worker's hold on a running job, as a condition: nothing is written for a job it lost or that ended. */
export const heldBy = (jobId: number, workerId: string) =>
  and(eq(importJobs.id, jobId), eq(importJobs.workerId, workerId), eq(importJobs.status, 'running'));

/**
 * Extends the lease (`newTurn`: and starts another turn of the job, its next
 * slice); false when the job is no longer this worker's to run (cancelled, or taken over).
 */
export async function renewLease(
  db: Executor,
  jobId: number,
  workerId: string,
  leaseMs: number,
  options: { newTurn?: boolean } = {},
): Promise<boolean> {
  const renewed = await db
    .update(importJobs)
    .set({ leaseExpiresAt: dbNowPlus(leaseMs), ...(options.newTurn ? { turnAt: sql`now()` } : {}) })
    .where(heldBy(jobId, workerId))
    .returning({ id: importJobs.id });
  return renewed.length > 0;
}

/** Lets go of a job still running, for another worker to take up after `cooldownMs` (0: at once). */
export async function releaseJob(db: Executor, jobId: number, workerId: string, cooldownMs: number): Promise<void> {
  await db
    .update(importJobs)
    .set({ workerId: null, leaseExpiresAt: cooldownMs > 0 ? dbNowPlus(cooldownMs) : null })
    .where(heldBy(jobId, workerId));
}

/**
 * Records one row's outcome and moves the job's counts, inside the caller's
 * transaction: the job first (its lock orders this after or before a
 * 'Cancelar', never across it), then the row, which must still be pending.
 * False when either condition fails; the caller then rolls back.
 */
export async function settleRow(
  tx: Executor,
  workerId: string,
  row: { jobId: number; id: number },
  outcome: { state: 'success' | 'error'; message: string; companyId: number | null },
  now: Date,
): Promise<boolean> {
  const counted = await tx
    .update(importJobs)
    .set(
      outcome.state === 'success'
        ? { success: sql`${importJobs.success} + 1`, updatedAt: now }
        : { error: sql`${importJobs.error} + 1`, updatedAt: now },
    )
    .where(heldBy(row.jobId, workerId))
    .returning({ id: importJobs.id });
  if (counted.length === 0) return false;
  const settled = await tx
    .update(importJobRows)
    .set({ state: outcome.state, message: outcome.message, companyId: outcome.companyId, updatedAt: now })
    .where(and(eq(importJobRows.id, row.id), eq(importJobRows.state, 'pending')))
    .returning({ id: importJobRows.id });
  return settled.length > 0;
}

/** Whether a job has rows left to do. */
export async function hasPendingRows(db: Executor, jobId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: importJobRows.id })
    .from(importJobRows)
    .where(and(eq(importJobRows.jobId, jobId), eq(importJobRows.state, 'pending')))
    .limit(1);
  return row !== undefined;
}

/** Ends a job (done, cancelled, failed), letting go of its lease; answers it as it is now. */
export async function endJob(
  tx: Executor,
  where: SQL | undefined,
  values: { status: 'done' | 'cancelled' | 'failed'; addErrors?: number },
  now: Date,
): Promise<ImportJobRecord | undefined> {
  const [job] = await tx
    .update(importJobs)
    .set({
      status: values.status,
      error: sql`${importJobs.error} + ${values.addErrors ?? 0}`,
      workerId: null,
      leaseExpiresAt: null,
      updatedAt: now,
    })
    .where(where)
    .returning();
  return job;
}
