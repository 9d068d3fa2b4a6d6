import {
  type CnaeFolderItem,
  type CnpjCardData,
  type CnpjCardItem,
  type CnpjFolderItem,
  clientFilePaths,
  type DocumentFileItem,
  type DocumentItem,
  type DocumentsQuery,
  type DocumentsResponse,
  documentFolderPrefixLength,
  documentsResponse,
  type FileLinkResponse,
  type FileMessageResponse,
  fileLinkResponse,
  fileMessageResponse,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { companyKeys } from '../companies/companies';
import { type Http, relative, searchParamsOf } from '../http';

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

function documentsPath(companyId: number, { cnpjId, cnaeId }: DocumentFolder): string {
  if (cnpjId === undefined) return clientFilePaths.documents(companyId);
  if (cnaeId === undefined) return clientFilePaths.cnpjDocuments(companyId, cnpjId);
  return clientFilePaths.cnaeDocuments(companyId, cnpjId, cnaeId);
}

/** GET /api/v1/client/company/{id}/documents[/{cnpjId}[/{cnaeId}]]: one page of a folder of the browser. */
export async function listDocuments(
  http: Http,
  companyId: number,
  folder: DocumentFolder,
  query: DocumentsQuery,
): Promise<DocumentsResponse> {
  const answer = await http
    .get(relative(documentsPath(companyId, folder)), { searchParams: searchParamsOf(query) })
    .json();
  return documentsResponse.parse(answer);
}

/** GET /api/v1/client/company/{id}/repository/{fileId}: a temporary link to the file (a few minutes). */
export async function getRepositoryFileLink(http: Http, companyId: number, fileId: number): Promise<FileLinkResponse> {
  return fileLinkResponse.parse(await http.get(relative(clientFilePaths.repositoryFile(companyId, fileId))).json());
}

/** DELETE /api/v1/client/company/{id}/repository/{fileId}: the file leaves the repository and every licence. */
export async function deleteRepositoryFile(
  http: Http,
  companyId: number,
  fileId: number,
): Promise<FileMessageResponse> {
  const answer = await http.delete(relative(clientFilePaths.repositoryFile(companyId, fileId))).json();
  return fileMessageResponse.parse(answer);
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
