import {
  type CnaeFolderItem,
  type CnpjCardItem,
  type CnpjFolderItem,
  clientFilePaths,
  clientFileTexts,
  type DocumentFileItem,
  type DocumentItem,
  type DocumentsResponse,
  type documentsQuery,
  fileLinkSeconds,
  type RepositoryItem,
  readRequestInput,
  repositoryUploadFields,
  requestTexts,
} from '@product/api/contract';
import { fileOperations, logoOperations } from '@product/api/contract/operations';
import {
  clientAreaTexts,
  cnaeCodeDigits,
  cnaeFolderPage,
  cnpjSearchTerm,
  foldText,
  formatByteLimit,
  logoMaxBytes,
  pageCount,
  sanitizeFileName,
  showsCnpjCard,
  toWireDate,
} from '@product/domain';
import { HttpResponse } from 'msw';
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
import { badRequest, MockApiError, mockOperation, notFound } from '../operation';
import { page } from './respond';

/**
 * The files of one company as the mocks hold them: its repository, the
 * documents browser's rows (CNPJ folders, their cards, CNAE folders per CNPJ,
 * the files attached per `{cnpjId}/{cnaeId}`) and its logo. Folder counts are
 * worked out from the attached files, so a deletion shows in them.
 */
export interface CompanyFilesSeed {
  repository: RepositoryItem[];
  cnpjFolders: CnpjFolderItem[];
  cards: CnpjCardItem[];
  cnaeFolders: Record<number, CnaeFolderItem[]>;
  documents: Record<string, DocumentFileItem[]>;
  logoKey: string | null;
}

// In memory, so a story can upload and delete and see the lists follow;
// `resetFileMocks()` restores the fixture company's files.
const store = { companies: new Map<number, CompanyFilesSeed>(), nextId: 900 };

/** Gives a company these files (the behaviour contract seeds the server's rows), replacing what it had. */
export function seedFileMocks(companyId: number, seed: CompanyFilesSeed): void {
  const files = structuredClone(seed);
  store.companies.set(companyId, files);
  const ids = [...files.repository, ...Object.values(files.documents).flat()].map((file) => file.id);
  store.nextId = Math.max(store.nextId, ...ids.map((id) => id + 1));
}

export function resetFileMocks(): void {
  store.companies.clear();
  store.nextId = 900;
  seedFileMocks(fileFixtureCompanyId, {
    repository: repositoryFixtures,
    cnpjFolders: cnpjFolderFixtures,
    cards: cnpjCardFixtures,
    cnaeFolders: cnaeFolderFixtures,
    documents: documentFileFixtures,
    logoKey: null,
  });
}
resetFileMocks();

/**
 * Deletes repository files as the server's licence reset does for the files only that licence held:
 * gone from the repository and from every documents folder.
 */
export function removeRepositoryFiles(ids: readonly number[]): void {
  for (const files of store.companies.values()) {
    files.repository = files.repository.filter((item) => !ids.includes(item.id));
    for (const key of Object.keys(files.documents)) {
      files.documents[key] = (files.documents[key] ?? []).filter((item) => !ids.includes(item.id));
    }
  }
}

/** The company's files, or the server's 404 (another account's company is simply not found). */
function companyFiles(id: number): CompanyFilesSeed {
  const files = store.companies.get(id);
  if (!files) throw notFound(clientAreaTexts.companyNotFound);
  return files;
}

type Query = z.output<typeof documentsQuery>;

/** The page the server reads: none when the offset is past any whole number (documents.ts `pageOf`). */
function documentsPage(items: readonly DocumentItem[], total: number, query: Query): DocumentsResponse {
  const pages = pageCount(total, query.limit);
  return { items: [...items], total, page_in_range: pages, pages_in_range: pages };
}
function slice<T>(rows: readonly T[], offset: number, limit: number): T[] {
  return Number.isSafeInteger(offset) ? rows.slice(offset, offset + limit) : [];
}

/** SQL's order of text in the C collation: by code point. */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The server's order (documents-queries.ts): the sort's key in the asked
 * direction, then the ids ascending. `key` answers null for the sorts a level
 * does not have (they sort by its default key); `createdAt`, which the mocks
 * do not keep for folders, sorts them by id, their creation order.
 */
function ordered<T extends { id: number }>(
  rows: readonly T[],
  query: Query,
  key: (row: T) => string | number | null,
  tie: (a: T, b: T) => number = () => 0,
): T[] {
  const sign = query.direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x === y) return a.id - b.id || tie(a, b);
    // Nulls last in both directions ('validUntil … nulls last').
    if (x === null || y === null) return x === null ? 1 : -1;
    const compared = typeof x === 'number' && typeof y === 'number' ? x - y : byCodePoint(String(x), String(y));
    return sign * compared || a.id - b.id || tie(a, b);
  });
}

const codeDigitsOf = (code: string) => code.replace(/\D/g, '');

function matchesCnae(folder: CnaeFolderItem, query: Query): boolean {
  if (query.cnae_level && folder.registrationLevel !== query.cnae_level) return false;
  if (query.cnae && !query.cnae.includes(codeDigitsOf(folder.fiscalRegistrationCodeClass))) return false;
  return true;
}

