// The name kept for an upload is the domain's rule (the mocks keep the same name).
export { maxFileNameLength, sanitizeFileName } from '@product/domain';

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
