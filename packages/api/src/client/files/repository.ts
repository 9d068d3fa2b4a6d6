import {
  clientFileTexts,
  type RepositoryFileType,
  type RepositoryItem,
  type RepositoryListQuery,
  type RepositoryListResponse,
  type RepositoryUploadResponse,
  repositoryFileTypes,
} from '@product/api/contract';
import { fileOperations } from '@product/api/contract/operations/files';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import { companyKeys } from '../companies/companies';
import type { Http } from '../http';
import { declareMutation } from '../mutations';
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
export function listRepository(
  http: Http,
  companyId: number,
  query: RepositoryListQuery = {},
): Promise<RepositoryListResponse> {
  return callOperation(http, fileOperations.repository, { params: { id: companyId }, query });
}

/** POST /api/v1/client/company/{id}/repository, multipart `file` and `file_type`; `onProgress` follows the upload. */
export function uploadRepositoryFile(
  http: Http,
  companyId: number,
  file: File,
  fileType: RepositoryFileType,
  onProgress: UploadProgressHandler = () => {},
): Promise<RepositoryUploadResponse> {
  const form = new FormData();
  form.append('file', file);
  form.append('file_type', fileType);
  return callOperation(
    http,
    fileOperations.upload,
    { params: { id: companyId }, form },
    { fetch: fetchWithUploadProgress(onProgress) },
  );
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

export const repositoryMutations = {
  /** A file sent from the license dialog: the repository lists offered there refetch. */
  upload: declareMutation({
    mutationFn: (
      http,
      variables: { companyId: number; file: File; fileType: RepositoryFileType; onProgress?: UploadProgressHandler },
    ) => uploadRepositoryFile(http, variables.companyId, variables.file, variables.fileType, variables.onProgress),
    invalidates: ({ companyId }) => [repositoryKeys.all(companyId)],
  }),
};
