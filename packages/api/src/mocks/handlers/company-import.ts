import {
  type CompanyImportJobAccepted,
  type CompanyImportResponse,
  companyImportTexts,
  type ImportJob,
  type ImportResultItem,
  importJobRecentDays,
  importMaxBytes,
  importMaxCnpjs,
  importQueuedMaxCnpjs,
  importSyncMaxCnpjs,
  type SessionClaims,
} from '@product/api/contract';
import { companyImportOperations } from '@product/api/contract/operations';
import {
  type CnpjCell,
  readCsvFirstColumn,
  type SheetRefusal,
  sanitizeFileName,
  seesAssignedCompaniesOnly,
  triageCnpjCells,
  withoutHeaderRow,
} from '@product/domain';
import { HttpResponse, http } from 'msw';
import { fixtureNow } from '../fixtures/accounts';
import { fixtureCnpj } from '../fixtures/companies';
import { exportXlsxFixtureBase64 } from '../fixtures/company-export-xlsx';
import { companyExportOf, importResultFixture } from '../fixtures/company-import';
import { badRequest, MockApiError, mockOperation, mswPathOf, notFound } from '../operation';
import { companyStore, createMockCompany } from './companies';
import { fail } from './respond';

/** What the server answers when it cannot take a .csv (spreadsheet.ts), by the domain's reading. */
const sheetRefusals: Readonly<Record<SheetRefusal, MockApiError>> = {
  wrongType: new MockApiError(415, companyImportTexts.wrongType),
  unreadable: new MockApiError(422, companyImportTexts.unreadable),
  tooManyRows: new MockApiError(422, companyImportTexts.tooManyCnpjs),
};

/** A CNPJ the triage let through, created in the mock store as the server's `createCompanyFromCnpj` would. */
function createOne(cell: CnpjCell, cnpj: string): ImportResultItem {
  try {
    const { name } = createMockCompany(cnpj, true);
    return { cnpj: cell.text, code: 'success', message: `${companyImportTexts.created} ${name}` };
  } catch (error) {
    if (error instanceof MockApiError) return { cnpj: cell.text, code: 'error', message: error.message };
    throw error;
  }
}

/** What the server answers for a small file: each CNPJ's outcome, at once, in file order. */
function importNow(cells: readonly CnpjCell[]): CompanyImportResponse {
  const plan = triageCnpjCells(cells, companyImportTexts);
  const items = cells.map((cell, index): ImportResultItem => {
    const step = plan[index];
    if (step?.kind === 'create') return createOne(cell, step.cnpj);
    return { cnpj: cell.text, code: 'error', message: step?.message ?? companyImportTexts.failed };
  });
  const success = items.filter((item) => item.code === 'success').length;
  return { message: companyImportTexts.imported, sent: items.length, success, error: items.length - success, items };
}

type MockJobRow = { row: number; cnpj: string; state: 'pending' | 'success' | 'error'; message: string | null };

/** A mock import job: the job, and its rows, each settled by `settle` when a poll reaches it. */
interface MockImportJob {
  job: ImportJob;
  rows: (MockJobRow & { settle: () => ImportResultItem })[];
  /** Who started it (a USER sees only their own); null for a story's job, which everybody sees. */
  userId: number | null;
  /** False: the job stays where it was seeded, however often it is read (a story's still picture). */
  moving: boolean;
}

/**
 * Import jobs in memory. A running job moves on each time it is read (GET job): a third
 * of its rows at a time, so a dialog polling it sees it progress and end after a few polls
 * (on the server the import worker moves it). `seedImportJob` puts one in the store for a
 * story; `resetImportJobMocks()` empties it.
 */
export const importJobStore = { jobs: [] as MockImportJob[], nextId: 1, pollsToFinish: 3 };

export function resetImportJobMocks(): void {
  importJobStore.jobs = [];
  importJobStore.nextId = 1;
  importJobStore.pollsToFinish = 3;
}

function countJob(entry: MockImportJob, now: Date): void {
  const success = entry.rows.filter((row) => row.state === 'success').length;
  const error = entry.rows.filter((row) => row.state === 'error').length;
  Object.assign(entry.job, { success, error, done: success + error, updatedAt: now.toISOString() });
}

function addJob(
  fileName: string,
  rows: MockImportJob['rows'],
  createdAt: Date,
  by: { userId: number | null; userName: string },
): MockImportJob {
  const entry: MockImportJob = {
    job: {
      id: importJobStore.nextId++,
      fileName,
      status: 'running',
      sent: rows.length,
      done: 0,
      success: 0,
      error: 0,
      userName: by.userName,
      createdAt: createdAt.toISOString(),
      updatedAt: createdAt.toISOString(),
    },
    rows,
    userId: by.userId,
    moving: true,
  };
  countJob(entry, createdAt);
  importJobStore.jobs.unshift(entry);
  return entry;
}

