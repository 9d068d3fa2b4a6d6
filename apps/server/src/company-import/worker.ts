import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { companyImportTexts } from '@product/api/contract';
import { canAccessClientRoute, holdsPermission, isAccessRole, normalizeCnpj } from '@product/domain';
import { and, eq, notExists } from 'drizzle-orm';
import { type Actor, recordActivity } from '../activity/record';
import type { Tenant } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { createCompanyFromCnpj } from '../companies/create';
import type { Database } from '../db/database';
import { clients, importJobRows, importJobs, users } from '../db/schema';
import { isDatabaseUnavailable } from '../db/unavailable';
import { ApiError } from '../http/errors';
import { pause, RegistryBackoff } from './backoff';
import {
  claimJob,
  endJob,
  failPendingRows,
  heldBy,
  type ImportJobRecord,
  pendingRows,
  releaseJob,
  renewLease,
  settleRow,
  turnOwed,
} from './job-queries';
import { groupByRoot, importConcurrency, importSummary } from './service';

export type ImportWorkerDeps = Pick<ClientAreaDeps, 'db' | 'registry' | 'licenses' | 'now'>;

export interface ImportWorkerOptions {
  /** Names this worker in the leases; unique per process by default. */
  workerId?: string;
  /** How long a claim holds without renewal (renewed every third of it). */
  leaseMs?: number;
  /** How often an idle worker looks for a job. */
  pollMs?: number;
  /** Rows of one job looked up at once. */
  concurrency?: number;
  /** Rows of a job worked in one turn, after which another account's job may go (see claimJob). */
  sliceRows?: number;
  /** Pauses after the registry refuses or fails (see RegistryBackoff). */
  backoff?: { baseMs: number; maxMs: number; now?: () => number; random?: () => number };
  /** Tries of one row while the registry says "too many requests", and while it fails (5xx, or a fault of ours). */
  attempts?: { rateLimited: number; failing: number };
  /**
   * The database is this process's alone (PGlite: one server per data folder),
   * so a lease found at start is a stopped server's: its jobs resume at once
   * instead of when the lease runs out.
   */
  exclusiveDatabase?: boolean;
  sleep?: typeof pause;
  logError?: (error: unknown) => void;
}

export interface ImportWorker {
  readonly id: string;
  /**
   * Claims the job whose turn it is and works it, slice by slice, until it
   * ends, is cancelled or lost, the worker stops, or another account's turn
   * comes; false when none was free.
   */
  runOnce(): Promise<boolean>;
  /** Keeps claiming jobs until stop(). */
  start(): void;
  /** Starts no further row, waits for those under way, and lets go of the job for another server to take up. */
  stop(): Promise<void>;
}

export const importLeaseMs = 30_000;
/** Rows of a job per turn: a few seconds against a real registry, so another account's file waits little. */
export const importSliceRows = 20;
/** A job that could not be finished (a fault of ours) is tried again after this, not in a tight loop. */
const retryCooldownMs = 10_000;

/** The job was cancelled or taken over while a row was being settled: that transaction rolls back (a company too). */
class NotOurs extends Error {
  override name = 'NotOurs';
}

/**
 * The import worker (issue 13): takes import jobs from the database under a
 * lease (`claimJob`), so two servers never work on the same job, and works
 * through the pending rows `concurrency` roots at a time. Each row is one
 * transaction: the company (createCompanyFromCnpj) and the row's outcome with
 * the job's counts commit together, so a server killed at any point neither
 * loses a company nor creates one twice; the next worker finds the row still
 * pending, or done. When the registry refuses (429) or fails (5xx) the row is
 * not failed: every lookup pauses (RegistryBackoff) and the row is tried again.
 * A job is worked in slices of `sliceRows` rows (issue 24): after each, when
 * another account has a job waiting since before the slice began, the worker
 * lets this one go and takes that account's, so one account's many large
 * files never hold up another's small one.
 */
