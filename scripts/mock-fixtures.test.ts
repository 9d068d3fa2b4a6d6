import { companyExportOf, companyFixtures, exportXlsxFixtureBase64 } from '@product/api/mocks';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { exportWorkbook } from '../apps/server/src/company-import/workbook';

// The server may not import the mocks (architecture), so the check that the
// mocks' Excel download still matches what the server writes lives here.
const rowsOf = (bytes: Uint8Array) => {
  const workbook = XLSX.read(bytes, { type: 'buffer' });
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('no sheet');
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
};

describe('the mocks against the server', () => {
  it('serve the Excel sheet the server writes for the same companies (the fixture has not drifted)', () => {
    const fixture = Uint8Array.from(Buffer.from(exportXlsxFixtureBase64, 'base64'));
    const written = exportWorkbook(companyExportOf(companyFixtures));
    expect(rowsOf(fixture)).toEqual(rowsOf(written));
    expect(rowsOf(written).length).toBeGreaterThan(companyFixtures.length);
  });
});