/** Ends the rows not done yet as cancelled ('Cancelar', or a story's ended job). */
function cancelPending(entry: MockImportJob): void {
  for (const row of entry.rows) {
    if (row.state === 'pending') Object.assign(row, { state: 'error', message: companyImportTexts.cancelled });
  }
}

/**
 * A job for a story: `sent` rows of which the first `done` are settled (`success` of them
 * created, the others 'CNPJ não encontrado'), in `status`; its pending rows succeed as it runs.
 */
export function seedImportJob(values: {
  fileName?: string;
  sent: number;
  done: number;
  success?: number;
  status?: ImportJob['status'];
  /** When it started; the job's rate (and so the time left) is read from it. */
  createdAt?: Date;
  updatedAt?: Date;
  /** Whether it moves on when read (default true). */
  moving?: boolean;
}): ImportJob {
  const success = values.success ?? values.done;
  const rows = Array.from({ length: values.sent }, (_, index): MockImportJob['rows'][number] => {
    const cnpj = fixtureCnpj(String(50_000_000 + index), 1);
    const created: ImportResultItem = {
      cnpj,
      code: 'success',
      message: `${companyImportTexts.created} EMPRESA ${50_000_000 + index} LTDA`,
    };
    const outcome: ImportResultItem =
      index < success ? created : { cnpj, code: 'error', message: 'CNPJ não encontrado na Receita Federal.' };
    const settled = index < values.done;
    return {
      row: index + 2,
      cnpj,
      state: settled ? outcome.code : 'pending',
      message: settled ? outcome.message : null,
      settle: () => created,
    };
  });
  const by = { userId: null, userName: 'Ana Admin' };
  const entry = addJob(values.fileName ?? 'empresas.xlsx', rows, values.createdAt ?? fixtureNow, by);
  entry.moving = values.moving ?? true;
  if (values.status && values.status !== 'running') {
    cancelPending(entry);
    entry.job.status = values.status;
  }
  countJob(entry, values.updatedAt ?? values.createdAt ?? fixtureNow);
  return structuredClone(entry.job);
}

/**
 * A large file becomes a job, as the server's `startImportJob`: invalid and
 * repeated CNPJs settled as errors at once, the others pending; refused (429)
 * when the account would have more than `importQueuedMaxCnpjs` CNPJs waiting.
 */
function startJob(fileName: string, cells: readonly CnpjCell[], session: SessionClaims): CompanyImportJobAccepted {
  const plan = triageCnpjCells(cells, companyImportTexts);
  const rows = cells.map((cell, index): MockImportJob['rows'][number] => {
    const step = plan[index];
    if (step?.kind === 'create') {
      return {
        row: cell.row,
        cnpj: cell.text,
        state: 'pending',
        message: null,
        settle: () => createOne(cell, step.cnpj),
      };
    }
    const message = step?.message ?? companyImportTexts.failed;
    return {
      row: cell.row,
      cnpj: cell.text,
      state: 'error',
      message,
      settle: () => ({ cnpj: cell.text, code: 'error', message }),
    };
  });
  const waiting = importJobStore.jobs
    .filter((entry) => entry.job.status === 'running')
    .flatMap((entry) => entry.rows)
    .filter((row) => row.state === 'pending').length;
  if (waiting + rows.filter((row) => row.state === 'pending').length > importQueuedMaxCnpjs) {
    throw new MockApiError(429, companyImportTexts.tooManyQueued);
  }
  const entry = addJob(fileName, rows, new Date(), { userId: session.id, userName: session.name });
  return { message: companyImportTexts.jobStarted, job: structuredClone(entry.job) };
}

/** One poll of a running job: the next share of its rows is settled; with none left it is done. */
function advance(entry: MockImportJob): void {
  if (entry.job.status !== 'running' || !entry.moving) return;
  const step = Math.ceil(entry.rows.length / importJobStore.pollsToFinish);
  for (const row of entry.rows.filter((candidate) => candidate.state === 'pending').slice(0, step)) {
    const outcome = row.settle();
    Object.assign(row, { state: outcome.code, message: outcome.message });
  }
  if (entry.rows.every((row) => row.state !== 'pending')) entry.job.status = 'done';
  countJob(entry, new Date(Math.max(Date.parse(entry.job.updatedAt) + 1000, Date.now())));
}

