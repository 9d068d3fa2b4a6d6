import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyKeys } from '../client/companies/companies';
import {
  cancelImportJob,
  companyExportKeys,
  companyExportQueryOptions,
  getCompanyExport,
  getImportJob,
  getImportJobResult,
  importCompanies,
  importJobQueryOptions,
  listImportJobs,
} from '../client/companies/company-import';
import { createHttp, toApiError } from '../client/http';
import type { UploadProgress } from '../client/upload-progress';
import { companyFixtures, fixtureCnpj } from './fixtures/companies';
import { companyExportOf, importResultFixture } from './fixtures/company-import';
import { mockClientAdminClaims, mockToken } from './fixtures/session';
import { companyHandlers, resetCompanyMocks } from './handlers/companies';
import { companyImportHandlers, resetImportJobMocks, seedImportJob } from './handlers/company-import';

// The import and export fetchers against the msw mocks (Node has no XMLHttpRequest: the upload goes through fetch).
const server = setupServer(...companyImportHandlers, ...companyHandlers);
let token: string | null = mockToken(mockClientAdminClaims);
const http = createHttp({ baseUrl: 'http://api.test', getToken: () => token });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetCompanyMocks();
  resetImportJobMocks();
  token = mockToken(mockClientAdminClaims);
});

describe('importCompanies', () => {
  it('sends the sheet as the multipart field `file` and parses the result', async () => {
    const fresh = fixtureCnpj('31457892', 1);
    const progress: UploadProgress[] = [];
    const result = await importCompanies(
      http,
      new File([`CNPJ\n${fresh}\n11222333000182\n`], 'lista.csv', { type: 'text/csv' }),
      (step) => progress.push(step),
    );
    if (result.kind !== 'result') throw new Error('a small file is answered with its result');
    expect(result.result).toMatchObject({ sent: 2, success: 1, error: 1 });
    expect(result.result.items.map((item) => item.code)).toEqual(['success', 'error']);
    expect(progress.at(-1)?.percent).toBe(1);
  });

  it('answers the fixture for an .xlsx', async () => {
    const result = await importCompanies(http, new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'empresas.xlsx'));
    expect(result).toEqual({ kind: 'result', result: importResultFixture });
  });

  it('rejects with the server’s message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const empty = await importCompanies(http, new File([''], 'vazia.csv')).catch((error: unknown) => error);
    expect(toApiError(empty)).toMatchObject({ status: 400, serverMessage: 'O arquivo está vazio.' });
    token = null;
    const signedOut = await importCompanies(http, new File(['x'], 'a.csv')).catch((error: unknown) => error);
    expect(toApiError(signedOut).status).toBe(401);
  });
});

describe('import jobs', () => {
  const sheetOf = (count: number) =>
    new File(
      [
        `CNPJ\n${Array.from({ length: count }, (_, i) => fixtureCnpj(String(60_000_000 + i), 1)).join('\n')}\n11222333000182\n`,
      ],
      'grande.csv',
    );

  it('a file of more than 50 CNPJs becomes a job that moves on each poll and ends as the spec’s result', async () => {
    const answer = await importCompanies(http, sheetOf(59));
    if (answer.kind !== 'job') throw new Error('a large file is answered with a job');
    expect(answer.job).toMatchObject({ fileName: 'grande.csv', status: 'running', sent: 60, done: 1, error: 1 });
    expect((await listImportJobs(http)).items.map((job) => job.id)).toEqual([answer.job.id]);
    const polls = [];
    for (let poll = 0; poll < 3; poll++) polls.push((await getImportJob(http, answer.job.id, { limit: 0 })).job);
    expect(polls.map((job) => [job.status, job.done])).toEqual([
      ['running', 21],
      ['running', 41],
      ['done', 60],
    ]);
    const result = await getImportJobResult(http, answer.job.id);
    expect(result).toMatchObject({ message: 'Arquivo importado', sent: 60, success: 59, error: 1 });
    expect(result.items[59]).toEqual({ cnpj: '11222333000182', code: 'error', message: 'CNPJ inválido.' });
    expect(importJobQueryOptions(http, answer.job.id).queryKey).toEqual(['import-jobs', answer.job.id]);
  });

  it('pages the rows and cancels what is left', async () => {
    const seeded = seedImportJob({ sent: 1500, done: 600, success: 590 });
    const first = await getImportJob(http, seeded.id, { after: 0, limit: 1000 });
    expect(first.items).toHaveLength(1000);
    expect(first.nextAfter).toBe(1001);
    const cancelled = await cancelImportJob(http, seeded.id);
    expect(cancelled).toMatchObject({ message: 'Importação cancelada', job: { status: 'cancelled', done: 1500 } });
    const result = await getImportJobResult(http, seeded.id);
    expect(result.items).toHaveLength(1500);
    expect(result.items.at(-1)?.message).toBe('Não importado: a importação foi cancelada.');
    const missing = await getImportJob(http, 999).catch((error: unknown) => error);
    expect(toApiError(missing)).toMatchObject({ status: 404, serverMessage: 'Importação não encontrada.' });
  });
});

describe('getCompanyExport', () => {
  it('reads the account’s companies with their licences', async () => {
    expect(await getCompanyExport(http)).toEqual(companyExportOf(companyFixtures));
  });

  it('keys the export under the companies, so refetching them refetches it', () => {
    expect(companyExportQueryOptions(http).queryKey).toEqual(companyExportKeys.all);
    expect(companyExportKeys.all.slice(0, companyKeys.all.length)).toEqual([...companyKeys.all]);
  });
});
