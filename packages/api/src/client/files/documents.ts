import {
  type CnaeFolderItem,
  type CnpjCardData,
  type CnpjCardItem,
  type CnpjFolderItem,
  type DocumentFileItem,
  type DocumentItem,
  type DocumentsQuery,
  type DocumentsResponse,
  documentFolderPrefixLength,
  type FileLinkResponse,
  type FileMessageResponse,
} from '@product/api/contract';
import { fileOperations } from '@product/api/contract/operations/files';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import { companyKeys } from '../companies/companies';
import { dashboardKeys } from '../dashboard/kpis';
import type { Http } from '../http';
import { declareMutation } from '../mutations';

export type {
  CnaeFolderItem,
  CnpjCardData,
  CnpjCardItem,
  CnpjFolderItem,
  DocumentFileItem,
  DocumentItem,
  DocumentsQuery,
  DocumentsResponse,
  FileLinkResponse,
};
// The web app may not import the contract: how much of a folder's name is its technical prefix.
export { documentFolderPrefixLength };

/** Which level of the documents browser: the CNPJ folders, one CNPJ's folder, or one CNPJ-CNAE's files. */
export interface DocumentFolder {
  /** The CNPJ (establishment) id: `clientNationalRegistrationId`. */
  cnpjId?: number;
  /** The CNAE id inside that CNPJ: `clientNationalRegistrationFiscalRegistrationId`; needs `cnpjId`. */
  cnaeId?: number;
}

/** GET /api/v1/client/company/{id}/documents[/{cnpjId}[/{cnaeId}]]: one page of a folder of the browser. */
export function listDocuments(
  http: Http,
  companyId: number,
  { cnpjId, cnaeId }: DocumentFolder,
  query: DocumentsQuery,
): Promise<DocumentsResponse> {
  if (cnpjId === undefined) return callOperation(http, fileOperations.documents, { params: { id: companyId }, query });
  if (cnaeId === undefined) {
    const params = { id: companyId, establishmentId: cnpjId };
    return callOperation(http, fileOperations.cnpjDocuments, { params, query });
  }
  const params = { id: companyId, establishmentId: cnpjId, cnaeId };
  return callOperation(http, fileOperations.cnaeDocuments, { params, query });
}

/** GET /api/v1/client/company/{id}/repository/{fileId}: a temporary link to the file (a few minutes). */
export function getRepositoryFileLink(http: Http, companyId: number, fileId: number): Promise<FileLinkResponse> {
  return callOperation(http, fileOperations.fileLink, { params: { id: companyId, fileId } });
}

/** DELETE /api/v1/client/company/{id}/repository/{fileId}: the file leaves the repository and every license. */
export function deleteRepositoryFile(http: Http, companyId: number, fileId: number): Promise<FileMessageResponse> {
  return callOperation(http, fileOperations.deleteFile, { params: { id: companyId, fileId } });
}

/** Under the company's detail key: a change to the company (a CNPJ added, a file deleted) refetches its folders. */
export const documentKeys = {
  all: (companyId: number) => [...companyKeys.detail(companyId), 'documents'] as const,
  list: (companyId: number, folder: DocumentFolder, query: DocumentsQuery) =>
    [...documentKeys.all(companyId), folder, query] as const,
};

export function documentListQueryOptions(http: Http, companyId: number, folder: DocumentFolder, query: DocumentsQuery) {
  return queryOptions({
    queryKey: documentKeys.list(companyId, folder, query),
    queryFn: () => listDocuments(http, companyId, folder, query),
  });
}

export const documentMutations = {
  /** Every folder counts its files, and the dashboard counts the documents sent. */
  deleteFile: declareMutation({
    mutationFn: (http, { companyId, fileId }: { companyId: number; fileId: number }) =>
      deleteRepositoryFile(http, companyId, fileId),
    invalidates: ({ companyId }) => [documentKeys.all(companyId), dashboardKeys.all],
  }),
};