/** The jobs the caller follows, as the server's `jobViewerOf`: a USER only their own, everybody else all of them. */
function visibleJobs(session: SessionClaims): MockImportJob[] {
  if (!seesAssignedCompaniesOnly(session.access_role)) return importJobStore.jobs;
  return importJobStore.jobs.filter((entry) => entry.userId === null || entry.userId === session.id);
}

function visibleJob(session: SessionClaims, id: number): MockImportJob {
  const entry = visibleJobs(session).find((candidate) => candidate.job.id === id);
  if (!entry) throw notFound(companyImportTexts.jobNotFound);
  return entry;
}

/** At most this many jobs in the list, as on the server. */
const listLimit = 20;
const recentSince = () => fixtureNow.getTime() - importJobRecentDays * 24 * 60 * 60 * 1000;

/**
 * Import and export in the mocks. A .csv upload is read as the server reads it
 * (the domain's `readCsvFirstColumn`) and imported into the mock company store
 * (the grid then shows the new companies); an .xlsx gets `importResultFixture`,
 * as the mocks cannot read Excel files.
 */
export const companyImportHandlers = [
  mockOperation(companyImportOperations.import, async ({ request, session }) => {
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string') throw badRequest(companyImportTexts.fileRequired);
    if (file.size > importMaxBytes) throw new MockApiError(413, companyImportTexts.tooLarge);
    if (file.size === 0) throw badRequest(companyImportTexts.emptyFile);
    const name = sanitizeFileName(file.name);
    const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
    if (extension === 'xlsx') {
      // Only a zip is taken for an Excel file, as on the server; then the fixture answers, the mocks read no Excel.
      const [first, second] = new Uint8Array(await file.slice(0, 2).arrayBuffer());
      if (first !== 0x50 || second !== 0x4b) throw sheetRefusals.wrongType;
      return structuredClone(importResultFixture);
    }
    if (extension !== 'csv') throw sheetRefusals.wrongType;
    const reading = readCsvFirstColumn(new Uint8Array(await file.arrayBuffer()), importMaxCnpjs + 1);
    if ('refusal' in reading) throw sheetRefusals[reading.refusal];
    const cells = withoutHeaderRow(reading.cells);
    if (cells.length === 0) throw new MockApiError(422, companyImportTexts.noCnpjs);
    if (cells.length <= importSyncMaxCnpjs) return importNow(cells);
    // A long file becomes a job, answered at once with 202 (the declared 200 is the short file's result).
    return HttpResponse.json(startJob(name, cells, session), { status: 202 });
  }),
  mockOperation(companyImportOperations.jobs, ({ session }) => {
    const since = recentSince();
    const items = visibleJobs(session)
      .filter((entry) => entry.job.status === 'running' || Date.parse(entry.job.updatedAt) >= since)
      .slice(0, listLimit)
      .map((entry) => structuredClone(entry.job));
    return { items };
  }),
  mockOperation(companyImportOperations.job, ({ params, query, session }) => {
    const entry = visibleJob(session, params.id);
    advance(entry);
    const { after, limit } = query;
    const rest = entry.rows.filter((row) => row.row > after);
    const items = rest.slice(0, limit).map(({ settle: _settle, ...row }) => row);
    const last = items[items.length - 1];
    return { job: structuredClone(entry.job), items, nextAfter: rest.length > limit && last ? last.row : null };
  }),
  mockOperation(companyImportOperations.cancel, ({ params, session }) => {
    const entry = visibleJob(session, params.id);
    if (entry.job.status === 'running') {
      cancelPending(entry);
      entry.job.status = 'cancelled';
      countJob(entry, new Date());
    }
    return { message: companyImportTexts.jobCancelled, job: structuredClone(entry.job) };
  }),
  mockOperation(companyImportOperations.export, () => companyExportOf(companyStore.companies)),
  mockOperation(companyImportOperations.exportXlsx, () => {
    const bytes = Uint8Array.from(atob(exportXlsxFixtureBase64), (char) => char.charCodeAt(0));
    return new HttpResponse(bytes, {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="empresas-padaria-pao-dourado-${fixtureNow.toISOString().slice(0, 10)}.xlsx"`,
      },
    });
  }),
];

/** Alternatives for stories: reading a job fails (a server error), as a dropped connection would. */
export const importJobHandlerVariants = {
  loadError: [
    http.get(mswPathOf(companyImportOperations.job), () =>
      fail(500, 'Erro interno do servidor. Tente novamente mais tarde.'),
    ),
  ],
};