export function createImportWorker(deps: ImportWorkerDeps, options: ImportWorkerOptions = {}): ImportWorker {
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leaseMs = options.leaseMs ?? importLeaseMs;
  const pollMs = options.pollMs ?? 1000;
  const concurrency = options.concurrency ?? importConcurrency;
  const sliceRows = options.sliceRows ?? importSliceRows;
  const attempts = options.attempts ?? { rateLimited: 30, failing: 5 };
  const sleep = options.sleep ?? pause;
  const logError =
    options.logError ??
    ((error: unknown) =>
      // The database down is one line per poll (db/unavailable), not a stack each second.
      isDatabaseUnavailable(error)
        ? console.error('Importação de empresas: banco de dados indisponível; nova tentativa em instantes.')
        : console.error('Importação de empresas:', error));
  const backoff = new RegistryBackoff({ baseMs: 1000, maxMs: 60_000, ...options.backoff });
  const stopping = new AbortController();
  let loop: Promise<void> | null = null;
  let staleLeasesFreed = !options.exclusiveDatabase;

  async function runJob(job: ImportJobRecord): Promise<void> {
    let lost = false;
    let broken = false;
    const halted = () => lost || broken || stopping.signal.aborted;
    const renewal = setInterval(() => {
      renewLease(deps.db, job.id, workerId, leaseMs).then(
        (held) => {
          if (!held) lost = true;
        },
        (error: unknown) => logError(error),
      );
    }, leaseMs / 3);
    try {
      for (;;) {
        // Checked each slice: whoever started the job may have lost the right to create companies meanwhile.
        const tenant = await tenantOfJob(deps.db, job);
        if (!tenant) return await endFailed(job);
        const slice = await pendingRows(deps.db, job.id, sliceRows);
        const groups = groupByRoot(slice.map((row) => ({ ...row, cnpj: normalizeCnpj(row.cnpj) })));
        let next = 0;
        const lane = async () => {
          for (let group = groups[next++]; group && !halted(); group = groups[next++]) {
            for (const row of group) {
              if (halted()) return;
              try {
                if (!(await processRow(tenant, job.id, row))) lost = true;
              } catch (error) {
                // The database failed us even for an error row: stop here, and try the job again later.
                logError(error);
                broken = true;
              }
            }
          }
        };
        await Promise.all(Array.from({ length: Math.min(concurrency, groups.length) }, lane));
        if (lost) return;
        if (halted()) return await releaseJob(deps.db, job.id, workerId, broken ? retryCooldownMs : 0);
        if (slice.length < sliceRows) {
          if (!(await endDone(job, tenant.actor))) await releaseJob(deps.db, job.id, workerId, 0);
          return;
        }
        // Another account's turn: let this job go (any worker may take it up when its own turn comes again).
        if (await turnOwed(deps.db, job)) return await releaseJob(deps.db, job.id, workerId, 0);
        if (!(await renewLease(deps.db, job.id, workerId, leaseMs, { newTurn: true }))) return;
      }
    } finally {
      clearInterval(renewal);
    }
  }

  /** Whether this worker still runs the job (not cancelled, not taken over): checked before each lookup, so a 'Cancelar' costs no further one. */
  async function stillOurs(jobId: number): Promise<boolean> {
    const [held] = await deps.db.select({ id: importJobs.id }).from(importJobs).where(heldBy(jobId, workerId)).limit(1);
    return held !== undefined;
  }

  /** Settles one row; false when the job is no longer this worker's. */
  async function processRow(tenant: Tenant, jobId: number, row: { id: number; cnpj: string }): Promise<boolean> {
    const settleError = (message: string) =>
      deps.db
        .transaction(async (tx) => {
          const outcome = { state: 'error' as const, message, companyId: null };
          if (!(await settleRow(tx, workerId, { jobId, id: row.id }, outcome, deps.now()))) throw new NotOurs();
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof NotOurs) return false;
          throw error;
        });
    for (let attempt = 1; ; attempt++) {
      await backoff.wait(stopping.signal, sleep);
      if (stopping.signal.aborted) return true;
      if (!(await stillOurs(jobId))) return false;
      try {
        await createCompanyFromCnpj(deps, tenant, row.cnpj, {
          enabled: true,
          inTransaction: async (tx, created) => {
            const outcome = {
              state: 'success' as const,
              message: `${companyImportTexts.created} ${created.registrationName}`,
              companyId: created.companyId,
            };
            if (!(await settleRow(tx, workerId, { jobId, id: row.id }, outcome, deps.now()))) {
              throw new NotOurs();
            }
          },
        });
        backoff.succeeded();
        return true;
      } catch (error) {
        if (error instanceof NotOurs) return false;
        const rateLimited = error instanceof ApiError && error.status === 429;
        const failing = !(error instanceof ApiError) || error.status >= 500;
        if (!(error instanceof ApiError)) logError(error);
        if (
          (rateLimited && attempt < attempts.rateLimited) ||
          (failing && !rateLimited && attempt < attempts.failing)
        ) {
          backoff.refused();
          continue;
        }
        return settleError(error instanceof ApiError ? error.message : companyImportTexts.failed);
      }
    }
  }

  /** Every row settled: the job is done and the log sums it up, in one transaction. */
  async function endDone(job: ImportJobRecord, actor: Actor): Promise<boolean> {
    return deps.db.transaction(async (tx) => {
      const noPending = notExists(
        tx
          .select({ id: importJobRows.id })
          .from(importJobRows)
          .where(and(eq(importJobRows.jobId, job.id), eq(importJobRows.state, 'pending'))),
      );
      const ended = await endJob(tx, and(heldBy(job.id, workerId), noPending), { status: 'done' }, deps.now());
      if (!ended) return false;
      await recordActivity(tx, actor, {
        action: 'company.import',
        details: importSummary(ended.fileName, { sent: ended.total, success: ended.success, error: ended.error }),
        entityType: 'company',
      });
      return true;
    });
  }

  /** Whoever started the job may no longer create companies: its unstarted rows end, and so does the job. */
  async function endFailed(job: ImportJobRecord): Promise<void> {
    await deps.db
      .transaction(async (tx) => {
        const now = deps.now();
        const unstarted = await failPendingRows(tx, job.id, companyImportTexts.interrupted, now);
        const ended = await endJob(tx, heldBy(job.id, workerId), { status: 'failed', addErrors: unstarted }, now);
        if (!ended) throw new NotOurs();
        await recordActivity(tx, actorOfJob(job), {
          action: 'company.import',
          details: `${importSummary(ended.fileName, { sent: ended.total, success: ended.success, error: ended.error })} (interrompida)`,
          entityType: 'company',
        });
      })
      .catch((error: unknown) => {
        if (!(error instanceof NotOurs)) throw error;
      });
  }

  async function runOnce(): Promise<boolean> {
    if (!staleLeasesFreed) {
      await deps.db
        .update(importJobs)
        .set({ workerId: null, leaseExpiresAt: null })
        .where(eq(importJobs.status, 'running'));
      staleLeasesFreed = true;
    }
    const job = await claimJob(deps.db, workerId, leaseMs);
    if (!job) return false;
    await runJob(job);
    return true;
  }

  return {
    id: workerId,
    runOnce,
    start() {
      if (loop) return;
      loop = (async () => {
        while (!stopping.signal.aborted) {
          let wait = pollMs;
          try {
            if (await runOnce()) continue;
          } catch (error) {
            // The database is down, say: one line every few seconds, not one a poll.
            logError(error);
            wait = Math.max(pollMs, retryCooldownMs);
          }
          await sleep(wait, stopping.signal);
        }
      })();
    },
    async stop() {
      stopping.abort();
      await loop;
    },
  };
}

