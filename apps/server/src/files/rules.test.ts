import { clientFileTexts } from '@product/api/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { samples } from '../testing/sample-files';
import { checkContent, type FileKind, imageKinds, isInlineType, repositoryKinds, zipEntryNames } from './content';
import { contentDisposition, maxFileNameLength, sanitizeFileName } from './names';
import { signFileLink, verifyFileLink } from './signed-link';
import { formatByteLimit, isMultipart, tooLargeMessage } from './upload';

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('content checked by magic bytes', () => {
  const accepted: [name: string, bytes: Uint8Array, kind: FileKind, mimeType: string][] = [
    ['a.pdf', samples.pdf, 'pdf', 'application/pdf'],
    ['a.PNG', samples.png, 'png', 'image/png'],
    ['a.jpg', samples.jpeg, 'jpeg', 'image/jpeg'],
    ['a.jpeg', samples.jpeg, 'jpeg', 'image/jpeg'],
    ['a.gif', samples.gif, 'gif', 'image/gif'],
    ['a.webp', samples.webp, 'webp', 'image/webp'],
    ['a.docx', samples.docx, 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a.xlsx', samples.xlsx, 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['a.pptx', samples.pptx, 'pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['a.odt', samples.odt, 'odt', 'application/vnd.oasis.opendocument.text'],
    ['a.ods', samples.ods, 'ods', 'application/vnd.oasis.opendocument.spreadsheet'],
    ['a.odp', samples.odp, 'odp', 'application/vnd.oasis.opendocument.presentation'],
    ['a.doc', samples.doc, 'doc', 'application/msword'],
    ['a.xls', samples.xls, 'xls', 'application/vnd.ms-excel'],
    ['a.ppt', samples.ppt, 'ppt', 'application/vnd.ms-powerpoint'],
    ['a.txt', samples.txt, 'txt', 'text/plain; charset=utf-8'],
    ['a.csv', samples.csv, 'csv', 'text/csv; charset=utf-8'],
    ['a.csv', samples.csvLatin1, 'csv', 'text/csv; charset=windows-1252'],
  ];

  it.each(accepted)('accepts %s', (name, bytes, kind, mimeType) => {
    expect(checkContent(name, bytes, repositoryKinds)).toEqual({
      kind,
      extension: name.slice(2).toLowerCase(),
      mimeType,
    });
  });

  const mismatched: [name: string, bytes: Uint8Array][] = [
    ['programa.pdf', samples.exe],
    ['pagina.pdf', samples.html],
    ['foto.jpg', samples.png],
    ['foto.png', samples.jpeg],
    ['anim.gif', samples.webp],
    ['foto.webp', samples.gif],
    ['planilha.xlsx', samples.docx],
    ['texto.docx', samples.plainZip],
    ['texto.odt', samples.ods],
    ['texto.odt', samples.docx],
    ['planilha.xls', samples.doc],
    ['texto.doc', samples.pdf],
    ['nulo.txt', samples.binaryText],
    ['programa.csv', samples.exe],
    ['vazio.pdf', new Uint8Array([0x25, 0x50])],
  ];

  it.each(mismatched)('refuses %s whose bytes are something else (415)', (name, bytes) => {
    expect(refusal(() => checkContent(name, bytes, repositoryKinds))).toEqual({
      status: 415,
      message: `O conteúdo do arquivo não corresponde à extensão .${name.split('.').pop()}.`,
    });
  });

  it('refuses Office files with macros, even renamed', () => {
    expect(refusal(() => checkContent('planilha.xlsx', samples.xlsm, repositoryKinds))).toEqual({
      status: 415,
      message: clientFileTexts.macros,
    });
  });

  it.each(['programa.exe', 'pagina.html', 'desenho.svg', 'sem-extensao', 'arquivo.', 'script.js', 'a.zip'])(
    'refuses the extension of %s (415)',
    (name) => {
      expect(refusal(() => checkContent(name, samples.pdf, repositoryKinds))).toEqual({
        status: 415,
        message: clientFileTexts.unsupported,
      });
    },
  );

  it('takes only images for logos, SVG included in the refusal', () => {
    expect(checkContent('logo.png', samples.png, imageKinds, clientFileTexts.logoUnsupported).kind).toBe('png');
    for (const [name, bytes] of [
      ['logo.svg', samples.svg],
      ['logo.pdf', samples.pdf],
    ] as const) {
      expect(refusal(() => checkContent(name, bytes, imageKinds, clientFileTexts.logoUnsupported))).toEqual({
        status: 415,
        message: 'Envie a logo em PNG, JPEG, GIF ou WEBP (SVG não é aceito).',
      });
    }
  });

  it('reads zip central directories and gives up on broken ones', () => {
    expect(zipEntryNames(samples.docx)).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(zipEntryNames(samples.docx.subarray(0, samples.docx.length - 10))).toBeNull();
    expect(zipEntryNames(samples.pdf)).toBeNull();
  });

  it('shows PDF and raster images in the tab, downloads the rest', () => {
    expect(isInlineType('application/pdf')).toBe(true);
    expect(isInlineType('image/webp')).toBe(true);
    expect(isInlineType('text/plain; charset=utf-8')).toBe(false);
    expect(isInlineType('application/msword')).toBe(false);
  });
});

describe('file names', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\system32\\cmd.exe', 'cmd.exe'],
    ['<script>alert(1)</script>.pdf', 'script.pdf'],
    ['Alvará de Funcionamento 2026.pdf', 'Alvará de Funcionamento 2026.pdf'],
    ['Licenc\u0327a.pdf', 'Licença.pdf'],
    ['rel\u0000at\u0007ório\u001b[31m.pdf', 'relatório[31m.pdf'],
    ['fatura\u202Efdp.exe', 'faturafdp.exe'],
    ['  ..  .oculto.pdf  ', 'oculto.pdf'],
    ['nota\n\tfiscal   final.pdf', 'nota fiscal final.pdf'],
    ['a:b|c?d*e"f.pdf', 'abcdef.pdf'],
    ['...', 'arquivo'],
    ['', 'arquivo'],
    ['/', 'arquivo'],
  ])('%j becomes %j', (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it('keeps at most 180 characters, cutting the base and keeping the extension', () => {
    const long = sanitizeFileName(`${'ã'.repeat(300)}.pdf`);
    expect(Array.from(long)).toHaveLength(maxFileNameLength);
    expect(long).toBe(`${'ã'.repeat(176)}.pdf`);
    const noExtension = sanitizeFileName('b'.repeat(500));
    expect(noExtension).toBe('b'.repeat(180));
    expect(sanitizeFileName(`${'c'.repeat(200)}.extensao-longa-demais`)).toHaveLength(180);
  });

  it('names the file in Content-Disposition for old and new clients (RFC 6266/5987)', () => {
    expect(contentDisposition('inline', 'Alvará (cópia) 100%.pdf')).toBe(
      'inline; filename="Alvara (copia) 100_.pdf"; filename*=UTF-8\'\'Alvar%C3%A1%20%28c%C3%B3pia%29%20100%25.pdf',
    );
    expect(contentDisposition('attachment', 'a"b\\c.txt')).toBe(
      'attachment; filename="a_b_c.txt"; filename*=UTF-8\'\'a%22b%5Cc.txt',
    );
  });
});

