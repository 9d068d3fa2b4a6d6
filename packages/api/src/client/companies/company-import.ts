import {
  type CompanyExportResponse,
  type CompanyImportJobCancelled,
  type CompanyImportResponse,
  companyImportResponse,
  companyImportTexts,
  type ExportCompany,
  type ExportLicense,
  type ImportJob,
  type ImportJobListResponse,
  type ImportJobResponse,
  type ImportResultItem,
  importJobRowsMaxLimit,
  importMaxBytes,
  importSyncMaxCnpjs,
} from '@product/api/contract';
import { companyImportOperations } from '@product/api/contract/operations/company-import';
import { queryOptions } from '@tanstack/react-query';
import { parse } from 'zod/mini';
import { callOperation, requestOperation } from '../call';
import type { Http } from '../http';
import { declareMutation } from '../mutations';
import { fetchWithUploadProgress, type UploadProgressHandler } from '../upload-progress';
import { companyChangeKeys, companyKeys } from './companies';

export type { UploadProgress, UploadProgressHandler } from '../upload-progress';
export type {
  CompanyExportResponse,
  CompanyImportJobCancelled,
  CompanyImportResponse,
  ExportCompany,
  ExportLicense,
  ImportJob,
  ImportJobListResponse,
  ImportJobResponse,
  ImportResultItem,
};
// The web app may not import the contract: the import dialog's limits, texts and the schema its stored result is read with.
export { companyImportResponse, companyImportTexts, importMaxBytes, importSyncMaxCnpjs };

/** The spreadsheet types the server reads (spec 2 §5: an Excel file; a .csv is read too). */
export const importAccept = ['.xlsx', '.csv'] as const;

/**
 * The server looks each CNPJ up in the registry, a few at a time, before it answers: a sheet of
 * thousands (`importMaxCnpjs`) takes minutes, far beyond the 30 s every other call gets.
 */
const importTimeoutMs = 15 * 60 * 1000;

/** What an import answers: the result of a small file, or the job a large one became. */
export type ImportAnswer = { kind: 'result'; result: CompanyImportResponse } | { kind: 'job'; job: ImportJob };

/**
 * POST /api/v1/client/company/import, multipart field `file`. A sheet of up to
 * `importSyncMaxCnpjs` CNPJs is imported before the answer: one item per CNPJ read
 * (`result`). A larger one becomes an import job, answered at once (202, `job`), to be
 * followed with `importJobQueryOptions`. `onProgress` follows the upload of the file.
 */
export async function importCompanies(
  http: Http,
  file: File,
  onProgress: UploadProgressHandler = () => {},
): Promise<ImportAnswer> {
  const form = new FormData();
  form.append('file', file);
  const operation = companyImportOperations.import;
  // Read here, not by callOperation: the status tells a result (200) from a job (202).
  const response = await requestOperation(
    http,
    operation,
    { form },
    { fetch: fetchWithUploadProgress(onProgress), timeout: importTimeoutMs },
  );
  const answer: unknown = await response.json();
  if (response.status === 202) return { kind: 'job', job: parse(operation.responses[202], answer).job };
  return { kind: 'result', result: parse(operation.responses[200], answer) };
}

/** GET one import job: its counts, and its rows after the row number `after` (`limit` 0: the counts alone). */
export async function getImportJob(
  http: Http,
  id: number,
  page: { after?: number; limit?: number } = {},
): Promise<ImportJobResponse> {
  return callOperation(http, companyImportOperations.job, { params: { id }, query: page });
}

/** GET the account's running and recent import jobs (a USER: their own). */
export function listImportJobs(http: Http): Promise<ImportJobListResponse> {
  return callOperation(http, companyImportOperations.jobs);
}

/** POST 'Cancelar': no further CNPJ is started; the companies already created stay. */
export function cancelImportJob(http: Http, id: number): Promise<CompanyImportJobCancelled> {
  return callOperation(http, companyImportOperations.cancel, { params: { id } });
}

/**
 * A finished job as the spec's import result (the result screen, kept in local storage):
 * every row, page by page, in file order.
 */
export async function getImportJobResult(http: Http, id: number): Promise<CompanyImportResponse> {
  const items: ImportResultItem[] = [];
  let job: ImportJob | null = null;
  for (let after: number | null = 0; after !== null; ) {
    const page = await getImportJob(http, id, { after, limit: importJobRowsMaxLimit });
    job = page.job;
    for (const row of page.items) {
      items.push({
        cnpj: row.cnpj,
        code: row.state === 'success' ? 'success' : 'error',
        message: row.message ?? companyImportTexts.cancelled,
      });
    }
    after = page.nextAfter;
  }
  const success = items.filter((item) => item.code === 'success').length;
  return {
    message: companyImportTexts.imported,
    sent: job?.sent ?? items.length,
    success,
    error: items.length - success,
    items,
  };
}

/** Apart from the companies: polling a job must not refetch the company list each time. */
export const importJobKeys = {
  all: ['import-jobs'] as const,
  list: () => [...importJobKeys.all, 'list'] as const,
  one: (id: number) => [...importJobKeys.all, id] as const,
};

/** How often a running job is asked for its counts. */
export const importJobPollMs = 2000;

/** The account's running and recent jobs; polled while one of them runs. */
export function importJobsQueryOptions(http: Http) {
  return queryOptions({
    queryKey: importJobKeys.list(),
    queryFn: () => listImportJobs(http),
    refetchInterval: (query) =>
      query.state.data?.items.some((job) => job.status === 'running') ? importJobPollMs : false,
  });
}

/** One job's counts (no rows), polled until it ends. */
export function importJobQueryOptions(http: Http, id: number) {
  return queryOptions({
    queryKey: importJobKeys.one(id),
    queryFn: async () => (await getImportJob(http, id, { limit: 0 })).job,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'running' ? false : importJobPollMs),
  });
}

/** GET /api/v1/client/company/export: the account's companies with their licences, for the print view and the sheet. */
export function getCompanyExport(http: Http): Promise<CompanyExportResponse> {
  return callOperation(http, companyImportOperations.export);
}

/** Under `companyKeys.all`: whatever refetches the companies (an import, a deletion) refetches the export too. */
export const companyExportKeys = {
  all: [...companyKeys.all, 'export'] as const,
};

/** Not cached for long: opening 'Exportar' shows the stored copy at once and fetches today's. */
export function companyExportQueryOptions(http: Http) {
  return queryOptions({ queryKey: companyExportKeys.all, queryFn: () => getCompanyExport(http) });
}

/**
 * What an import job's progress makes stale. The job is followed by polling, not by a call of the
 * screen's, so these are not a mutation's: the page invalidates them when it sees the change.
 */
export const importJobEvents = {
  /** A job is followed (one an upload just became, or one picked from the running ones): the list shows it. */
  followed: () => [importJobKeys.list()],
  /** The followed job ended: the companies it created (and the dashboard), and the list. */
  ended: () => [...companyChangeKeys(), importJobKeys.list()],
};

export const companyImportMutations = {
  /** A small sheet's result changes the companies at once; a large one's job is followed (`importJobEvents`). */
  import: declareMutation({
    mutationFn: (http, { file, onProgress }: { file: File; onProgress?: UploadProgressHandler }) =>
      importCompanies(http, file, onProgress),
    invalidates: (_variables, answer) => (answer.kind === 'result' ? companyChangeKeys() : []),
  }),
  /** 'Cancelar': no further CNPJ starts; the banner and the followed job show it. */
  cancel: declareMutation({
    mutationFn: (http, id: number) => cancelImportJob(http, id),
    invalidates: () => [importJobKeys.all],
  }),
};
