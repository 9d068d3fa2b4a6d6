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

/** RFC 5987 `filename*` value: UTF-8, percent-encoded beyond attr-char. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An ASCII stand-in for old clients: accents dropped, anything else unsafe in a quoted string made '_'. */
function asciiFallback(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

/** `inline` or `attachment`, with the name as ASCII `filename` and UTF-8 `filename*` (RFC 6266). */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  return `${disposition}; filename="${asciiFallback(name)}"; filename*=UTF-8''${rfc5987(name)}`;
}
