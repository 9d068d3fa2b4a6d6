import { describe, expect, it } from 'vitest';
import { exportFileName, validityText } from './workbook';

describe('the export workbook', () => {
  it("reads validity as the print view does: '-' while pending, 'Indeterminada' without a date", () => {
    expect(validityText({ status: 'pending', valid_until: '2027-01-31' })).toBe('-');
    expect(validityText({ status: 'in_conformity', valid_until: null })).toBe('Indeterminada');
    expect(validityText({ status: 'not_necessary', valid_until: null })).toBe('Indeterminada');
    expect(validityText({ status: 'license_expired', valid_until: '2025-12-01' })).toBe('01/12/2025');
  });

  it('names the file after the account and the day, in ASCII', () => {
    expect(exportFileName('Padaria Pão Dourado & Cia.', '2026-11-22')).toBe(
      'empresas-padaria-pao-dourado-cia-2026-11-22.xlsx',
    );
    expect(exportFileName('***', '2026-11-22')).toBe('empresas-conta-2026-11-22.xlsx');
  });
});
