import { describe, expect, it } from 'vitest';
import {
  type CompanyExportSheetCompany,
  companyExportColumns,
  companyExportFileName,
  companyExportSheetRows,
} from './company-export-sheet';
import type { LicenseStatus } from './license-status';

const padaria: CompanyExportSheetCompany = {
  name: 'Padaria Sol',
  registration_code: '31457892000188',
  registration_name: 'PADARIA SOL LTDA',
  registration_fantasy_name: null,
  registration_situation: 'INAPTA',
  city_name: 'Belo Horizonte',
  uf: 'MG',
  licenses: [
    {
      name: 'Alvará de Funcionamento',
      status: 'in_conformity',
      valid_until: '2027-03-31',
      registration_code: '31457892000188',
      code_class: '1091-1/02',
    },
    {
      name: 'Licença Sanitária',
      status: 'pending',
      valid_until: '2027-01-31',
      registration_code: '12ABC34501DE35',
      code_class: '1091-1/02',
    },
  ],
};

describe('companyExportSheetRows', () => {
  it('writes Portuguese headers, then one row per licence with the company repeated', () => {
    expect(companyExportSheetRows({ items: [padaria] })).toEqual([
      [
        'Empresa',
        'CNPJ',
        'Razão social',
        'Nome fantasia',
        'Situação',
        'Município',
        'UF',
        'Licença',
        'Status',
        'Validade',
        'CNPJ da licença',
        'CNAE',
      ],
      [
        'Padaria Sol',
        '31.457.892/0001-88',
        'PADARIA SOL LTDA',
        '',
        'SUSPENSA',
        'Belo Horizonte',
        'MG',
        'Alvará de Funcionamento',
        'Em conformidade',
        '31/03/2027',
        '31.457.892/0001-88',
        '1091-1/02',
      ],
      [
        'Padaria Sol',
        '31.457.892/0001-88',
        'PADARIA SOL LTDA',
        '',
        'SUSPENSA',
        'Belo Horizonte',
        'MG',
        'Licença Sanitária',
        'Pendente',
        '—',
        '12.ABC.345/01DE-35',
        '1091-1/02',
      ],
    ]);
  });

  it('gives a company without licences or CNPJs one row with empty licence cells', () => {
    const rows = companyExportSheetRows({
      items: [
        {
          ...padaria,
          registration_code: null,
          registration_name: null,
          registration_situation: null,
          city_name: null,
          uf: null,
          licenses: [],
        },
      ],
    });
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(['Padaria Sol', '', '', '', '', '', '', '', '', '', '', '']);
    expect(rows.every((row) => row.length === companyExportColumns.length)).toBe(true);
  });

  it('quotes every outside text that starts like a formula, and only those', () => {
    const rows = companyExportSheetRows({
      items: [
        {
          ...padaria,
          name: '=HYPERLINK("http://x","y")',
          registration_name: ' =1+1',
          registration_fantasy_name: '+55 31 3224-8100',
          registration_situation: '\rATIVA',
          city_name: '@SUM(A1)',
          uf: '\tMG',
          licenses: [
            {
              ...padaria.licenses[1],
              name: '-1+2',
              code_class: '＝1+1',
            } as CompanyExportSheetCompany['licenses'][number],
          ],
        },
      ],
    });
    const [name, , registrationName, fantasy, situation, city, uf, license, , validity, , cnae] = rows[1] ?? [];
    expect([name, registrationName, fantasy, situation, city, uf, license, cnae]).toEqual([
      '\'=HYPERLINK("http://x","y")',
      "' =1+1",
      "'+55 31 3224-8100",
      "'\rATIVA",
      "'@SUM(A1)",
      "'\tMG",
      "'-1+2",
      "'＝1+1",
    ]);
    // The product's own dash for a pending licence is not data from outside.
    expect(validity).toBe('—');
  });
});

describe("the sheet's Validade", () => {
  it('follows the one validity rule of the table and the print view (licenseValidityText)', () => {
    const [alvara] = padaria.licenses;
    const validity = (status: LicenseStatus, valid_until: string | null) =>
      companyExportSheetRows({
        items: [{ ...padaria, licenses: alvara ? [{ ...alvara, status, valid_until }] : [] }],
      })[1]?.[9];
    expect(validity('pending', null)).toBe('—');
    expect(validity('not_necessary', null)).toBe('Indeterminada');
    expect(validity('in_conformity', null)).toBe('Indeterminada');
    expect(validity('license_expired', '2025-12-01')).toBe('01/12/2025');
  });
});

describe('companyExportFileName', () => {
  it('names the file after the account in ASCII and the day in Brasília', () => {
    // 02:30 UTC on the 23rd is still the 22nd in Brasília.
    expect(companyExportFileName('Padaria Pão Dourado & Cia.', new Date('2026-11-23T02:30:00Z'))).toBe(
      'empresas-padaria-pao-dourado-cia-2026-11-22.xlsx',
    );
    expect(companyExportFileName('***', new Date('2026-11-22T12:00:00Z'))).toBe('empresas-conta-2026-11-22.xlsx');
  });

  it("takes the day in the server's time zone when it is set otherwise", () => {
    expect(companyExportFileName('Conta', new Date('2026-11-23T02:30:00Z'), 'UTC')).toBe(
      'empresas-conta-2026-11-23.xlsx',
    );
  });
});
