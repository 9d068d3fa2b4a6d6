import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { companyProfileFormSchema, lastUpdateText } from './company-profile';

const messagesOf = (value: unknown) => {
  const result = z.safeParse(companyProfileFormSchema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('companyProfileFormSchema', () => {
  it('requires a name, blanks included, and trims it', () => {
    expect(messagesOf({ name: '', enabled: true })).toEqual(['Nome é obrigatório']);
    expect(messagesOf({ name: '   ', enabled: false })).toEqual(['Nome é obrigatório']);
    expect(z.parse(companyProfileFormSchema, { name: '  Padaria  ', enabled: false })).toEqual({
      name: 'Padaria',
      enabled: false,
    });
  });

  it('takes 255 characters and refuses 256', () => {
    expect(messagesOf({ name: 'a'.repeat(255), enabled: true })).toEqual([]);
    expect(messagesOf({ name: 'a'.repeat(256), enabled: true })).toEqual(['Máximo de 255 caracteres']);
  });
});

describe('lastUpdateText', () => {
  it("says 'hoje' for 0 days and 'há cerca de N dias' after", () => {
    expect(lastUpdateText(0)).toBe('Atualizado hoje');
    expect(lastUpdateText(1)).toBe('Atualizado há cerca de 1 dia');
    expect(lastUpdateText(2)).toBe('Atualizado há cerca de 2 dias');
    expect(lastUpdateText(45)).toBe('Atualizado há cerca de 45 dias');
  });

  it('tells when the registry was never read', () => {
    expect(lastUpdateText(null)).toBe('Ainda não atualizado pela Receita Federal');
  });
});
