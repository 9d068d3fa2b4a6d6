// A company's files: how the documents browser names and pages its folders,
// and the upload limits. The server's services and the msw mocks of
// @product/api both read these, so the two answer alike.
import { foldText } from './search-terms';

/** '12345678000190' → '12.345.678/0001-90' (alphanumeric CNPJs alike). */
function maskedCnpj(cnpj: string): string {
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

/** A folder's name: the masked CNPJ and ' - ' (the contract's `documentFolderPrefixLength` characters), then what is shown. */
export function documentFolderName(cnpj: string, shown: string): string {
  return `${maskedCnpj(cnpj)} - ${shown}`;
}

/** The name of the item a CNPJ's folder shows first, its registration card. */
export const cnpjCardName = 'Cartão CNPJ';

/** Whether a CNPJ's folder shows its card: always, unless a search is typed that the card's name does not match. */
export function showsCnpjCard(search: string | undefined): boolean {
  return !search || foldText(cnpjCardName).includes(foldText(search));
}

/**
 * The page of CNAE folders behind a page of a CNPJ's folder: the card, when
 * shown, is pinned first on the first page and counted, so the folders of
 * that page are one fewer and later pages start one folder earlier.
 */
export function cnaeFolderPage(page: { offset: number; limit: number }, withCard: boolean) {
  if (!withCard) return page;
  return page.offset === 0 ? { offset: 0, limit: page.limit - 1 } : { offset: page.offset - 1, limit: page.limit };
}

/** The largest company logo (issue 5: images only, at most 2 MB). */
export const logoMaxBytes = 2 * 1024 * 1024;

/** '20 MB', '2 MB', '1,5 MB', '512 KB', '900 bytes': an upload limit as people read it. */
export function formatByteLimit(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb && bytes % mb === 0) return `${bytes / mb} MB`;
  if (bytes >= mb) return `${(bytes / mb).toFixed(1).replace('.', ',')} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/** Longest stored file name, in characters, extension included. */
export const maxFileNameLength = 180;
/** Longer "extensions" are taken as part of the name ('relatorio.versao-final-revisada'). */
const maxExtensionLength = 10;
const fallbackName = 'arquivo';

/**
 * The name kept for an upload: only the last path part ('../../etc/passwd' →
 * 'passwd'); control, invisible and bidirectional-override characters removed
 * (a right-to-left override can make 'fdp.exe' look like 'exe.pdf');
 * characters Windows forbids in names removed (<>:"|?*); runs of spaces made
 * one; leading and trailing dots and spaces dropped; accents kept (NFC);
 * at most 180 characters, cutting the base and keeping the extension. The
 * name is only ever shown and sent back: storage keys never come from it.
 */
export function sanitizeFileName(raw: string): string {
  const lastPart = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = lastPart
    .replace(/[\t\n\v\f\r]/g, ' ')
    // Control (Cc) and format (Cf) characters: NUL, escapes, zero-width and bidirectional marks.
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const name = cleaned === '' ? fallbackName : cleaned;
  const characters = Array.from(name);
  if (characters.length <= maxFileNameLength) return name;

  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  const keep = extension.length > 1 && extension.length <= maxExtensionLength + 1 ? extension : '';
  const baseCharacters = Array.from(keep ? name.slice(0, dot) : name);
  const base = baseCharacters
    .slice(0, maxFileNameLength - Array.from(keep).length)
    .join('')
    .replace(/[.\s]+$/, '');
  return `${base || fallbackName}${keep}`;
}
