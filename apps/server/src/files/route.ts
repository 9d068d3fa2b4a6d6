import { repositoryUploadFields } from '@product/api/contract';
import { fileOperations as operations } from '@product/api/contract/operations/files';
import type { ClientAreaDeps } from '../client-area/deps';
import { implement } from '../http/implement';
import { parseOr400 } from '../http/validation';
import { companyUploadLimit } from './company-upload';
import { listCnaeDocuments, listCnpjDocuments, listFileDocuments } from './documents';
import {
  deleteRepositoryFile,
  listCompanyRepository,
  readSignedFile,
  repositoryFileLink,
  uploadToRepository,
  visibleCompany,
} from './service';
import { readUpload } from './upload';

/**
 * The company repository, the documents browser and temporary links (spec 2
 * §7). Who may call each is `fileOperations`' `access`: the roles of
 * 'companies/$id/documents'; for a USER, GET_FILES to read, list and link,
 * DELETE_FILES to delete, and UPDATE_LICENSES to upload (files are uploaded
 * from the licence dialog to be attached to a licence, and spec 2 §6 has no
 * CREATE_FILES-only screen).
 */
export function fileHandlers(deps: ClientAreaDeps) {
  return [
    implement(operations.repository, ({ params, query }, c) =>
      listCompanyRepository(deps, c.var.tenant, params.id, query),
    ),
    implement(
      operations.upload,
      async ({ params }, c) => {
        const tenant = c.var.tenant;
        const company = await visibleCompany(deps.db, tenant, params.id);
        const upload = await readUpload(c, deps.uploadMaxBytes);
        // A multipart body is the handler's to read: its text fields are parsed here.
        const fields = parseOr400(repositoryUploadFields, upload.fields);
        return uploadToRepository(deps, tenant, company, upload, fields.file_type);
      },
      { before: [companyUploadLimit(deps.db, deps.uploadMaxBytes)] },
    ),
    implement(operations.fileLink, ({ params }, c) => repositoryFileLink(deps, c.var.tenant, params.id, params.fileId)),
    implement(operations.deleteFile, ({ params }, c) =>
      deleteRepositoryFile(deps, c.var.tenant, params.id, params.fileId),
    ),
    implement(operations.documents, ({ params, query }, c) => listCnpjDocuments(deps, c.var.tenant, params.id, query)),
    implement(operations.cnpjDocuments, ({ params, query }, c) =>
      listCnaeDocuments(deps, c.var.tenant, params.id, params.establishmentId, query),
    ),
    implement(operations.cnaeDocuments, ({ params, query }, c) =>
      listFileDocuments(deps, c.var.tenant, params.id, params.establishmentId, params.cnaeId, query),
    ),
    // The temporary link itself: no bearer token (a new tab cannot send one); the signature is the permission.
    implement(operations.signedFile, async ({ params }, c) => {
      const file = await readSignedFile(deps, params.token);
      return c.body(file.bytes, 200, {
        'Content-Type': file.mimeType,
        'Content-Disposition': file.disposition,
        'Content-Length': String(file.bytes.byteLength),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
      });
    }),
  ];
}
