import {
  type CompanyExportResponse,
  type CompanyImportResponse,
  companyImportPaths,
  companyImportTexts,
  companyTexts,
  type ErrorResponse,
  type ImportResultItem,
  importMaxBytes,
} from '@product/api/contract';
import { cnpjRoot, isValidCnpj, normalizeCnpj } from '@product/domain';
import { HttpResponse, http } from 'msw';
import { fixtureNow } from '../fixtures/accounts';
import { type CompanyFixture, companyFixtures, registeredEstablishment } from '../fixtures/companies';
import { exportXlsxFixtureBase64 } from '../fixtures/company-export-xlsx';
import { companyExportOf, importResultFixture } from '../fixtures/company-import';
import { companyStore, fail, mockUnknownCnpj, signedIn, unauthorized } from './companies';

/** The first field of each line of a CSV (comma, semicolon or tab separated), quotes removed, a header skipped. */
function csvFirstColumn(text: string): string[] {
  const values = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((line) => (line.split(/[,;\t]/)[0] ?? '').replace(/^"|"$/g, '').trim())
    .filter((value) => value !== '');
  return values[0] !== undefined && !/\d/.test(values[0]) ? values.slice(1) : values;
}

/** What the server answers for each CNPJ, against the companies in the mock store. */
function importCsv(values: readonly string[]): CompanyImportResponse {
  const seen = new Map<string, number>();
  const items = values.map((value, index): ImportResultItem => {
    const cnpj = normalizeCnpj(value);
    if (!isValidCnpj(cnpj)) return { cnpj: value, code: 'error', message: companyImportTexts.invalid };
    const first = seen.get(cnpj);
    if (first !== undefined) {
      return { cnpj: value, code: 'error', message: `${companyImportTexts.duplicate} (primeiro na linha ${first}).` };
    }
    seen.set(cnpj, index + 2);
    const all = companyStore.companies.flatMap((company) => company.establishments);
    if (all.some((establishment) => establishment.cnpj === cnpj)) {
      return { cnpj: value, code: 'error', message: companyTexts.cnpjTaken };
    }
    if (all.some((establishment) => cnpjRoot(establishment.cnpj) === cnpjRoot(cnpj))) {
      return { cnpj: value, code: 'error', message: companyTexts.rootTaken };
    }
    if (cnpj === mockUnknownCnpj) {
      return { cnpj: value, code: 'error', message: 'CNPJ não encontrado na Receita Federal.' };
    }
    const id = companyStore.nextId++;
    const name = `NOVA EMPRESA ${cnpjRoot(cnpj)} LTDA`;
    companyStore.companies.push({
      ...structuredClone(companyFixtures[companyFixtures.length - 1] as CompanyFixture),
      id,
      name,
      enabled: true,
      createdAt: fixtureNow,
      tagIds: [],
      totalFiles: 0,
      lastUpdateInDays: 0,
      licenses: [],
      establishments: [registeredEstablishment(id * 10 + 1, cnpj, name, fixtureNow)],
    });
    return { cnpj: value, code: 'success', message: `${companyImportTexts.created} ${name}` };
  });
  const success = items.filter((item) => item.code === 'success').length;
  return { message: companyImportTexts.imported, sent: items.length, success, error: items.length - success, items };
}

/**
 * Import and export in the mocks. A .csv upload is read and imported into the
 * mock company store (the grid then shows the new companies); an .xlsx gets
 * `importResultFixture`, as the mocks cannot read Excel files. Registered
 * before the company handlers, whose `/company/:id` must not see 'export'.
 */
export const companyImportHandlers = [
  http.post<never, never, CompanyImportResponse | ErrorResponse>(
    `*${companyImportPaths.import}`,
    async ({ request }) => {
      if (!signedIn(request)) return unauthorized();
      const form = await request.formData().catch(() => null);
      const file = form?.get('file');
      if (!file || typeof file === 'string') return fail(400, companyImportTexts.fileRequired);
      if (file.size > importMaxBytes) return fail(413, companyImportTexts.tooLarge);
      if (file.size === 0) return fail(400, companyImportTexts.emptyFile);
      const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
      if (extension === 'xlsx') return HttpResponse.json(structuredClone(importResultFixture));
      if (extension !== 'csv') return fail(415, companyImportTexts.wrongType);
      const values = csvFirstColumn(await file.text());
      if (values.length === 0) return fail(422, companyImportTexts.noCnpjs);
      return HttpResponse.json(importCsv(values));
    },
  ),
  http.get<never, never, CompanyExportResponse | ErrorResponse>(`*${companyImportPaths.export}`, ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    return HttpResponse.json(companyExportOf(companyStore.companies));
  }),
  http.get(`*${companyImportPaths.exportXlsx}`, ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const bytes = Uint8Array.from(atob(exportXlsxFixtureBase64), (char) => char.charCodeAt(0));
    return new HttpResponse(bytes, {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="empresas-padaria-pao-dourado-${fixtureNow.toISOString().slice(0, 10)}.xlsx"`,
      },
    });
  }),
];