/** Distinct files attached to the licences of a CNPJ (all its CNAEs, or one). */
function filesAttached(files: CompanyFilesSeed, cnpjId: number, cnaeId?: number): number {
  const prefix = cnaeId === undefined ? `${cnpjId}/` : `${cnpjId}/${cnaeId}`;
  const keys = Object.keys(files.documents).filter((key) =>
    cnaeId === undefined ? key.startsWith(prefix) : key === prefix,
  );
  return new Set(keys.flatMap((key) => (files.documents[key] ?? []).map((file) => file.id))).size;
}

/** The CNPJ (its card), or the server's 404. */
function cardOf(files: CompanyFilesSeed, establishmentId: number): CnpjCardItem {
  const card = files.cards.find((item) => item.id === establishmentId);
  if (!card) throw notFound(clientFileTexts.cnpjNotFound);
  return card;
}

const searchOf = (query: { search?: string }) => query.search?.trim() || undefined;

/** Level 1: a CNPJ folder per CNPJ; the search reads its registration name or its CNPJ. */
function cnpjFolders(files: CompanyFilesSeed, query: Query): DocumentsResponse {
  const search = searchOf(query);
  const cnpj = search ? cnpjSearchTerm(search) : null;
  const filtered = query.cnae_level !== undefined || query.cnae !== undefined;
  const rows = files.cnpjFolders.filter(
    (folder) =>
      (!search ||
        foldText(folder.registrationName).includes(foldText(search)) ||
        (cnpj !== null && folder.registrationCode.includes(cnpj))) &&
      (!filtered || (files.cnaeFolders[folder.id] ?? []).some((cnae) => matchesCnae(cnae, query))),
  );
  const sorted = ordered(rows, query, (folder) =>
    query.sort === 'id' || query.sort === 'createdAt' ? folder.id : folder.registrationCode,
  );
  const items = slice(sorted, query.page * query.limit, query.limit).map((folder) => ({
    ...folder,
    totalFiles: filesAttached(files, folder.id),
  }));
  return documentsPage(items, rows.length, query);
}

/** Level 2: the card, pinned first unless the search hides it, then a folder per CNAE with licences there. */
function cnaeFolders(files: CompanyFilesSeed, establishmentId: number, query: Query): DocumentsResponse {
  const card = cardOf(files, establishmentId);
  const search = searchOf(query);
  const digits = search ? cnaeCodeDigits(search) : '';
  const rows = (files.cnaeFolders[card.id] ?? []).filter(
    (folder) =>
      matchesCnae(folder, query) &&
      (!search ||
        foldText(folder.fiscalRegistrationCodeDescription).includes(foldText(search)) ||
        (digits !== '' && codeDigitsOf(folder.fiscalRegistrationCodeClass).includes(digits))),
  );
  const withCard = showsCnpjCard(search);
  const total = rows.length + (withCard ? 1 : 0);
  const offset = query.page * query.limit;
  const items: DocumentItem[] = [];
  if (Number.isSafeInteger(offset) && offset < total) {
    if (withCard && offset === 0) items.push(card);
    const folders = cnaeFolderPage({ offset, limit: query.limit }, withCard);
    const sorted = ordered(rows, query, (folder) =>
      query.sort === 'id' || query.sort === 'createdAt' ? folder.id : folder.fiscalRegistrationCodeClass,
    );
    for (const folder of slice(sorted, folders.offset, folders.limit)) {
      items.push({ ...folder, totalFiles: filesAttached(files, card.id, folder.id) });
    }
  }
  return documentsPage(items, total, query);
}

const fileSortKeys = {
  name: (file: DocumentFileItem) => file.name,
  id: (file: DocumentFileItem) => file.id,
  createdAt: (file: DocumentFileItem) => file.createdAt.date,
  validUntil: (file: DocumentFileItem) => file.validUntil?.date ?? null,
  fiscalLicenseName: (file: DocumentFileItem) => file.fiscalLicenseName,
} as const;

/** Level 3: the files attached to the licences of one CNPJ and CNAE; the search reads the file's or the licence's name. */
function attachedFiles(files: CompanyFilesSeed, establishmentId: number, cnaeId: number, query: Query) {
  const card = cardOf(files, establishmentId);
  const key = `${card.id}/${cnaeId}`;
  const known = key in files.documents || (files.cnaeFolders[card.id] ?? []).some((folder) => folder.id === cnaeId);
  if (!known) throw notFound(clientFileTexts.cnaeNotFound);
  const search = searchOf(query);
  const term = search ? foldText(search) : '';
  const rows = (files.documents[key] ?? []).filter(
    (file) => !term || foldText(file.name).includes(term) || foldText(file.fiscalLicenseName).includes(term),
  );
  const sorted = ordered(rows, query, fileSortKeys[query.sort], (a, b) => a.companyLicenseId - b.companyLicenseId);
  return documentsPage(slice(sorted, query.page * query.limit, query.limit), rows.length, query);
}

