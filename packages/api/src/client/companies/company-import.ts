import {
  type CompanyExportResponse,
  type CompanyImportResponse,
  companyExportResponse,
  companyImportPaths,
  companyImportResponse,
  companyImportTexts,
  type ExportCompany,
  type ExportLicense,
  type ImportResultItem,
  importMaxBytes,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative } from '../http';
import { fetchWithUploadProgress, type UploadProgressHandler } from '../upload-progress';
import { companyKeys } from './companies';

export type { UploadProgress, UploadProgressHandler } from '../upload-progress';
export type { CompanyExportResponse, CompanyImportResponse, ExportCompany, ExportLicense, ImportResultItem };
// The web app may not import the contract: the import dialog's limits, texts and the schema its stored result is read with.
export { companyImportResponse, companyImportTexts, importMaxBytes };

/** The spreadsheet types the server reads (spec 2 §5: an Excel file; a .csv is read too). */
export const importAccept = ['.xlsx', '.csv'] as const;

/**
 * The server looks each CNPJ up in the registry, a few at a time, before it answers: a sheet of
 * thousands (`importMaxCnpjs`) takes minutes, far beyond the 30 s every other call gets.
 */
const importTimeoutMs = 15 * 60 * 1000;

/**
 * POST /api/v1/client/company/import, multipart field `file`: creates a company for each new
 * valid CNPJ of the sheet's first column and answers one item per CNPJ read. `onProgress`
 * follows the upload of the file (not the registry lookups that come after it).
 */
export async function importCompanies(
  http: Http,
  file: File,
  onProgress: UploadProgressHandler = () => {},
): Promise<CompanyImportResponse> {
  const body = new FormData();
  body.append('file', file);
  const answer = await http
    .post(relative(companyImportPaths.import), {
      body,
      fetch: fetchWithUploadProgress(onProgress),
      timeout: importTimeoutMs,
    })
    .json();
  return companyImportResponse.parse(answer);
}

/** GET /api/v1/client/company/export: the account's companies with their licences, for the print view and the sheet. */
export async function getCompanyExport(http: Http): Promise<CompanyExportResponse> {
  return companyExportResponse.parse(await http.get(relative(companyImportPaths.export)).json());
}

/** Under `companyKeys.all`: whatever refetches the companies (an import, a deletion) refetches the export too. */
export const companyExportKeys = {
  all: [...companyKeys.all, 'export'] as const,
};

/** Not cached for long: opening 'Exportar' shows the stored copy at once and fetches today's. */
export function companyExportQueryOptions(http: Http) {
  return queryOptions({ queryKey: companyExportKeys.all, queryFn: () => getCompanyExport(http) });
}
