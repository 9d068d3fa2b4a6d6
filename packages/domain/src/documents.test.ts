import { describe, expect, it } from 'vitest';
import {
  cnaeFolderPage,
  cnpjCardName,
  documentFolderName,
  formatByteLimit,
  logoMaxBytes,
  maxFileNameLength,
  sanitizeFileName,
  showsCnpjCard,
} from './documents';

describe('the documents browser', () => {
  it('names a folder after its masked CNPJ, numeric or alphanumeric', () => {
    expect(documentFolderName('12345678000190', 'Padaria')).toBe('12.345.678/0001-90 - Padaria');
    expect(documentFolderName('12ABC34501DE35', '1091-1/02 - Pães')).toBe('12.ABC.345/01DE-35 - 1091-1/02 - Pães');
    // The prefix the contract strips to show the name (documentFolderPrefixLength).
    expect(documentFolderName('12345678000190', '').length).toBe(21);
  });

  it('shows the card unless a search that its name does not match is typed', () => {
    expect(cnpjCardName).toBe('Cartão CNPJ');
    expect(showsCnpjCard(undefined)).toBe(true);
    expect(showsCnpjCard('')).toBe(true);
    expect(showsCnpjCard('CARTAO')).toBe(true);
    expect(showsCnpjCard('cnpj')).toBe(true);
    expect(showsCnpjCard('1091')).toBe(false);
  });

  it('pins the card first on the first page and shifts the folders of later pages by one', () => {
    expect(cnaeFolderPage({ offset: 0, limit: 10 }, false)).toEqual({ offset: 0, limit: 10 });
    expect(cnaeFolderPage({ offset: 0, limit: 10 }, true)).toEqual({ offset: 0, limit: 9 });
    expect(cnaeFolderPage({ offset: 0, limit: 1 }, true)).toEqual({ offset: 0, limit: 0 });
    expect(cnaeFolderPage({ offset: 1, limit: 1 }, true)).toEqual({ offset: 0, limit: 1 });
    expect(cnaeFolderPage({ offset: 20, limit: 10 }, true)).toEqual({ offset: 19, limit: 10 });
  });
});

describe('upload limits', () => {
  it('reads a limit in MB, KB or bytes', () => {
    expect(formatByteLimit(logoMaxBytes)).toBe('2 MB');
    expect(formatByteLimit(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatByteLimit(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatByteLimit(1024 * 1024 - 1)).toBe('1048575 bytes');
    expect(formatByteLimit(4096)).toBe('4 KB');
    expect(formatByteLimit(1000)).toBe('1000 bytes');
  });
});

describe('the name kept for an upload', () => {
  it('keeps the last path part, without control, bidirectional or forbidden characters', () => {
    expect(sanitizeFileName('C:\\Users\\ana\\Alvará 2026.pdf')).toBe('Alvará 2026.pdf');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('fdp\u202Eexe.pdf')).toBe('fdpexe.pdf');
    expect(sanitizeFileName('a<b>:c?.pdf')).toBe('abc.pdf');
    expect(sanitizeFileName('  . nota   fiscal .pdf. ')).toBe('nota fiscal .pdf');
    expect(sanitizeFileName('...')).toBe('arquivo');
  });

  it('cuts a long name to the limit, keeping a short extension', () => {
    const long = sanitizeFileName(`${'ã'.repeat(300)}.pdf`);
    expect(Array.from(long)).toHaveLength(maxFileNameLength);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(sanitizeFileName(`${'c'.repeat(200)}.extensao-longa-demais`)).toHaveLength(maxFileNameLength);
    expect(sanitizeFileName('d'.repeat(maxFileNameLength))).toHaveLength(maxFileNameLength);
  });
});
