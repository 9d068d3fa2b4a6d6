import { describe, expect, it } from 'vitest';
import { accountCreateFormSchema, accountFormSchema } from './account-forms';

const messagesOf = (schema: typeof accountFormSchema | typeof accountCreateFormSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};
const valid = { name: 'Padaria Sol', type: 'CLIENT', enabled: true };

describe('accountFormSchema (spec 1 §5 "Client create/edit")', () => {
  it('accepts a valid account and trims the name', () => {
    expect(accountFormSchema.parse({ ...valid, name: '  Padaria Sol  ', type: 'BUSINESS', enabled: false })).toEqual({
      name: 'Padaria Sol',
      type: 'BUSINESS',
      enabled: false,
    });
  });

  it.each([
    ['', 'name: Nome obrigatório'],
    ['   ', 'name: Nome obrigatório'],
    ['a', 'name: Mínimo de 2 caracteres'],
    ['a'.repeat(256), 'name: Máximo de 255 caracteres'],
  ])('rejects the name %j', (name, message) => {
    expect(messagesOf(accountFormSchema, { ...valid, name })).toEqual([message]);
  });

  it('requires the name', () => {
    expect(messagesOf(accountFormSchema, { type: 'CLIENT', enabled: true })).toEqual(['name: Nome obrigatório']);
    expect(messagesOf(accountFormSchema, { ...valid, name: 12 })).toEqual(['name: Nome obrigatório']);
  });

  it.each([2, 255])('accepts a name of exactly %i characters', (length) => {
    expect(messagesOf(accountFormSchema, { ...valid, name: 'a'.repeat(length) })).toEqual([]);
  });

  it('requires a known type and a boolean Ativo', () => {
    expect(messagesOf(accountFormSchema, { name: 'Padaria' })).toEqual([
      'type: Tipo obrigatório',
      'enabled: Campo Ativo obrigatório',
    ]);
    expect(messagesOf(accountFormSchema, { ...valid, type: 'client', enabled: 'sim' })).toEqual([
      'type: Tipo inválido',
      'enabled: Campo Ativo inválido',
    ]);
  });

  it('offers only CLIENT and PROVIDER on create', () => {
    expect(messagesOf(accountCreateFormSchema, { ...valid, type: 'BUSINESS' })).toEqual(['type: Tipo inválido']);
    expect(messagesOf(accountCreateFormSchema, { ...valid, type: 'PROVIDER' })).toEqual([]);
    expect(messagesOf(accountFormSchema, { ...valid, type: 'BUSINESS' })).toEqual([]);
  });
});