/** The multipart body, or the server's 400 when it is not one. */
async function formOf(request: Request): Promise<FormData> {
  const form = await request.formData().catch(() => null);
  if (!form) throw badRequest(requestTexts.invalidBody);
  return form;
}

/** The `file` part, as the server's `readUpload` refuses it: missing (400), too large (413), empty (400). */
function filePart(form: FormData, maxBytes?: number): File {
  const part = form.get('file');
  if (!part || typeof part === 'string') throw badRequest(clientFileTexts.fileRequired);
  if (maxBytes !== undefined && part.size > maxBytes) {
    throw new MockApiError(413, `${clientFileTexts.tooLarge} ${formatByteLimit(maxBytes)}.`);
  }
  if (part.size === 0) throw badRequest(clientFileTexts.emptyFile);
  return part;
}

const repositoryHandlers = [
  mockOperation(fileOperations.repository, ({ params, query }) => {
    const search = searchOf(query);
    const term = search ? foldText(search) : '';
    const rows = companyFiles(params.id)
      .repository.filter(
        (file) =>
          (!term || foldText(file.name).includes(term)) && (!query.file_type || file.file_type === query.file_type),
      )
      .sort((a, b) => byCodePoint(a.name, b.name) || a.id - b.id);
    return page(rows, query);
  }),
  mockOperation(fileOperations.upload, async ({ params, request }) => {
    const files = companyFiles(params.id);
    const form = await formOf(request);
    const part = filePart(form);
    const fields = readRequestInput(repositoryUploadFields, { file_type: form.get('file_type') ?? undefined });
    if (!fields.success) throw badRequest(fields.message);
    // The mocks keep no bytes: the extension stands for the content the server checks.
    const name = sanitizeFileName(part.name);
    const dot = name.lastIndexOf('.');
    const file: RepositoryItem = {
      id: store.nextId++,
      name,
      type: dot > 0 ? name.slice(dot + 1).toLowerCase() : '',
      file_type: fields.data.file_type,
      size: part.size,
      createdAt: toWireDate(new Date()),
    };
    files.repository.push(file);
    return { message: clientFileTexts.uploaded, file };
  }),
  mockOperation(fileOperations.fileLink, ({ params }) => {
    const file = companyFiles(params.id).repository.find((item) => item.id === params.fileId);
    if (!file) throw notFound(clientFileTexts.fileNotFound);
    return {
      url: clientFilePaths.signedFile(`${file.id}.mock`),
      expiresAt: new Date(Date.now() + fileLinkSeconds * 1000).toISOString(),
    };
  }),
  mockOperation(fileOperations.deleteFile, ({ params }) => {
    const files = companyFiles(params.id);
    if (!files.repository.some((item) => item.id === params.fileId)) throw notFound(clientFileTexts.fileNotFound);
    // Like the server's cascade: the file leaves every licence it was attached to.
    removeRepositoryFiles([params.fileId]);
    return { message: clientFileTexts.deleted };
  }),
  // The temporary link: a small PDF, whatever the file was (the mocks keep no bytes).
  mockOperation(fileOperations.signedFile, () =>
    HttpResponse.arrayBuffer(samplePdfBytes.slice().buffer, {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="documento.pdf"' },
    }),
  ),
];

const documentHandlers = [
  mockOperation(fileOperations.documents, ({ params, query }) => cnpjFolders(companyFiles(params.id), query)),
  mockOperation(fileOperations.cnpjDocuments, ({ params, query }) =>
    cnaeFolders(companyFiles(params.id), params.establishmentId, query),
  ),
  mockOperation(fileOperations.cnaeDocuments, ({ params, query }) =>
    attachedFiles(companyFiles(params.id), params.establishmentId, params.cnaeId, query),
  ),
];

const logoHandlers = [
  mockOperation(logoOperations.upload, async ({ params, request }) => {
    const files = companyFiles(params.id);
    const part = filePart(await formOf(request), logoMaxBytes);
    // The server reads the image's bytes; the mocks keep none and read the name's extension.
    if (!/\.(png|jpe?g|gif|webp)$/i.test(part.name)) throw new MockApiError(415, clientFileTexts.logoUnsupported);
    files.logoKey = `logo-${crypto.randomUUID()}.png`;
    return { message: clientFileTexts.logoUploaded, logoSrc: clientFilePaths.logoImage(files.logoKey) };
  }),
  mockOperation(logoOperations.delete, ({ params }) => {
    const files = companyFiles(params.id);
    if (!files.logoKey) throw notFound(clientFileTexts.noLogo);
    files.logoKey = null;
    return { message: clientFileTexts.logoDeleted };
  }),
  // Any logo address answers the same small image (the mocks keep no bytes).
  mockOperation(logoOperations.image, () =>
    HttpResponse.arrayBuffer(logoPngBytes.slice().buffer, { headers: { 'Content-Type': 'image/png' } }),
  ),
];

/** Repository, documents browser, temporary links and logos (spec 2 §7), registered from `fileOperations` and `logoOperations`. */
export const fileHandlers = [...repositoryHandlers, ...documentHandlers, ...logoHandlers];
