import { randomUUID } from 'node:crypto';
import {
  clientFilePaths,
  clientFileTexts,
  type FileLinkResponse,
  fileLinkSeconds,
  type RepositoryFileType,
  type RepositoryItem,
  type RepositoryListResponse,
  type RepositoryUploadResponse,
  type repositoryListQuery,
} from '@product/api/contract';
import { maxSerial, pageCount, toWireDate } from '@product/domain';
import type { z } from 'zod/mini';
import { recordActivity } from '../activity/record';
import { findVisibleCompany, type Tenant } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { notFound } from '../http/errors';
import { checkContent, isInlineType, repositoryKinds } from './content';
import { contentDisposition } from './names';
import {
  countRepository,
  deleteFileRow,
  findFileById,
  findRepositoryFile,
  insertFile,
  listRepository,
  type RepositoryRow,
} from './queries';
import { signFileLink, verifyFileLink } from './signed-link';
import type { Upload } from './upload';

/** The company if the tenant may see it, else 404: the routes' name for `findVisibleCompany`. */
export const visibleCompany = findVisibleCompany;

const fileMissing = () => notFound(clientFileTexts.fileNotFound);

/** Storage keys come from ids and a random UUID, never from the file's name. */
export function repositoryKey(clientId: number, companyId: number, extension: string): string {
  return `clients/${clientId}/companies/${companyId}/${randomUUID()}.${extension}`;
}

function itemOf(row: RepositoryRow): RepositoryItem {
  // The queries only read documents, protocols and fees; logos have no files row.
  if (row.fileType === 'logo') throw new Error(`file ${row.id} is not a repository file`);
  return {
    id: row.id,
    name: row.name,
    type: row.extension,
    file_type: row.fileType,
    size: row.size,
    createdAt: toWireDate(row.createdAt),
  };
}

/** GET repository: the company's documents, protocols and fees in name order. */
export async function listCompanyRepository(
  deps: ClientAreaDeps,
  tenant: Tenant,
  companyId: number,
  query: z.output<typeof repositoryListQuery>,
): Promise<RepositoryListResponse> {
  await findVisibleCompany(deps.db, tenant, companyId);
  const filter = { search: query.search?.trim() || undefined, fileType: query.file_type };
  const total = await countRepository(deps.db, companyId, filter);
  const offset = query.page * query.limit;
  const rows =
    offset < total && Number.isSafeInteger(offset)
      ? await listRepository(deps.db, companyId, filter, { offset, limit: query.limit })
      : [];
  return { items: rows.map(itemOf), total, pages_in_range: pageCount(total, query.limit) };
}

/**
 * POST repository: content checked by its bytes, stored under a key of its
 * own, then the row and its log entry in one transaction; if that fails the
 * stored bytes are removed again. If the process dies in between, the
 * storage journal (main's storage) has the key, and the next start removes
 * the bytes no row names.
 */
export async function uploadToRepository(
  deps: ClientAreaDeps,
  tenant: Tenant,
  company: { id: number; name: string },
  upload: Upload,
  fileType: RepositoryFileType,
): Promise<RepositoryUploadResponse> {
  const content = checkContent(upload.name, upload.bytes, repositoryKinds);
  const storageKey = repositoryKey(tenant.clientId, company.id, content.extension);
  await deps.storage.put(storageKey, upload.bytes, content.mimeType);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await insertFile(tx, {
        clientId: tenant.clientId,
        companyId: company.id,
        name: upload.name,
        extension: content.extension,
        mimeType: content.mimeType,
        size: upload.bytes.byteLength,
        fileType,
        storageKey,
        uploadedBy: tenant.userId,
      });
      await recordActivity(tx, tenant.actor, {
        action: 'file.upload',
        details: `Enviou o arquivo '${row.name}' ao repositório da empresa '${company.name}' (ID ${company.id})`,
        entityType: 'file',
        entityId: row.id,
      });
      return { message: clientFileTexts.uploaded, file: itemOf(row) };
    });
  } catch (error) {
    await deps.storage.delete(storageKey).catch(() => {});
    throw error;
  }
}

