import {
  clientFilePaths,
  cnaeFolderItem,
  cnpjCardItem,
  cnpjFolderItem,
  documentFileItem,
  documentFolderPrefixLength,
  documentsResponse,
  errorResponse,
  fileLinkResponse,
  fileMessageResponse,
  logoUploadResponse,
  repositoryItem,
  repositoryListResponse,
  repositoryUploadResponse,
} from '@product/api/contract';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cnaeFolderFixtures,
  cnpjCardFixtures,
  cnpjFolderFixtures,
  documentFileFixtures,
  fileFixtureCompanyId,
  repositoryFixtures,
} from './fixtures/files';
import { fileHandlers, resetFileMocks } from './handlers/files';

// Every fixture and answer is parsed with the contract's schemas, so the mocks cannot drift from the server.
const server = setupServer(...fileHandlers);
const base = 'http://api.test';
const company = fileFixtureCompanyId;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetFileMocks());

async function call(method: string, path: string, body?: FormData, token: string | null = 'mock-token') {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    ...(body ? { body } : {}),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const error = (answer: { status: number; body: unknown }) => ({
  status: answer.status,
  message: errorResponse.parse(answer.body).message,
});
function form(file: File | null, fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  if (file) data.set('file', file);
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('file fixtures', () => {
  it('are valid records of the contract', () => {
    for (const fixture of repositoryFixtures) expect(repositoryItem.parse(fixture)).toEqual(fixture);
    for (const fixture of cnpjFolderFixtures) {
      expect(cnpjFolderItem.parse(fixture)).toEqual(fixture);
      expect(fixture.name.slice(documentFolderPrefixLength)).toBe(fixture.registrationName);
    }
    for (const fixture of cnpjCardFixtures) expect(cnpjCardItem.parse(fixture)).toEqual(fixture);
    for (const folders of Object.values(cnaeFolderFixtures)) {
      for (const fixture of folders) expect(cnaeFolderItem.parse(fixture)).toEqual(fixture);
    }
    for (const files of Object.values(documentFileFixtures)) {
      for (const fixture of files) expect(documentFileItem.parse(fixture)).toEqual(fixture);
    }
  });
});

describe('mock repository calls', () => {
  it('refuses a call without a token and another company', async () => {
    expect(error(await call('GET', clientFilePaths.repository(company), undefined, null))).toEqual({
      status: 401,
      message: 'Sessão inválida ou expirada. Entre novamente.',
    });
    expect(error(await call('GET', clientFilePaths.repository(999)))).toEqual({
      status: 404,
      message: 'Empresa não encontrada.',
    });
  });

  it('lists in name order, uploads, links and deletes', async () => {
    const list = repositoryListResponse.parse((await call('GET', clientFilePaths.repository(company))).body);
    expect(list.total).toBe(repositoryFixtures.length);
    const names = list.items.map((item) => item.name);
    expect(names).toEqual([...names].sort());

    const upload = await call(
      'POST',
      clientFilePaths.repository(company),
      form(new File(['%PDF-1.4'], 'Novo alvará.pdf'), { file_type: 'fee' }),
    );
    expect(upload.status).toBe(201);
    const { message, file } = repositoryUploadResponse.parse(upload.body);
    expect(message).toBe('Arquivo enviado ao repositório com sucesso');
    expect(file).toMatchObject({ name: 'Novo alvará.pdf', type: 'pdf', file_type: 'fee' });
    const fees = repositoryListResponse.parse(
      (await call('GET', `${clientFilePaths.repository(company)}?file_type=fee`)).body,
    );
    expect(fees.items.map((item) => item.name)).toContain('Novo alvará.pdf');

    const link = fileLinkResponse.parse((await call('GET', clientFilePaths.repositoryFile(company, file.id))).body);
    const served = await fetch(`${base}${link.url}`);
    expect(served.headers.get('Content-Type')).toBe('application/pdf');

    const removed = await call('DELETE', clientFilePaths.repositoryFile(company, 304));
    expect(fileMessageResponse.parse(removed.body)).toEqual({ message: 'Documento excluído' });
    expect(error(await call('DELETE', clientFilePaths.repositoryFile(company, 304)))).toEqual({
      status: 404,
      message: 'Arquivo não encontrado.',
    });
    // Like the server's cascade, the file leaves the documents browser too.
    const folder = documentsResponse.parse((await call('GET', clientFilePaths.cnaeDocuments(company, 11, 22))).body);
    expect(folder.items.map((item) => item.id)).not.toContain(304);
  });

  it('validates the upload as the server does', async () => {
    expect(
      error(await call('POST', clientFilePaths.repository(company), form(null, { file_type: 'document' }))),
    ).toEqual({
      status: 400,
      message: 'Escolha um arquivo para enviar.',
    });
    expect(error(await call('POST', clientFilePaths.repository(company), form(new File(['x'], 'a.pdf'))))).toEqual({
      status: 400,
      message: 'Informe o tipo do arquivo: document, protocol ou fee.',
    });
    expect(
      error(
        await call('POST', clientFilePaths.repository(company), form(new File(['x'], 'a.pdf'), { file_type: 'logo' })),
      ),
    ).toEqual({ status: 400, message: 'Tipo do arquivo inválido: use document, protocol ou fee.' });
  });
});

describe('mock documents browser', () => {
  it('walks CNPJ folders, the card and CNAE folders down to files', async () => {
    const level1 = documentsResponse.parse((await call('GET', clientFilePaths.documents(company))).body);
    expect(level1).toMatchObject({ total: 2, page_in_range: 1 });
    const [first] = level1.items;
    if (first?.kind !== 'cnpj-folder') throw new Error('expected a CNPJ folder');
    const level2 = documentsResponse.parse(
      (await call('GET', clientFilePaths.cnpjDocuments(company, first.clientNationalRegistrationId))).body,
    );
    expect(level2.items.map((item) => item.kind)).toEqual(['cnpj-card', 'cnae-folder', 'cnae-folder']);
    const folder = level2.items[2];
    if (folder?.kind !== 'cnae-folder') throw new Error('expected a CNAE folder');
    const level3 = documentsResponse.parse(
      (
        await call(
          'GET',
          clientFilePaths.cnaeDocuments(
            company,
            folder.clientNationalRegistrationId,
            folder.clientNationalRegistrationFiscalRegistrationId,
          ),
        )
      ).body,
    );
    expect(level3.total).toBe(3);
    expect(level3.items.every((item) => item.kind === 'file')).toBe(true);
  });

  it('searches, filters by CNAE level and pages', async () => {
    const medium = documentsResponse.parse(
      (await call('GET', `${clientFilePaths.cnpjDocuments(company, 11)}?cnae_level=medium_level`)).body,
    );
    expect(medium.items.map((item) => item.id)).toEqual([11, 22]);
    const search = documentsResponse.parse(
      (await call('GET', `${clientFilePaths.cnaeDocuments(company, 11, 22)}?search=bombeiros`)).body,
    );
    expect(search.items.map((item) => item.id)).toEqual([304]);
    const page = documentsResponse.parse(
      (await call('GET', `${clientFilePaths.documents(company)}?limit=1&page=1`)).body,
    );
    expect(page).toMatchObject({ total: 2, page_in_range: 2 });
    expect(error(await call('GET', `${clientFilePaths.documents(company)}?sort=et.id`))).toEqual({
      status: 400,
      message: 'Ordenação inválida.',
    });
    expect(error(await call('GET', clientFilePaths.cnpjDocuments(company, 99)))).toEqual({
      status: 404,
      message: 'CNPJ não encontrado.',
    });
  });
});

describe('mock logos', () => {
  it('uploads, serves and deletes a logo', async () => {
    const uploaded = await call('POST', clientFilePaths.logo(company), form(new File([new Uint8Array(4)], 'logo.png')));
    expect(uploaded.status).toBe(201);
    const { message, logoSrc } = logoUploadResponse.parse(uploaded.body);
    expect(message).toBe('Logo cadastrada');
    expect((await fetch(`${base}${logoSrc}`)).headers.get('Content-Type')).toBe('image/png');
    expect(fileMessageResponse.parse((await call('DELETE', clientFilePaths.logo(company))).body)).toEqual({
      message: 'Logo excluida',
    });
    expect(error(await call('DELETE', clientFilePaths.logo(company)))).toEqual({
      status: 404,
      message: 'Esta empresa não tem logo.',
    });
    expect(error(await call('POST', clientFilePaths.logo(company), form(new File(['<svg/>'], 'logo.svg'))))).toEqual({
      status: 415,
      message: 'Envie a logo em PNG, JPEG, GIF ou WEBP (SVG não é aceito).',
    });
  });
});
