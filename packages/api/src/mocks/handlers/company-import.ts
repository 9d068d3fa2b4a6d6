import {
  type CompanyExportResponse,
  type CompanyImportJobAccepted,
  type CompanyImportJobCancelled,
  type CompanyImportResponse,
  companyImportPaths,
  companyImportTexts,
  type ErrorResponse,
  type ImportJob,
  type ImportJobListResponse,
  type ImportJobResponse,
  type ImportJobRow,
  type ImportResultItem,
  importJobQuery,
  importMaxBytes,
  importSyncMaxCnpjs,
} from '@product/api/contract';
import { isValidCnpj, normalizeCnpj } from '@product/domain';
import { HttpResponse, http } from 'msw';
import { fixtureNow } from '../fixtures/accounts';
import { fixtureCnpj } from '../fixtures/companies';
import { exportXlsxFixtureBase64 } from '../fixtures/company-export-xlsx';
import { companyExportOf, importResultFixture } from '../fixtures/company-import';
import { MockApiError } from '../operation';
import { companyStore, createMockCompany } from './companies';
import { fail, parse, signedIn, unauthorized } from './respond';

/** The first field of each line of a CSV (comma, semicolon or tab separated), quotes removed, a header skipped. */
function csvFirstColumn(text: string): string[] {
  const values = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((line) => (line.split(/[,;\t]/)[0] ?? '').replace(/^"|"$/g, '').trim())
    .filter((value) => value !== '');
  return values[0] !== undefined && !/\d/.test(values[0]) ? values.slice(1) : values;
}

/**
 * The importer of the mocks: what the server answers for each CNPJ, in file order, against
 * the companies in the mock store (a new one is added to it). `check` is the part that needs
 * no lookup (invalid, repeated), `create` the rest.
 */
function mockImporter() {
  const seen = new Map<string, number>();
  return {
    check(value: string, row: number): ImportResultItem | null {
      const cnpj = normalizeCnpj(value);
      if (!isValidCnpj(cnpj)) return { cnpj: value, code: 'error', message: companyImportTexts.invalid };
      const first = seen.get(cnpj);
      if (first !== undefined) {
        return { cnpj: value, code: 'error', message: `${companyImportTexts.duplicate} (primeiro na linha ${first}).` };
      }
      seen.set(cnpj, row);
      return null;
    },
    create(value: string): ImportResultItem {
      try {
        const { name } = createMockCompany(normalizeCnpj(value), true);
        return { cnpj: value, code: 'success', message: `${companyImportTexts.created} ${name}` };
      } catch (error) {
        if (error instanceof MockApiError) return { cnpj: value, code: 'error', message: error.message };
        throw error;
      }
    },
  };
}

/** What the server answers for a small file: each CNPJ's outcome, at once. */
function importCsv(values: readonly string[]): CompanyImportResponse {
  const importer = mockImporter();
  const items = values.map((value, index) => importer.check(value, index + 2) ?? importer.create(value));
  const success = items.filter((item) => item.code === 'success').length;
  return { message: companyImportTexts.imported, sent: items.length, success, error: items.length - success, items };
}

/** A mock import job: the job, and its rows, each settled by `settle` when a poll reaches it. */
interface MockImportJob {
  job: ImportJob;
  rows: (ImportJobRow & { settle: () => ImportResultItem })[];
  /** False: the job stays where it was seeded, however often it is read (a story's still picture). */
  moving: boolean;
}

/**
 * Import jobs in memory. A running job moves on each time it is read (GET job): a third
 * of its rows at a time, so a dialog polling it sees it progress and end after a few polls.
 * `seedImportJob` puts one in the store for a story; `resetImportJobMocks()` empties it.
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

function addJob(fileName: string, rows: MockImportJob['rows'], createdAt: Date): MockImportJob {
  const entry: MockImportJob = {
    job: {
      id: importJobStore.nextId++,
      fileName,
      status: 'running',
      sent: rows.length,
      done: 0,
      success: 0,
      error: 0,
      userName: 'Ana Admin',
      createdAt: createdAt.toISOString(),
      updatedAt: createdAt.toISOString(),
    },
    rows,
    moving: true,
  };
  countJob(entry, createdAt);
  importJobStore.jobs.unshift(entry);
  return entry;
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
  const entry = addJob(values.fileName ?? 'empresas.xlsx', rows, values.createdAt ?? fixtureNow);
  entry.moving = values.moving ?? true;
  if (values.status && values.status !== 'running') {
    for (const row of entry.rows) {
      if (row.state === 'pending') Object.assign(row, { state: 'error', message: companyImportTexts.cancelled });
    }
    entry.job.status = values.status;
  }
  countJob(entry, values.updatedAt ?? values.createdAt ?? fixtureNow);
  return structuredClone(entry.job);
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

const jobMissing = () => fail(404, companyImportTexts.jobNotFound);
const findJob = (id: string | readonly string[] | undefined) =>
  importJobStore.jobs.find((entry) => String(entry.job.id) === String(id));

/**
 * Import and export in the mocks. A .csv upload is read and imported into the
 * mock company store (the grid then shows the new companies); an .xlsx gets
 * `importResultFixture`, as the mocks cannot read Excel files. Registered
 * before the company handlers, whose `/company/:id` must not see 'export'.
 */
