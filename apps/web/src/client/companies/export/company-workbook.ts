import type { CompanyExportResponse } from '@product/api/client';
import {
  companyExportColumns,
  companyExportFileName,
  companyExportSheetName,
  companyExportSheetRows,
  fromWireDate,
  spreadsheetTextCells,
  spreadsheetWriteOptions,
} from '@product/domain';

export const xlsxMimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file made in the browser, before it is saved. */
export interface GeneratedFile {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * The export as a real .xlsx, written in the browser with SheetJS. SheetJS (~ 400 KB) is
 * fetched here, on the first 'Baixar planilha', never with the page. The rows come from
 * the domain's `companyExportSheetRows` (the same sheet the server writes): every cell is a
 * text cell with the Text format, never a formula, and text starting like a formula carries
 * a leading apostrophe, so it stays inert when the sheet is saved as CSV or a cell is edited
 * (why both: packages/domain/src/spreadsheet.ts).
 */
export async function companyWorkbook(data: CompanyExportResponse): Promise<GeneratedFile> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(spreadsheetTextCells(companyExportSheetRows(data)));
  sheet['!cols'] = companyExportColumns.map((column) => ({ wch: column.width }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, companyExportSheetName);
  const written: ArrayBuffer = XLSX.write(workbook, { ...spreadsheetWriteOptions, type: 'array' });
  return {
    name: companyExportFileName(data.client.name, fromWireDate(data.generatedAt)),
    type: xlsxMimeType,
    bytes: new Uint8Array(written),
  };
}

/** Saves a generated file through the browser's download (a temporary link to a Blob). */
export function saveFile(file: GeneratedFile): void {
  const url = URL.createObjectURL(new Blob([file.bytes], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a minute later, not at once: some browsers still read the Blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
