import type { CompanyExportResponse } from '@product/api/contract';
import { toWireDate } from '@product/domain';
import { describe, expect, it } from 'vitest';
import { rawSheetCells, readBackSheet } from '../testing/xlsx-parts';
import { exportWorkbook } from './workbook';

/** Names that spreadsheet programs would run (OWASP's signs, tab and carriage return). */
const payloads = ['=HYPERLINK("http://x","y")', '+1', '-1+2', '@SUM(A1)', '\tX', '\rX'];

function exportOf(names: readonly string[]): CompanyExportResponse {
  return {
    client: { id: 1, name: 'Padaria Norte' },
    generatedAt: toWireDate(new Date('2026-03-10T15:00:00Z')),
    total: names.length,
    items: names.map((name, index) => ({
      id: index + 1,
      name,
      enabled: true,
      registration_code: '31457892000188',
      registration_name: name,
      registration_fantasy_name: null,
      registration_situation: 'ATIVA',
      city_name: 'Belo Horizonte',
      uf: 'MG',
      licenses: [
        {
          id: index + 1,
          name,
          status: 'pending',
          valid_until: null,
          registration_code: '31457892000188',
          establishment_type: 'MATRIZ',
          code_class: '4711-3/02',
        },
      ],
    })),
  };
}

describe('exportWorkbook', () => {
  const bytes = exportWorkbook(exportOf([...payloads, 'Alfa Mercados']));

  it('writes no formula: every cell in the sheet XML is a shared-string text cell with the Text format', () => {
    const { cells, formulas } = rawSheetCells(bytes);
    expect(formulas).toBe(0);
    // Header plus 7 rows of 12 columns, less the 7 empty 'Nome fantasia' cells, which are not written.
    expect(cells).toHaveLength(12 + 7 * 11);
    expect(cells.filter((cell) => cell.type !== 's' || cell.formula || cell.numberFormat !== 49)).toEqual([]);
  });

  it.each(payloads.map((name, index) => [name, index + 2] as const))(
    'writes a company, registry name and licence named %j as quoted text that keeps the name',
    (name, row) => {
      const sheet = readBackSheet(bytes);
      for (const column of ['A', 'C', 'H']) {
        const cell = sheet[`${column}${row}`];
        expect(cell).toMatchObject({ t: 's', v: `'${name}`, z: '@' });
        expect(cell?.f).toBeUndefined();
      }
    },
  );

  it('writes other text as it is', () => {
    const sheet = readBackSheet(bytes);
    expect(sheet.A8).toMatchObject({ t: 's', v: 'Alfa Mercados', z: '@' });
    expect(sheet.B8).toMatchObject({ t: 's', v: '31.457.892/0001-88' });
    // The product's own dash of a pending licence is not a formula, and not quoted.
    expect(sheet.J8).toMatchObject({ t: 's', v: '—' });
    expect(sheet.D8).toBeUndefined();
  });
});
