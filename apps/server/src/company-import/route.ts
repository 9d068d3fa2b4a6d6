import { companyImportTexts, importMaxBytes, importSyncMaxCnpjs } from '@product/api/contract';
import { companyImportOperations } from '@product/api/contract/operations/company-import';
import { companyExportFileName } from '@product/domain';
import { bodyLimit } from 'hono/body-limit';
import type { ClientAreaDeps } from '../client-area/deps';
import { contentDisposition, sanitizeFileName } from '../files/names';
import { multipartEnvelopeBytes } from '../files/upload';
import { ApiError, badRequest, payloadTooLarge } from '../http/errors';
import { implement } from '../http/implement';
import { cancelImportJob, listImportJobs, readImportJob, startImportJob } from './jobs';
import { exportCompanies, importCompanies } from './service';
import { readCnpjCellsOffThread } from './spreadsheet-pool';
import { exportWorkbook } from './workbook';

/**
 * Import (CREATE_COMPANY) and export (GET_COMPANY) of the account's
 * companies (`companyImportOperations`). A file of more than
 * `importSyncMaxCnpjs` CNPJs becomes an import job (202), which the same
 * people follow and cancel (a USER only their own; another account's is not found).
 */
export function companyImportHandlers(deps: ClientAreaDeps) {
  // The body stops at 5 MB of file plus the multipart envelope, before it is buffered; the part is measured again below.
  const importBodyLimit = bodyLimit({
    maxSize: importMaxBytes + multipartEnvelopeBytes,
    onError: (c) => {
      throw payloadTooLarge(c, companyImportTexts.tooLarge);
    },
  });

  return [
    implement(
      companyImportOperations.import,
      async (_, c) => {
        let body: Record<string, string | File>;
        try {
          body = await c.req.parseBody();
        } catch (error) {
          if (error instanceof ApiError) throw error;
          throw badRequest(companyImportTexts.fileRequired);
        }
        const file = body.file;
        if (file === undefined || typeof file === 'string') throw badRequest(companyImportTexts.fileRequired);
        if (file.size > importMaxBytes) throw payloadTooLarge(c, companyImportTexts.tooLarge);
        if (file.size === 0) throw badRequest(companyImportTexts.emptyFile);
        const name = sanitizeFileName(file.name);
        // Read in a thread with a time and memory limit (spreadsheet-pool): never on the event loop.
        const cells = await readCnpjCellsOffThread(name, new Uint8Array(await file.arrayBuffer()));
        if (cells.length === 0) throw new ApiError(422, companyImportTexts.noCnpjs);
        // A long file becomes a job, answered at once with 202 (the declared 200 is the short file's result).
        if (cells.length > importSyncMaxCnpjs) {
          return c.json(await startImportJob(deps, c.var.tenant, name, cells), 202);
        }
        return importCompanies(deps, c.var.tenant, name, cells);
      },
      { before: [importBodyLimit] },
    ),
    implement(companyImportOperations.jobs, async (_, c) => {
      c.header('Cache-Control', 'no-store');
      return listImportJobs(deps, c.var.tenant);
    }),
    implement(companyImportOperations.job, async ({ params, query }, c) => {
      c.header('Cache-Control', 'no-store');
      return readImportJob(deps, c.var.tenant, params.id, query);
    }),
    implement(companyImportOperations.cancel, async ({ params }, c) => {
      const job = await cancelImportJob(deps, c.var.tenant, params.id);
      return { message: companyImportTexts.jobCancelled, job };
    }),
    implement(companyImportOperations.export, async (_, c) => {
      c.header('Cache-Control', 'no-store');
      return exportCompanies(deps, c.var.tenant);
    }),
    implement(companyImportOperations.exportXlsx, async (_, c) => {
      const tenant = c.var.tenant;
      const bytes = exportWorkbook(await exportCompanies(deps, tenant));
      const name = companyExportFileName(tenant.clientName, deps.now(), deps.licenses.timeZone);
      return c.body(bytes, 200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': contentDisposition('attachment', name),
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    }),
  ];
}
