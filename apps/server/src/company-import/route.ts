import {
  companyImportPaths,
  companyImportTexts,
  importJobQuery,
  importMaxBytes,
  importSyncMaxCnpjs,
} from '@product/api/contract';
import { companyExportFileName } from '@product/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type ClientEnv, idParam, requireClientArea, tenantOf } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { contentDisposition, sanitizeFileName } from '../files/names';
import { multipartEnvelopeBytes } from '../files/upload';
import { ApiError, badRequest, errorMessages, payloadTooLarge } from '../http/errors';
import { parseOr400 } from '../http/validation';
import { cancelImportJob, listImportJobs, readImportJob, startImportJob } from './jobs';
import { exportCompanies, importCompanies } from './service';
import { readCnpjCellsOffThread } from './spreadsheet-pool';
import { exportWorkbook } from './workbook';

/**
 * Import (CREATE_COMPANY) and export (GET_COMPANY) of the account's
 * companies. Registered before the company routes, so `/company/import` and
 * `/company/export` are not read as company ids. A file of more than
 * `importSyncMaxCnpjs` CNPJs becomes an import job (202), which the same
 * people follow and cancel (a USER only their own; another account's is not found).
 */
export function companyImportRoutes(deps: ClientAreaDeps) {
  const importing = requireClientArea(deps, { route: 'companies', permission: 'CREATE_COMPANY' });
  const exporting = requireClientArea(deps, { route: 'companies', permission: 'GET_COMPANY' });
  // The body stops at 5 MB of file plus the multipart envelope, before it is buffered; the part is measured again below.
  const importBodyLimit = bodyLimit({
    maxSize: importMaxBytes + multipartEnvelopeBytes,
    onError: (c) => {
      throw payloadTooLarge(c, companyImportTexts.tooLarge);
    },
  });

  return new Hono<ClientEnv>()
    .post(companyImportPaths.import, ...importing, importBodyLimit, async (c) => {
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
      if (cells.length > importSyncMaxCnpjs) return c.json(await startImportJob(deps, tenantOf(c), name, cells), 202);
      return c.json(await importCompanies(deps, tenantOf(c), name, cells), 200);
    })
    .get(companyImportPaths.jobs, ...importing, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listImportJobs(deps, tenantOf(c)), 200);
    })
    .get(companyImportPaths.job(':id'), ...importing, async (c) => {
      const page = parseOr400(importJobQuery, c.req.query(), { fallback: errorMessages.invalidQuery });
      c.header('Cache-Control', 'no-store');
      return c.json(await readImportJob(deps, tenantOf(c), idParam(c), page), 200);
    })
    .post(companyImportPaths.cancel(':id'), ...importing, async (c) => {
      const job = await cancelImportJob(deps, tenantOf(c), idParam(c));
      return c.json({ message: companyImportTexts.jobCancelled, job }, 200);
    })
    .get(companyImportPaths.export, ...exporting, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await exportCompanies(deps, tenantOf(c)), 200);
    })
    .get(companyImportPaths.exportXlsx, ...exporting, async (c) => {
      const tenant = tenantOf(c);
      const bytes = exportWorkbook(await exportCompanies(deps, tenant));
      const name = companyExportFileName(tenant.clientName, deps.now(), deps.licenses.timeZone);
      return c.body(bytes, 200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': contentDisposition('attachment', name),
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    });
}