function actorOfJob(job: ImportJobRecord): Actor {
  return { id: job.userId, name: job.actorName, email: job.actorEmail, clientId: job.clientId };
}

/**
 * The tenant a job works as: its account, and the person who started it as
 * they are now. Null when that person was deleted or disabled, or may no
 * longer create companies: the job must not go on in their name.
 */
async function tenantOfJob(db: Database, job: ImportJobRecord): Promise<Tenant | null> {
  if (job.userId === null) return null;
  const [person] = await db
    .select({ accessRole: users.accessRole, permissionRoles: users.permissionRoles, enabled: users.enabled })
    .from(users)
    .where(eq(users.id, job.userId))
    .limit(1);
  if (!person?.enabled || !isAccessRole(person.accessRole)) return null;
  const who = { accessRole: person.accessRole, permissionRoles: person.permissionRoles };
  if (!canAccessClientRoute(who.accessRole, 'companies') || !holdsPermission(who, 'CREATE_COMPANY')) return null;
  const [account] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, job.clientId)).limit(1);
  if (!account) return null;
  return {
    clientId: job.clientId,
    clientName: account.name,
    userId: job.userId,
    accessRole: who.accessRole,
    permissionRoles: who.permissionRoles,
    // Only whether it is a list matters to the company's creation: a USER's import assigns each company to them.
    companyIds: job.assignToUser ? [] : null,
    actor: actorOfJob(job),
  };
}
