import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCompanyCnpj, deleteCompanyCnpj, listCompanyCnpjs } from '../client/companies/company-cnpjs';
import { deleteRepositoryFile, getRepositoryFileLink, listDocuments } from '../client/files/documents';
import { createHttp, toApiError } from '../client/http';
import { companyHandlers, resetCompanyMocks } from './handlers/companies';
import { fileHandlers, resetFileMocks } from './handlers/files';

// The CNPJs tab's and the documents browser's fetchers against the msw mocks: the paths of the
// three folder levels, the DELETE body {registrationCode}, and the answers the screens read.
const server = setupServer(...companyHandlers, ...fileHandlers);
const http = createHttp({ baseUrl: 'http://api.test', getToken: () => 'mock-token' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetCompanyMocks();
  resetFileMocks();
});

const codes = async () => (await listCompanyCnpjs(http, 1, {})).items.map((cnpj) => cnpj.registrationCode);

describe('company CNPJ fetchers', () => {
  it('list, add one of the same root and delete it by its code', async () => {
    expect(await codes()).toEqual(['12345678000276', '12345678000195']);
    expect(await createCompanyCnpj(http, 1, { cnpj: '12345678000357' })).toMatchObject({ message: 'CNPJ adicionado' });
    expect(await codes()).toContain('12345678000357');
    expect(await deleteCompanyCnpj(http, 1, '12345678000357')).toEqual({ message: 'CNPJ excluído' });
    expect(await codes()).not.toContain('12345678000357');
  });

  it('refuse another root with the server message (the toast description)', async () => {
    const error = await createCompanyCnpj(http, 1, { cnpj: '23456789000195' }).catch(toApiError);
    expect(error).toMatchObject({
      status: 400,
      serverMessage: 'O CNPJ deve ter a mesma raiz (8 primeiros caracteres) da empresa: 12.345.678.',
    });
  });
});

describe('documents fetchers', () => {
  it('read each level of the browser by its path', async () => {
    const cnpjs = await listDocuments(http, 1, {}, {});
    expect(cnpjs.items.map((item) => [item.kind, item.id])).toEqual([
      ['cnpj-folder', 11],
      ['cnpj-folder', 12],
    ]);
    const inside = await listDocuments(http, 1, { cnpjId: 11 }, { cnae_level: 'medium_level' });
    expect(inside.items.map((item) => [item.kind, item.id])).toEqual([
      ['cnpj-card', 11],
      ['cnae-folder', 22],
    ]);
    const files = await listDocuments(http, 1, { cnpjId: 11, cnaeId: 22 }, { search: 'taxa' });
    expect(files.items.map((item) => item.name)).toEqual(['Comprovante taxa TFLF.pdf']);
  });

  it('give a temporary link, then delete the file from every folder', async () => {
    expect((await getRepositoryFileLink(http, 1, 303)).url).toBe('/api/v1/files/signed/303.mock');
    expect(await deleteRepositoryFile(http, 1, 303)).toEqual({ message: 'Documento excluído' });
    const files = await listDocuments(http, 1, { cnpjId: 11, cnaeId: 22 }, {});
    expect(files.items.map((item) => item.id)).not.toContain(303);
    const error = await getRepositoryFileLink(http, 1, 303).catch(toApiError);
    expect(error).toMatchObject({ status: 404, serverMessage: 'Arquivo não encontrado.' });
  });
});
