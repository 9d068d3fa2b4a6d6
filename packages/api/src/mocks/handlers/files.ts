import {
  type CnaeFolderItem,
  type CnpjFolderItem,
  clientFilePaths,
  clientFileTexts,
  type DocumentFileItem,
  type DocumentItem,
  type DocumentsResponse,
  documentsQuery,
  type ErrorResponse,
  type FileLinkResponse,
  type FileMessageResponse,
  fileLinkSeconds,
  type LogoUploadResponse,
  type RepositoryItem,
  type RepositoryListResponse,
  type RepositoryUploadResponse,
  repositoryListQuery,
  repositoryUploadFields,
} from '@product/api/contract';
import { clientAreaTexts, foldText, pageCount, toWireDate } from '@product/domain';
import { HttpResponse, http } from 'msw';
import type { z } from 'zod/mini';
import {
  cnaeFolderFixtures,
  cnpjCardFixtures,
  cnpjFolderFixtures,
  documentFileFixtures,
  fileFixtureCompanyId,
  logoPngBytes,
  repositoryFixtures,
  samplePdfBytes,
} from '../fixtures/files';
import { fail, idOf, parse, queryOf, signedIn, unauthorized } from './respond';

// An in-memory repository the handlers change, so a story can upload and
// delete and see the lists follow; `resetFileMocks()` restores the fixtures.
const store = {
  repository: [] as RepositoryItem[],
  documents: {} as Record<string, DocumentFileItem[]>,
  logoKey: null as string | null,
  nextId: 900,
};

export function resetFileMocks(): void {
  store.repository = structuredClone(repositoryFixtures);
  store.documents = structuredClone(documentFileFixtures);
  store.logoKey = null;
  store.nextId = 900;
}
resetFileMocks();

/**
 * Deletes repository files as the server's licence reset does for the files only that licence held:
 * gone from the repository and from every documents folder.
 */
export function removeRepositoryFiles(ids: readonly number[]): void {
  store.repository = store.repository.filter((item) => !ids.includes(item.id));
  for (const key of Object.keys(store.documents)) {
    store.documents[key] = (store.documents[key] ?? []).filter((item) => !ids.includes(item.id));
  }
}

const companyMissing = () => fail(404, clientAreaTexts.companyNotFound);

/** Only the fixture company has files; any other id is "not found", as another account's would be. */
function companyOf(params: { id?: string }): number | null {
  const id = idOf(params.id);
  return id === fileFixtureCompanyId ? id : null;
}

function documentsPage(items: DocumentItem[], query: { page: number; limit: number }): DocumentsResponse {
  const pages = pageCount(items.length, query.limit);
  return {
    items: items.slice(query.page * query.limit, (query.page + 1) * query.limit),
    total: items.length,
    page_in_range: pages,
    pages_in_range: pages,
  };
}

