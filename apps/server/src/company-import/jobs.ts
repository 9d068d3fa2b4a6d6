import {
  type CompanyImportJobAccepted,
  companyImportTexts,
  type ImportJob,
  type ImportJobResponse,
  importJobRecentDays,
  importQueuedMaxCnpjs,
} from '@product/api/contract';
import { eq } from 'drizzle-orm';
import { recordActivity } from '../activity/record';
import type { Tenant } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { importJobs } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import {
  endJob,
  failPendingRows,
  findVisibleJob,
  type ImportJobRecord,
  insertJob,
  type JobViewer,
  jobRowsAfter,
  listVisibleJobs,
  lockQueuedRows,
} from './job-queries';
import { importSummary, triage } from './service';
import type { CnpjCell } from './spreadsheet';

type JobDeps = Pick<ClientAreaDeps, 'db' | 'now'>;

/** A USER follows only the jobs they started; everybody else in the account sees all of the account's. */
export function jobViewerOf(tenant: Tenant): JobViewer {
  return { clientId: tenant.clientId, onlyUserId: tenant.companyIds === null ? null : tenant.userId };
}

export function toWireJob(job: ImportJobRecord): ImportJob {
  return {
    id: job.id,
    fileName: job.fileName,
    status: job.status,
    sent: job.total,
    done: job.success + job.error,
    success: job.success,
    error: job.error,
    userName: job.actorName,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}

/**
 * A large file becomes a job: the job and one row per CNPJ read, in one
 * transaction (all or nothing). Invalid and repeated CNPJs are settled as
 * errors at once, as the synchronous import does; the others wait, pending,
 * for the import worker. Nothing is looked up here. An account may have at
 * most `importQueuedMaxCnpjs` CNPJs waiting across its running jobs: a file
 * beyond that is refused (429) and nothing is stored.
 */
export async function startImportJob(
  deps: JobDeps,
  tenant: Tenant,
  fileName: string,
  cells: readonly CnpjCell[],
): Promise<CompanyImportJobAccepted> {
  const plan = triage(cells);
  const now = deps.now();
  const rows = cells.map((cell, index) => {
    const step = plan[index];
    return step?.kind === 'error'
      ? { rowNumber: cell.row, cnpj: cell.text, state: 'error' as const, message: step.message, updatedAt: now }
      : { rowNumber: cell.row, cnpj: cell.text };
  });
  const errors = plan.filter((step) => step.kind === 'error').length;
  const job = await deps.db.transaction(async (tx) => {
    if ((await lockQueuedRows(tx, tenant.clientId)) + cells.length - errors > importQueuedMaxCnpjs) {
      throw new ApiError(429, companyImportTexts.tooManyQueued);
    }
    return insertJob(
      tx,
      {
        clientId: tenant.clientId,
        userId: tenant.userId,
        actorName: tenant.actor.name,
        actorEmail: tenant.actor.email,
        assignToUser: tenant.companyIds !== null,
        fileName,
        total: cells.length,
        error: errors,
        createdAt: now,
        updatedAt: now,
      },
      rows,
    );
  });
  return { message: companyImportTexts.jobStarted, job: toWireJob(job) };
}

async function visibleJob(deps: JobDeps, tenant: Tenant, jobId: number): Promise<ImportJobRecord> {
  const job = await findVisibleJob(deps.db, jobViewerOf(tenant), jobId);
  if (!job) throw notFound(companyImportTexts.jobNotFound);
  return job;
}

/** The job and a page of its rows after the row number `after`. */
export async function readImportJob(
  deps: JobDeps,
  tenant: Tenant,
  jobId: number,
  page: { after: number; limit: number },
): Promise<ImportJobResponse> {
  const job = await visibleJob(deps, tenant, jobId);
  // One more than asked tells whether another page follows.
  const rows = page.limit === 0 ? [] : await jobRowsAfter(deps.db, job.id, page.after, page.limit + 1);
  const items = rows.slice(0, page.limit).map((row) => ({
    row: row.rowNumber,
    cnpj: row.cnpj,
    state: row.state,
    message: row.message,
  }));
  const last = items[items.length - 1];
  return { job: toWireJob(job), items, nextAfter: rows.length > page.limit && last ? last.row : null };
}

/** At most this many jobs in the list: the running ones come first anyway (newest first, and few). */
const listLimit = 20;

export async function listImportJobs(deps: JobDeps, tenant: Tenant): Promise<{ items: ImportJob[] }> {
  const since = new Date(deps.now().getTime() - importJobRecentDays * 24 * 60 * 60 * 1000);
  const jobs = await listVisibleJobs(deps.db, jobViewerOf(tenant), since, listLimit);
  return { items: jobs.map(toWireJob) };
}

/**
 * 'Cancelar': in one transaction, under the job's lock, the rows not done yet
 * end as errors ('cancelada') and the job as cancelled, and the log sums it
 * up. A row the worker is creating right now either committed before (it
 * stays) or finds the job cancelled and rolls its company back. A job that
 * already ended is answered as it is.
 */
export async function cancelImportJob(deps: JobDeps, tenant: Tenant, jobId: number): Promise<ImportJob> {
  const job = await deps.db.transaction(async (tx) => {
    const found = await findVisibleJob(tx, jobViewerOf(tenant), jobId, { lock: true });
    if (!found) throw notFound(companyImportTexts.jobNotFound);
    if (found.status !== 'running') return found;
    const now = deps.now();
    const unstarted = await failPendingRows(tx, found.id, companyImportTexts.cancelled, now);
    const ended = await endJob(tx, eq(importJobs.id, found.id), { status: 'cancelled', addErrors: unstarted }, now);
    if (!ended) throw new Error('import job not cancelled');
    await recordActivity(tx, tenant.actor, {
      action: 'company.import',
      details: `${importSummary(ended.fileName, { sent: ended.total, success: ended.success, error: ended.error })} (cancelada)`,
      entityType: 'company',
    });
    return ended;
  });
  return toWireJob(job);
}
