/** How a file is drawn and previewed, from its extension. */
export const fileKinds = ['pdf', 'image', 'spreadsheet', 'text', 'other'] as const;
export type FileKind = (typeof fileKinds)[number];

const kindByExtension: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'image',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  csv: 'spreadsheet',
  ods: 'spreadsheet',
  doc: 'text',
  docx: 'text',
  odt: 'text',
  txt: 'text',
};

/** 'PDF', '.pdf' or 'application/pdf' → 'pdf'. */
export function fileKindOf(type: string): FileKind {
  const extension = type.toLowerCase().split(/[./]/).pop() ?? '';
  return kindByExtension[extension] ?? 'other';
}

/** The extension in capitals for the icon, e.g. 'PDF'; at most four letters. */
export function extensionLabel(type: string): string {
  return (type.split('.').pop() ?? '').slice(0, 4).toUpperCase();
}