/** The server's name order (code-point, like SQL's C collation) and direction. */
function sortBy<T extends { name: string; id: number }>(items: T[], query: z.output<typeof documentsQuery>): T[] {
  const key = (item: T) => (query.sort === 'id' ? String(item.id).padStart(12, '0') : item.name);
  const sorted = [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
  return query.direction === 'desc' ? sorted.reverse() : sorted;
}

function matchesCnae(folder: CnaeFolderItem, query: z.output<typeof documentsQuery>): boolean {
  if (query.cnae_level && folder.registrationLevel !== query.cnae_level) return false;
  if (query.cnae && !query.cnae.includes(folder.fiscalRegistrationCodeClass.replace(/\D/g, ''))) return false;
  return true;
}

const repositoryHandlers = [
  http.get<{ id: string }, never, RepositoryListResponse | ErrorResponse>(
    `*${clientFilePaths.repository(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      if (companyOf(params) === null) return companyMissing();
      const query = parse(repositoryListQuery, queryOf(request));
      if ('error' in query) return query.error;
      const term = foldText(query.data.search?.trim() ?? '');
      const rows = store.repository
        .filter(
          (file) =>
            (!term || foldText(file.name).includes(term)) &&
            (!query.data.file_type || file.file_type === query.data.file_type),
        )
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
      return HttpResponse.json({
        items: rows.slice(query.data.page * query.data.limit, (query.data.page + 1) * query.data.limit),
        total: rows.length,
        pages_in_range: pageCount(rows.length, query.data.limit),
      });
    },
  ),
  http.post<{ id: string }, never, RepositoryUploadResponse | ErrorResponse>(
    `*${clientFilePaths.repository(':id')}`,
    async ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      if (companyOf(params) === null) return companyMissing();
      const form = await request.formData().catch(() => null);
      const part = form?.get('file');
      if (!part || typeof part === 'string') return fail(400, clientFileTexts.fileRequired);
      if (part.size === 0) return fail(400, clientFileTexts.emptyFile);
      const fields = parse(repositoryUploadFields, { file_type: form?.get('file_type') ?? undefined });
      if ('error' in fields) return fields.error;
      const name = part.name.split(/[/\\]/).pop() || 'arquivo';
      const dot = name.lastIndexOf('.');
      const file: RepositoryItem = {
        id: store.nextId++,
        name,
        type: dot > 0 ? name.slice(dot + 1).toLowerCase() : '',
        file_type: fields.data.file_type,
        size: part.size,
        createdAt: toWireDate(new Date()),
      };
      store.repository.push(file);
      return HttpResponse.json({ message: clientFileTexts.uploaded, file }, { status: 201 });
    },
  ),
  http.get<{ id: string; fileId: string }, never, FileLinkResponse | ErrorResponse>(
    `*${clientFilePaths.repositoryFile(':id', ':fileId')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      if (companyOf(params) === null) return companyMissing();
      const file = store.repository.find((item) => item.id === idOf(params.fileId));
      if (!file) return fail(404, clientFileTexts.fileNotFound);
      return HttpResponse.json({
        url: clientFilePaths.signedFile(`${file.id}.mock`),
        expiresAt: new Date(Date.now() + fileLinkSeconds * 1000).toISOString(),
      });
    },
  ),
  http.delete<{ id: string; fileId: string }, never, FileMessageResponse | ErrorResponse>(
    `*${clientFilePaths.repositoryFile(':id', ':fileId')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      if (companyOf(params) === null) return companyMissing();
      const fileId = idOf(params.fileId);
      if (!store.repository.some((item) => item.id === fileId)) return fail(404, clientFileTexts.fileNotFound);
      store.repository = store.repository.filter((item) => item.id !== fileId);
      // Like the server's cascade: the file leaves every licence it was attached to.
      for (const key of Object.keys(store.documents)) {
        store.documents[key] = (store.documents[key] ?? []).filter((item) => item.id !== fileId);
      }
      return HttpResponse.json({ message: clientFileTexts.deleted });
    },
  ),
  // The temporary link: a small PDF, whatever the file was (the mocks keep no bytes).
  http.get(`*${clientFilePaths.signedFile(':token')}`, () =>
    HttpResponse.arrayBuffer(samplePdfBytes.slice().buffer, {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="documento.pdf"' },
    }),
  ),
];

const documentHandlers = [
  http.get<{ id: string }, never, DocumentsResponse | ErrorResponse>(
    `*${clientFilePaths.documents(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      if (companyOf(params) === null) return companyMissing();
      const query = parse(documentsQuery, queryOf(request));
      if ('error' in query) return query.error;
      const term = foldText(query.data.search?.trim() ?? '');
      const folders = cnpjFolderFixtures.filter(
        (folder: CnpjFolderItem) =>
          (!term || foldText(folder.name).includes(term)) &&
          (!query.data.cnae_level && !query.data.cnae
            ? true
            : (cnaeFolderFixtures[folder.id] ?? []).some((cnae) => matchesCnae(cnae, query.data))),
      );
      return HttpResponse.json(documentsPage(sortBy(folders, query.data), query.data));
    },
  ),
  http.get<{ id: string; establishmentId: string }, never, DocumentsResponse | ErrorResponse>(
    `*${clientFilePaths.cnpjDocuments(':id', ':establishmentId')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      if (companyOf(params) === null) return companyMissing();
      const query = parse(documentsQuery, queryOf(request));
      if ('error' in query) return query.error;
      const establishmentId = idOf(params.establishmentId);
      const card = cnpjCardFixtures.find((item) => item.id === establishmentId);
      if (!card) return fail(404, clientFileTexts.cnpjNotFound);
      const term = foldText(query.data.search?.trim() ?? '');
      const folders = (cnaeFolderFixtures[card.id] ?? []).filter(
        (folder) => (!term || foldText(folder.name).includes(term)) && matchesCnae(folder, query.data),
      );
      const withCard = !term || foldText(card.name).includes(term);
      return HttpResponse.json(
        documentsPage([...(withCard ? [card] : []), ...sortBy(folders, query.data)], query.data),
      );
    },
  ),
  http.get<{ id: string; establishmentId: string; cnaeId: string }, never, DocumentsResponse | ErrorResponse>(
    `*${clientFilePaths.cnaeDocuments(':id', ':establishmentId', ':cnaeId')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      if (companyOf(params) === null) return companyMissing();
      const query = parse(documentsQuery, queryOf(request));
      if ('error' in query) return query.error;
      const establishmentId = idOf(params.establishmentId);
      const cnaeId = idOf(params.cnaeId);
      if (!cnpjCardFixtures.some((card) => card.id === establishmentId)) return fail(404, clientFileTexts.cnpjNotFound);
      const files = store.documents[`${establishmentId}/${cnaeId}`];
      if (!files) return fail(404, clientFileTexts.cnaeNotFound);
      const term = foldText(query.data.search?.trim() ?? '');
      const rows = files.filter(
        (file) => !term || foldText(file.name).includes(term) || foldText(file.fiscalLicenseName).includes(term),
      );
      return HttpResponse.json(documentsPage(sortBy(rows, query.data), query.data));
    },
  ),
];

const logoHandlers = [
  http.post<{ id: string }, never, LogoUploadResponse | ErrorResponse>(
    `*${clientFilePaths.logo(':id')}`,
    async ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      if (companyOf(params) === null) return companyMissing();
      const part = (await request.formData().catch(() => null))?.get('file');
      if (!part || typeof part === 'string') return fail(400, clientFileTexts.fileRequired);
      if (!/\.(png|jpe?g|gif|webp)$/i.test(part.name)) return fail(415, clientFileTexts.logoUnsupported);
      if (part.size > 2 * 1024 * 1024) return fail(413, 'Arquivo maior que 2 MB.');
      store.logoKey = `logo-${crypto.randomUUID()}.png`;
      return HttpResponse.json(
        { message: clientFileTexts.logoUploaded, logoSrc: clientFilePaths.logoImage(store.logoKey) },
        { status: 201 },
      );
    },
  ),
  http.delete<{ id: string }, never, FileMessageResponse | ErrorResponse>(
    `*${clientFilePaths.logo(':id')}`,
    ({ request, params }) => {
      if (!signedIn(request)) return unauthorized();
      if (companyOf(params) === null) return companyMissing();
      if (!store.logoKey) return fail(404, clientFileTexts.noLogo);
      store.logoKey = null;
      return HttpResponse.json({ message: clientFileTexts.logoDeleted });
    },
  ),
  // Any logo address answers the same small image (the mocks keep no bytes).
  http.get(`*${clientFilePaths.logoImage(':key')}`, () =>
    HttpResponse.arrayBuffer(logoPngBytes.slice().buffer, { headers: { 'Content-Type': 'image/png' } }),
  ),
];

/** Repository, documents browser, temporary links and logos (spec 2 §7). */
export const fileHandlers = [...repositoryHandlers, ...documentHandlers, ...logoHandlers];
