import { type LicenseStatus, licenseStatusLabels, todayIn } from './license-status';
import { licenseValidityText } from './license-validity';
import { neutralizeSpreadsheetText } from './spreadsheet';

/**
 * What the sheet reads of the companies export (the contract's
 * `CompanyExportResponse`, which the domain cannot import: it is structural,
 * so the contract's type is passed as is).
 */
export interface CompanyExportSheetLicense {
  name: string;
  status: LicenseStatus;
  /** `YYYY-MM-DD`, null without validity. */
  valid_until: string | null;
  registration_code: string;
  code_class: string;
}

export interface CompanyExportSheetCompany {
  name: string;
  registration_code: string | null;
  registration_name: string | null;
  registration_fantasy_name: string | null;
  registration_situation: string | null;
  city_name: string | null;
  uf: string | null;
  licenses: readonly CompanyExportSheetLicense[];
}

export interface CompanyExportSheetInput {
  items: readonly CompanyExportSheetCompany[];
}

/** The sheet's columns with their widths in characters: the same sheet the server writes for `export.xlsx`. */
export const companyExportColumns = [
  { header: 'Empresa', width: 30 },
  { header: 'CNPJ', width: 18 },
  { header: 'Razão social', width: 40 },
  { header: 'Nome fantasia', width: 30 },
  { header: 'Situação', width: 12 },
  { header: 'Município', width: 24 },
  { header: 'UF', width: 5 },
  { header: 'Licença', width: 40 },
  { header: 'Status', width: 16 },
  { header: 'Validade', width: 13 },
  { header: 'CNPJ da licença', width: 18 },
  { header: 'CNAE', width: 10 },
] as const;

export const companyExportSheetName = 'Empresas e licenças';

/** '12.345.678/0001-95' (alphanumeric CNPJs too); any other text as given. */
function maskedCnpj(value: string): string {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value)) return value;
  return `${value.slice(0, 2)}.${value.slice(2, 5)}.${value.slice(5, 8)}/${value.slice(8, 12)}-${value.slice(12)}`;
}

/** Spec 2: INAPTA is displayed as SUSPENSA. */
function situationText(situation: string | null): string {
  return situation === 'INAPTA' ? 'SUSPENSA' : (situation ?? '');
}

/**
 * The export as the rows of one sheet, headers first: one row per licence row
 * (the company's columns repeated, so the sheet filters and sorts), one row
 * for a company without licences. Every cell is text (written through
 * `spreadsheetTextCells`). Names typed by people and data from the registry
 * go through `neutralizeSpreadsheetText`, so a cell such as `=HYPERLINK(…)`
 * is written `'=HYPERLINK(…)` and never runs; the product's own texts
 * (labels, the validity's words and dash) are written as they are.
 */
export function companyExportSheetRows(data: CompanyExportSheetInput): string[][] {
  const safe = (value: string | null) => neutralizeSpreadsheetText(value ?? '');
  const rows: string[][] = [companyExportColumns.map((column) => column.header)];
  for (const company of data.items) {
    const companyCells = [
      safe(company.name),
      company.registration_code ? safe(maskedCnpj(company.registration_code)) : '',
      safe(company.registration_name),
      safe(company.registration_fantasy_name),
      safe(situationText(company.registration_situation)),
      safe(company.city_name),
      safe(company.uf),
    ];
    if (company.licenses.length === 0) rows.push([...companyCells, '', '', '', '', '']);
    for (const license of company.licenses) {
      rows.push([
        ...companyCells,
        safe(license.name),
        licenseStatusLabels[license.status],
        licenseValidityText({ status: license.status, validUntil: license.valid_until }),
        safe(maskedCnpj(license.registration_code)),
        safe(license.code_class),
      ]);
    }
  }
  return rows;
}

/**
 * 'empresas-padaria-pao-dourado-2026-11-22.xlsx': the account's name in ASCII
 * (every browser and e-mail keeps it) and the day the data was taken, in the
 * product's time zone (Brasília unless the server is set otherwise).
 */
export function companyExportFileName(clientName: string, takenAt: Date, timeZone = 'America/Sao_Paulo'): string {
  const slug = clientName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `empresas-${slug || 'conta'}-${todayIn(timeZone, takenAt)}.xlsx`;
}
