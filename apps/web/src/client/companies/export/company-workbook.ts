import type { CompanyExportResponse } from '@product/api/client';
import {
  companyExportColumns,
  companyExportFileName,
  companyExportSheetName,
  companyExportSheetRows,
  fromWireDate,
} from '@product/domain';
import { textWorkbook } from './xlsx-writer';

export const xlsxMimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file made in the browser, before it is saved. */
export interface GeneratedFile {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * The export as a real .xlsx, written in the browser (./xlsx-writer.ts: the sheet's XML as
 * strings, compressed by the browser; seconds faster than SheetJS on a large account). The rows
 * come from the domain's `companyExportSheetRows` (the same sheet the server writes): every cell
 * is a text cell with the Text format, never a formula, and text starting like a formula carries
 * a leading apostrophe, so it stays inert when the sheet is saved as CSV or a cell is edited
 * (why both: packages/domain/src/spreadsheet.ts).
 */
export async function companyWorkbook(data: CompanyExportResponse): Promise<GeneratedFile> {
  const bytes = await textWorkbook({
    name: companyExportSheetName,
    rows: companyExportSheetRows(data),
    columnWidths: companyExportColumns.map((column) => column.width),
  });
  return { name: companyExportFileName(data.client.name, fromWireDate(data.generatedAt)), type: xlsxMimeType, bytes };
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
