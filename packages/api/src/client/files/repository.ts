import {
  clientFilePaths,
  clientFileTexts,
  type RepositoryFileType,
  type RepositoryItem,
  type RepositoryListQuery,
  type RepositoryListResponse,
  type RepositoryUploadResponse,
  repositoryFileTypes,
  repositoryListResponse,
  repositoryUploadResponse,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { companyKeys } from '../companies/companies';
import { type Http, relative, searchParamsOf } from '../http';
import { fetchWithUploadProgress, type UploadProgressHandler } from '../upload-progress';

export type {
  RepositoryFileType,
  RepositoryItem,
  RepositoryListQuery,
  RepositoryListResponse,
  RepositoryUploadResponse,
};
// The web app may not import the contract: the upload's file types and its success toast.
export { clientFileTexts, repositoryFileTypes };

/** GET /api/v1/client/company/{id}/repository: the company's files, sorted by name (limit 9999 by default). */
export async function listRepository(
  http: Http,
  companyId: number,
  query: RepositoryListQuery = {},
): Promise<RepositoryListResponse> {
  const answer = await http
    .get(relative(clientFilePaths.repository(companyId)), { searchParams: searchParamsOf(query) })
    .json();
  return repositoryListResponse.parse(answer);
}

/** POST /api/v1/client/company/{id}/repository, multipart `file` and `file_type`; `onProgress` follows the upload. */
export async function uploadRepositoryFile(
  http: Http,
  companyId: number,
  file: File,
  fileType: RepositoryFileType,
  onProgress: UploadProgressHandler = () => {},
): Promise<RepositoryUploadResponse> {
  const body = new FormData();
  body.append('file', file);
  body.append('file_type', fileType);
  const answer = await http
    .post(relative(clientFilePaths.repository(companyId)), { body, fetch: fetchWithUploadProgress(onProgress) })
    .json();
  return repositoryUploadResponse.parse(answer);
}

/** Under the company's detail key: an upload refetches the documents the company shows. */
export const repositoryKeys = {
  all: (companyId: number) => [...companyKeys.detail(companyId), 'repository'] as const,
  list: (companyId: number, query: RepositoryListQuery = {}) => [...repositoryKeys.all(companyId), query] as const,
};

export function repositoryListQueryOptions(http: Http, companyId: number, query: RepositoryListQuery = {}) {
  return queryOptions({
    queryKey: repositoryKeys.list(companyId, query),
    queryFn: () => listRepository(http, companyId, query),
  });
}