describe('upload limits', () => {
  it('says the limit as people read it', () => {
    expect(tooLargeMessage(20 * 1024 * 1024)).toBe('Arquivo maior que 20 MB.');
    expect(tooLargeMessage(2 * 1024 * 1024)).toBe('Arquivo maior que 2 MB.');
    expect(formatByteLimit(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatByteLimit(4096)).toBe('4 KB');
    expect(formatByteLimit(1000)).toBe('1000 bytes');
  });

  it('tells multipart requests apart', () => {
    expect(isMultipart('multipart/form-data; boundary=x')).toBe(true);
    expect(isMultipart('Multipart/Form-Data; boundary=x')).toBe(true);
    expect(isMultipart('application/json')).toBe(false);
    expect(isMultipart('multipart/form-datax')).toBe(false);
    expect(isMultipart(undefined)).toBe(false);
  });
});

describe('signed links', () => {
  const secret = new TextEncoder().encode('segredo-de-teste-com-mais-de-32-caracteres');
  const now = new Date('2026-03-01T12:00:00.000Z');

  it('carries the file id and an expiry five minutes on', () => {
    const { token, expiresAt } = signFileLink(secret, 42, now, 300);
    expect(expiresAt.toISOString()).toBe('2026-03-01T12:05:00.000Z');
    expect(verifyFileLink(secret, token, now)).toBe(42);
    expect(verifyFileLink(secret, token, new Date('2026-03-01T12:04:59.999Z'))).toBe(42);
  });

  it('refuses an expired link with 410', () => {
    const { token } = signFileLink(secret, 42, now, 300);
    expect(refusal(() => verifyFileLink(secret, token, new Date('2026-03-01T12:05:00.000Z')))).toEqual({
      status: 410,
      message: clientFileTexts.linkExpired,
    });
  });

  it('refuses forged, changed or mangled links with 403', () => {
    const { token } = signFileLink(secret, 42, now, 300);
    const [id, expiry, mac = ''] = token.split('.');
    const other = signFileLink(new TextEncoder().encode('outro-segredo-com-mais-de-32-caracteres!'), 42, now, 300);
    const lastChar = mac.endsWith('A') ? 'B' : 'A';
    for (const forged of [
      `43.${expiry}.${mac}`,
      `${id}.${Number(expiry) + 3600}.${mac}`,
      `${id}.${expiry}.${mac.slice(0, -1)}${lastChar}`,
      other.token,
      `${id}.${expiry}`,
      'abc',
      '',
      `${token}.extra`,
    ]) {
      expect(refusal(() => verifyFileLink(secret, forged, now))).toEqual({
        status: 403,
        message: clientFileTexts.linkInvalid,
      });
    }
  });
});
