import type { CompanyExportResponse } from '@product/api/contract';
import {
  companyExportColumns,
  companyExportSheetName,
  companyExportSheetRows,
  spreadsheetTextCells,
  spreadsheetWriteOptions,
} from '@product/domain';
import * as XLSX from 'xlsx';

/**
 * The export as an .xlsx: the rows of `companyExportSheetRows` (the same sheet the web app writes
 * in the browser): one row per licence row, the company's columns repeated, one row for a company
 * without licences. Every cell is a text cell with the Text format, and text that starts like a
 * formula is quoted (see packages/domain/src/spreadsheet.ts), so neither opening the sheet nor
 * editing it, saving it as CSV or pasting from it ever runs anything. Bidi controls are removed
 * and line separators become spaces there too, so no stored name reads reordered or splits a row.
 */
export function exportWorkbook(data: CompanyExportResponse): Uint8Array<ArrayBuffer> {
  const sheet = XLSX.utils.aoa_to_sheet(spreadsheetTextCells(companyExportSheetRows(data)));
  sheet['!cols'] = companyExportColumns.map((column) => ({ wch: column.width }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, companyExportSheetName);
  const written: Uint8Array = XLSX.write(workbook, { ...spreadsheetWriteOptions, type: 'buffer' });
  return Uint8Array.from(written);
}
