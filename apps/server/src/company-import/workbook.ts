import type { CompanyExportResponse, ExportLicense } from '@product/api/contract';
import { licenseStatusLabels, neutralizeSpreadsheetText } from '@product/domain';
import * as XLSX from 'xlsx';
import { maskCnpj } from '../registry/format';

export const exportSheetName = 'Empresas e licenças';

export const exportColumns = [
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
] as const;

/** Spec 2: INAPTA is displayed as SUSPENSA. */
function situationText(situation: string | null): string {
  return situation === 'INAPTA' ? 'SUSPENSA' : (situation ?? '');
}

/** Spec 2 "Company panel": a dash while pending, 'Indeterminada' without a date, else dd/mm/yyyy. */
export function validityText(licence: Pick<ExportLicense, 'status' | 'valid_until'>): string {
  if (licence.status === 'pending') return '-';
  if (!licence.valid_until) return 'Indeterminada';
  const [year, month, day] = licence.valid_until.split('-');
  return `${day}/${month}/${year}`;
}

/**
 * The export as an .xlsx: one row per licence row (the company's columns
 * repeated), one row for a company without licences. Every cell is text,
 * and text that starts like a formula (a company name is typed by people,
 * registry data comes from outside) is quoted
 * (neutralizeSpreadsheetText), so opening the sheet never runs anything.
 */
export function exportWorkbook(data: CompanyExportResponse): Uint8Array<ArrayBuffer> {
  // Data from people and the registry is neutralised; our own texts (labels, '-' for pending) are written as they are.
  const safe = (value: string | null) => neutralizeSpreadsheetText(value ?? '');
  const rows: string[][] = [[...exportColumns]];
  for (const company of data.items) {
    const companyCells = [
      safe(company.name),
      company.registration_code ? safe(maskCnpj(company.registration_code)) : '',
      safe(company.registration_name),
      safe(company.registration_fantasy_name),
      safe(situationText(company.registration_situation)),
      safe(company.city_name),
      safe(company.uf),
    ];
    if (company.licenses.length === 0) rows.push([...companyCells, '', '', '', '', '']);
    for (const licence of company.licenses) {
      rows.push([
        ...companyCells,
        safe(licence.name),
        licenseStatusLabels[licence.status],
        validityText(licence),
        safe(maskCnpj(licence.registration_code)),
        safe(licence.code_class),
      ]);
    }
  }
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  sheet['!cols'] = [30, 18, 40, 30, 12, 24, 5, 40, 16, 13, 18, 10].map((wch) => ({ wch }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, exportSheetName);
  const written: Uint8Array = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true });
  return Uint8Array.from(written);
}

/** 'empresas-padaria-norte-2026-11-22.xlsx': ASCII only, so every browser keeps the name. */
export function exportFileName(clientName: string, day: string): string {
  const slug = clientName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `empresas-${slug || 'conta'}-${day}.xlsx`;
}