export const companyImportHandlers = [
  http.post<never, never, CompanyImportResponse | ErrorResponse>(
    `*${companyImportPaths.import}`,
    async ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      const form = await request.formData().catch(() => null);
      const file = form?.get('file');
      if (!file || typeof file === 'string') return fail(400, companyImportTexts.fileRequired);
      if (file.size > importMaxBytes) return fail(413, companyImportTexts.tooLarge);
      if (file.size === 0) return fail(400, companyImportTexts.emptyFile);
      const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
      if (extension === 'xlsx') return HttpResponse.json(structuredClone(importResultFixture));
      if (extension !== 'csv') return fail(415, companyImportTexts.wrongType);
      const values = csvFirstColumn(await file.text());
      if (values.length === 0) return fail(422, companyImportTexts.noCnpjs);
      if (values.length <= importSyncMaxCnpjs) return HttpResponse.json(importCsv(values));
      const importer = mockImporter();
      const rows = values.map((value, index): MockImportJob['rows'][number] => {
        const checked = importer.check(value, index + 2);
        return {
          row: index + 2,
          cnpj: value,
          state: checked ? 'error' : 'pending',
          message: checked?.message ?? null,
          settle: () => importer.create(value),
        };
      });
      const entry = addJob(file.name, rows, new Date());
      const accepted: CompanyImportJobAccepted = {
        message: companyImportTexts.jobStarted,
        job: structuredClone(entry.job),
      };
      return HttpResponse.json(accepted, { status: 202 });
    },
  ),
  http.get<never, never, ImportJobListResponse | ErrorResponse>(`*${companyImportPaths.jobs}`, ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    return HttpResponse.json({ items: importJobStore.jobs.map((entry) => structuredClone(entry.job)) });
  }),
  http.get<{ id: string }, never, ImportJobResponse | ErrorResponse>(
    `*${companyImportPaths.job(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const entry = findJob(params.id);
      if (!entry) return jobMissing();
      const query = parse(importJobQuery, Object.fromEntries(new URL(request.url).searchParams));
      if ('error' in query) return query.error;
      advance(entry);
      const { after, limit } = query.data;
      const rest = entry.rows.filter((row) => row.row > after);
      const items = rest.slice(0, limit).map(({ settle: _settle, ...row }) => row);
      const last = items[items.length - 1];
      return HttpResponse.json({
        job: structuredClone(entry.job),
        items,
        nextAfter: rest.length > limit && last ? last.row : null,
      });
    },
  ),
  http.post<{ id: string }, never, CompanyImportJobCancelled | ErrorResponse>(
    `*${companyImportPaths.cancel(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      const entry = findJob(params.id);
      if (!entry) return jobMissing();
      if (entry.job.status === 'running') {
        for (const row of entry.rows) {
          if (row.state === 'pending') Object.assign(row, { state: 'error', message: companyImportTexts.cancelled });
        }
        entry.job.status = 'cancelled';
        countJob(entry, new Date());
      }
      return HttpResponse.json({ message: companyImportTexts.jobCancelled, job: structuredClone(entry.job) });
    },
  ),
  http.get<never, never, CompanyExportResponse | ErrorResponse>(`*${companyImportPaths.export}`, ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    return HttpResponse.json(companyExportOf(companyStore.companies));
  }),
  http.get(`*${companyImportPaths.exportXlsx}`, ({ request }) => {
    if (!signedIn(request)) return unauthorized();
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
    http.get(`*${companyImportPaths.job(':id')}`, () =>
      fail(500, 'Erro interno do servidor. Tente novamente mais tarde.'),
    ),
  ],
};
