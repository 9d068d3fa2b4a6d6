import { clientFilePaths, documentsQuery, repositoryListQuery, repositoryUploadFields } from '@product/api/contract';
import { type Context, Hono } from 'hono';
import { type ClientEnv, idParam, requireClientArea, tenantOf } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { errorMessages } from '../http/errors';
import { parseOr400, withoutTrailingSlash } from '../http/validation';
import { listCnaeDocuments, listCnpjDocuments, listFileDocuments } from './documents';
import {
  deleteRepositoryFile,
  listCompanyRepository,
  readSignedFile,
  repositoryFileLink,
  uploadToRepository,
  visibleCompany,
} from './service';
import { readUpload, uploadBodyLimit } from './upload';

/**
 * The company repository, the documents browser and temporary links (spec 2
 * §7). Route roles are those of 'companies/$id/documents' ({product}, EDITOR,
 * ADMIN, USER). Reading, listing and links need GET_FILES, deleting
 * DELETE_FILES. Uploading needs UPDATE_LICENSES: files are uploaded from the
 * licence dialog to be attached to a licence, and spec 2 §6 has no
 * CREATE_FILES-only screen.
 */
export function fileRoutes(deps: ClientAreaDeps) {
  const route = 'companies/$id/documents' as const;
  const reading = requireClientArea(deps, { route, permission: 'GET_FILES' });
  const uploading = requireClientArea(deps, { route, permission: 'UPDATE_LICENSES' });
  const deleting = requireClientArea(deps, { route, permission: 'DELETE_FILES' });
  const repository = withoutTrailingSlash(clientFilePaths.repository(':id'));
  const repositoryFile = clientFilePaths.repositoryFile(':id', ':fileId');
  const listQuery = (c: Context) => parseOr400(documentsQuery, c.req.query(), { fallback: errorMessages.invalidQuery });

  return (
    new Hono<ClientEnv>()
      .get(repository, ...reading, async (c) => {
        const query = parseOr400(repositoryListQuery, c.req.query(), { fallback: errorMessages.invalidQuery });
        return c.json(await listCompanyRepository(deps, tenantOf(c), idParam(c), query), 200);
      })
      .post(
        repository,
        ...uploading,
        async (c, next) => {
          // The company is checked before the body is read: another account's id costs no upload.
          await visibleCompany(deps.db, tenantOf(c), idParam(c));
          return uploadBodyLimit(deps.uploadMaxBytes)(c, next);
        },
        async (c) => {
          const tenant = tenantOf(c);
          const company = await visibleCompany(deps.db, tenant, idParam(c));
          const upload = await readUpload(c, deps.uploadMaxBytes);
          const fields = parseOr400(repositoryUploadFields, upload.fields);
          return c.json(await uploadToRepository(deps, tenant, company, upload, fields.file_type), 201);
        },
      )
      .get(repositoryFile, ...reading, async (c) =>
        c.json(await repositoryFileLink(deps, tenantOf(c), idParam(c), idParam(c, 'fileId')), 200),
      )
      .delete(repositoryFile, ...deleting, async (c) =>
        c.json(await deleteRepositoryFile(deps, tenantOf(c), idParam(c), idParam(c, 'fileId')), 200),
      )
      .get(withoutTrailingSlash(clientFilePaths.documents(':id')), ...reading, async (c) =>
        c.json(await listCnpjDocuments(deps, tenantOf(c), idParam(c), listQuery(c)), 200),
      )
      .get(clientFilePaths.cnpjDocuments(':id', ':establishmentId'), ...reading, async (c) =>
        c.json(
          await listCnaeDocuments(deps, tenantOf(c), idParam(c), idParam(c, 'establishmentId'), listQuery(c)),
          200,
        ),
      )
      .get(clientFilePaths.cnaeDocuments(':id', ':establishmentId', ':cnaeId'), ...reading, async (c) =>
        c.json(
          await listFileDocuments(
            deps,
            tenantOf(c),
            idParam(c),
            idParam(c, 'establishmentId'),
            idParam(c, 'cnaeId'),
            listQuery(c),
          ),
          200,
        ),
      )
      // The temporary link itself: no bearer token (a new tab cannot send one); the signature is the permission.
      .get(clientFilePaths.signedFile(':token'), async (c) => {
        const file = await readSignedFile(deps, c.req.param('token') ?? '');
        return c.body(file.bytes, 200, {
          'Content-Type': file.mimeType,
          'Content-Disposition': file.disposition,
          'Content-Length': String(file.bytes.byteLength),
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': 'private, no-store',
          'Referrer-Policy': 'no-referrer',
        });
      })
  );
}