/** How the file is answered: PDF and images shown in the tab, the rest downloaded. */
function dispositionOf(row: { name: string; mimeType: string }): string {
  return contentDisposition(isInlineType(row.mimeType) ? 'inline' : 'attachment', row.name);
}

/**
 * GET repository/{fileId}: a link valid for five minutes — presigned by the
 * storage when it can (S3), else signed by this server for its
 * /api/v1/files/signed/{token} route.
 */
export async function repositoryFileLink(
  deps: ClientAreaDeps,
  tenant: Tenant,
  companyId: number,
  fileId: number,
): Promise<FileLinkResponse> {
  await findVisibleCompany(deps.db, tenant, companyId);
  const row = await findRepositoryFile(deps.db, tenant.clientId, companyId, fileId);
  if (!row) throw fileMissing();
  return fileLinkOf(deps, row);
}

/** A five-minute link to a file the caller was found allowed to read (the repository's, a licence's). */
export function fileLinkOf(
  deps: Pick<ClientAreaDeps, 'storage' | 'jwtSecret' | 'now'>,
  row: Pick<RepositoryRow, 'id' | 'name' | 'mimeType' | 'storageKey'>,
): FileLinkResponse {
  const now = deps.now();
  if (deps.storage.presignGet) {
    const url = deps.storage.presignGet(row.storageKey, {
      now,
      expiresInSeconds: fileLinkSeconds,
      contentType: row.mimeType,
      contentDisposition: dispositionOf(row),
    });
    return { url, expiresAt: new Date(now.getTime() + fileLinkSeconds * 1000).toISOString() };
  }
  const { token, expiresAt } = signFileLink(deps.jwtSecret, row.id, now, fileLinkSeconds);
  return { url: clientFilePaths.signedFile(token), expiresAt: expiresAt.toISOString() };
}

/** The bytes behind a signed link, with the headers to answer them. */
export async function readSignedFile(
  deps: ClientAreaDeps,
  token: string,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; mimeType: string; disposition: string }> {
  const fileId = verifyFileLink(deps.jwtSecret, token, deps.now());
  // This id comes from the token's digits, not from the path-id schema: bounded here, so
  // no number past the integer range reaches the database.
  const row = fileId > maxSerial ? undefined : await findFileById(deps.db, fileId);
  if (!row) throw fileMissing();
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) throw fileMissing();
  return { bytes, mimeType: row.mimeType, disposition: dispositionOf(row) };
}

/**
 * DELETE repository/{fileId}: the row (its licence links cascade) and the log
 * entry in one transaction, then the bytes. Bytes that fail to go are only
 * unreachable, never shown again, so the answer stays a success; the key
 * is journaled first, so the next start removes them.
 */
export async function deleteRepositoryFile(
  deps: ClientAreaDeps,
  tenant: Tenant,
  companyId: number,
  fileId: number,
): Promise<{ message: string }> {
  const company = await findVisibleCompany(deps.db, tenant, companyId);
  // Journaled first: if the process dies between the commit and the bytes' removal, the next start removes them.
  const known = await findRepositoryFile(deps.db, tenant.clientId, companyId, fileId);
  if (known) await deps.storage.noteRemoval?.([known.storageKey]);
  const removed = await deps.db.transaction(async (tx) => {
    const row = await findRepositoryFile(tx, tenant.clientId, companyId, fileId);
    if (!row || !(await deleteFileRow(tx, row.id))) throw fileMissing();
    await recordActivity(tx, tenant.actor, {
      action: 'file.delete',
      details: `Excluiu o arquivo '${row.name}' da empresa '${company.name}' (ID ${company.id})`,
      entityType: 'file',
      entityId: row.id,
    });
    return row;
  });
  await deps.storage.delete(removed.storageKey).catch((error: unknown) => {
    console.error(`Arquivo ${removed.storageKey} não pôde ser apagado do armazenamento:`, error);
  });
  return { message: clientFileTexts.deleted };
}
