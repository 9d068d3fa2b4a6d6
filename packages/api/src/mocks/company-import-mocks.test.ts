import {
  companyExportResponse,
  companyImportPaths,
  companyImportResponse,
  companyImportTexts,
  companyListResponse,
  companyPaths,
  errorResponse,
} from '@product/api/contract';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyFixtures, fixtureCnpj } from './fixtures/companies';
import { exportXlsxFixtureBase64 } from './fixtures/company-export-xlsx';
import { companyExportOf, importResultFixture } from './fixtures/company-import';
import { companyHandlers, resetCompanyMocks } from './handlers/companies';
import { companyImportHandlers } from './handlers/company-import';

// Every fixture and answer is parsed with the contract's schemas, so the mocks cannot drift from the server.
const server = setupServer(...companyImportHandlers, ...companyHandlers);
const base = 'http://api.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetCompanyMocks());

function upload(file: File | null, token: string | null = 'mock-token') {
  const form = new FormData();
  if (file) form.append('file', file);
  return fetch(`${base}${companyImportPaths.import}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
}
async function errorOf(response: Response) {
  return { status: response.status, message: errorResponse.parse(await response.json()).message };
}

describe('import and export fixtures', () => {
  it('are valid answers of the contract', () => {
    expect(companyImportResponse.parse(importResultFixture)).toEqual(importResultFixture);
    const exported = companyExportOf(companyFixtures);
    expect(companyExportResponse.parse(exported)).toEqual(exported);
    expect(exported.total).toBe(companyFixtures.length);
    expect(exported.items.map((item) => item.name)).toEqual(
      [...companyFixtures.map((company) => company.name)].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    );
    const { sent, success, error, items } = importResultFixture;
    expect([sent, success + error]).toEqual([items.length, items.length]);
    expect(items.filter((item) => item.code === 'success')).toHaveLength(success);
  });
});

describe('mock import', () => {
  it('reads a .csv, creates the new companies and reports each CNPJ', async () => {
    const fresh = fixtureCnpj('31457892', 1);
    const taken = companyFixtures[0]?.establishments[0]?.cnpj ?? '';
    const csv = `CNPJ;Nome\n${fresh};Nova\n11222333000182\n${fresh}\n${taken}\n`;
    const response = await upload(new File([csv], 'lista.csv'));
    const body = companyImportResponse.parse(await response.json());
    expect(body).toEqual({
      message: 'Arquivo importado',
      sent: 4,
      success: 1,
      error: 3,
      items: [
        { cnpj: fresh, code: 'success', message: 'Empresa criada: NOVA EMPRESA 31457892 LTDA' },
        { cnpj: '11222333000182', code: 'error', message: 'CNPJ inválido.' },
        { cnpj: fresh, code: 'error', message: 'CNPJ repetido na planilha (primeiro na linha 2).' },
        { cnpj: taken, code: 'error', message: 'Este CNPJ já está cadastrado nesta conta.' },
      ],
    });
    const list = companyListResponse.parse(
      await (await fetch(`${base}${companyPaths.list}?search=31457892`, { headers: { Authorization: 'x' } })).json(),
    );
    expect(list.items.map((item) => item.name)).toEqual(['NOVA EMPRESA 31457892 LTDA']);
  });

  it('answers the fixture result for an .xlsx', async () => {
    const response = await upload(new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'empresas.xlsx'));
    expect(companyImportResponse.parse(await response.json())).toEqual(importResultFixture);
  });

  it('refuses what the server refuses', async () => {
    expect(await errorOf(await upload(null))).toEqual({ status: 400, message: companyImportTexts.fileRequired });
    expect(await errorOf(await upload(new File(['%PDF'], 'lista.pdf')))).toEqual({
      status: 415,
      message: companyImportTexts.wrongType,
    });
    expect(await errorOf(await upload(new File(['CNPJ\n'], 'lista.csv')))).toEqual({
      status: 422,
      message: companyImportTexts.noCnpjs,
    });
    expect((await upload(new File(['x'], 'lista.csv'), null)).status).toBe(401);
    expect(await errorOf(await upload(new File(['CNPJ\n'], 'lista.xlsx')))).toEqual({
      status: 415,
      message: companyImportTexts.wrongType,
    });
    expect(await errorOf(await upload(new File(['CNPJ\n"aberto\n'], 'lista.csv')))).toEqual({
      status: 422,
      message: companyImportTexts.unreadable,
    });
  });

  it('reads a .csv as the server does: rows as numbered in the sheet, no header needed, lost zeros told', async () => {
    const fresh = fixtureCnpj('31457892', 1);
    const response = await upload(new File([`${fresh}\n\n1234567000195\n`], 'sem-cabecalho.csv'));
    const body = companyImportResponse.parse(await response.json());
    expect(body.items).toEqual([
      { cnpj: fresh, code: 'success', message: 'Empresa criada: NOVA EMPRESA 31457892 LTDA' },
      { cnpj: '1234567000195', code: 'error', message: companyImportTexts.invalidLostZeros },
    ]);
  });
});

describe('mock export', () => {
  it('answers the companies of the store as JSON', async () => {
    const response = await fetch(`${base}${companyImportPaths.export}`, { headers: { Authorization: 'x' } });
    expect(companyExportResponse.parse(await response.json())).toEqual(companyExportOf(companyFixtures));
  });

  it('answers an Excel file', async () => {
    const response = await fetch(`${base}${companyImportPaths.exportXlsx}`, { headers: { Authorization: 'x' } });
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength).toBe(atob(exportXlsxFixtureBase64).length);
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 3, 4]);
    expect((await fetch(`${base}${companyImportPaths.exportXlsx}`)).status).toBe(401);
  });
});
