import type { CompanyExportResponse } from '@product/api/contract';
import { companyExportColumns, companyExportSheetName, companyExportSheetRows } from '@product/domain';
import * as XLSX from 'xlsx';

/**
 * The export as an .xlsx: the rows of `companyExportSheetRows` (the same sheet the web app writes
 * in the browser): one row per licence row, the company's columns repeated, one row for a company
 * without licences. Every cell is text, and text that starts like a formula is quoted, so opening
 * the sheet never runs anything.
 */
export function exportWorkbook(data: CompanyExportResponse): Uint8Array<ArrayBuffer> {
  const sheet = XLSX.utils.aoa_to_sheet(companyExportSheetRows(data));
  sheet['!cols'] = companyExportColumns.map((column) => ({ wch: column.width }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, companyExportSheetName);
  const written: Uint8Array = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true });
  return Uint8Array.from(written);
}
