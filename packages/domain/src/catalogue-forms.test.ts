import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  adminUserCreateFormSchema,
  adminUserEditFormSchema,
  cnaeFormSchema,
  licenseFormSchema,
  maskCnaeCode,
} from './catalogue-forms';

const messagesOf = (schema: z.core.$ZodType, input: unknown) => {
  const result = (schema as z.ZodMiniType).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('cnaeFormSchema (spec 1 §5)', () => {
  const valid = { codeClass: '4711-3/02', registrationLevel: 'medium_level', codeDescription: 'Supermercados' };

  it('accepts a masked code and keeps it', () => {
    expect(cnaeFormSchema.parse(valid)).toEqual(valid);
  });
  it('masks seven digits, with or without separators', () => {
    expect(cnaeFormSchema.parse({ ...valid, codeClass: '4711302' }).codeClass).toBe('4711-3/02');
    expect(cnaeFormSchema.parse({ ...valid, codeClass: ' 4711.3-02 ' }).codeClass).toBe('4711-3/02');
    expect(maskCnaeCode('47113')).toBe('47113');
  });
  it('defaults the risk to low_level', () => {
    expect(cnaeFormSchema.parse({ codeClass: '4711302', codeDescription: 'Mercado' })).toEqual({
      codeClass: '4711-3/02',
      codeDescription: 'Mercado',
      registrationLevel: 'low_level',
    });
  });
  it('requires the code, the risk and the description', () => {
    expect(messagesOf(cnaeFormSchema, { codeClass: '', registrationLevel: '', codeDescription: '' })).toEqual([
      'codeClass: Código obrigatório',
      'registrationLevel: Risco obrigatório',
      'codeDescription: Descrição obrigatória',
    ]);
    expect(messagesOf(cnaeFormSchema, { registrationLevel: null })).toEqual([
      'codeClass: Código obrigatório',
      'registrationLevel: Risco obrigatório',
      'codeDescription: Descrição obrigatória',
    ]);
  });
  it('rejects a malformed code, an unknown risk and description lengths', () => {
    expect(
      messagesOf(cnaeFormSchema, { codeClass: '4711-3/0', registrationLevel: 'extreme', codeDescription: 'a' }),
    ).toEqual([
      'codeClass: Código inválido: use o formato 9999-9/99',
      'registrationLevel: Risco inválido',
      'codeDescription: Mínimo de 2 caracteres',
    ]);
    expect(messagesOf(cnaeFormSchema, { ...valid, codeClass: '47113021' })).toEqual([
      'codeClass: Código inválido: use o formato 9999-9/99',
    ]);
    expect(messagesOf(cnaeFormSchema, { ...valid, codeDescription: 'x'.repeat(255) })).toEqual([]);
    expect(messagesOf(cnaeFormSchema, { ...valid, codeDescription: 'x'.repeat(256) })).toEqual([
      'codeDescription: Máximo de 255 caracteres',
    ]);
  });
});

describe('licenseFormSchema (spec 1 §5)', () => {
  const valid = {
    name: 'Alvará de funcionamento',
    description: 'Licença municipal',
    impact: 2,
    complexity: 3,
    estimatedEffort: 30,
    estimatedBureaucratic: 365,
    estimatedValid: 0,
    fiscalRegistrations: [{ id: 1 }, { id: 2 }],
  };

  it('accepts a valid licence and defaults the CNAE list', () => {
    expect(licenseFormSchema.parse(valid)).toEqual(valid);
    const { fiscalRegistrations: _, ...withoutCnaes } = valid;
    expect(licenseFormSchema.parse(withoutCnaes).fiscalRegistrations).toEqual([]);
  });
  it.each([
    [0, ['Mínimo de 1 e máximo de 3']],
    [1, []],
    [3, []],
    [4, ['Mínimo de 1 e máximo de 3']],
    [1.5, ['Mínimo de 1 e máximo de 3']],
  ])('impact and complexity %s', (value, expected) => {
    expect(messagesOf(licenseFormSchema, { ...valid, impact: value })).toEqual(expected.map((m) => `impact: ${m}`));
    expect(messagesOf(licenseFormSchema, { ...valid, complexity: value })).toEqual(
      expected.map((m) => `complexity: ${m}`),
    );
  });
  it.each([
    [-1, ['Mínimo de 0']],
    [0, []],
    [30, []],
    [31, ['Máximo de 30']],
    [2.5, ['Informe um número inteiro']],
  ])('estimatedEffort %s', (value, expected) => {
    expect(messagesOf(licenseFormSchema, { ...valid, estimatedEffort: value })).toEqual(
      expected.map((m) => `estimatedEffort: ${m}`),
    );
  });
  it.each([
    [-1, ['Mínimo de 0']],
    [0, []],
    [365, []],
    [366, ['Máximo de 365']],
  ])('estimatedBureaucratic and estimatedValid %s', (value, expected) => {
    expect(messagesOf(licenseFormSchema, { ...valid, estimatedBureaucratic: value, estimatedValid: value })).toEqual([
      ...expected.map((m) => `estimatedBureaucratic: ${m}`),
      ...expected.map((m) => `estimatedValid: ${m}`),
    ]);
  });
  it('answers Dado obrigatório for missing numbers, an empty input and a string', () => {
    expect(
      messagesOf(licenseFormSchema, {
        ...valid,
        impact: undefined,
        complexity: null,
        estimatedEffort: Number.NaN,
        estimatedBureaucratic: '',
        estimatedValid: '12',
      }),
    ).toEqual([
      'impact: Dado obrigatório',
      'complexity: Dado obrigatório',
      'estimatedEffort: Dado obrigatório',
      'estimatedBureaucratic: Dado obrigatório',
      'estimatedValid: Informe um número inteiro',
    ]);
  });
  it('requires the name and the description, 2 to 255 characters', () => {
    expect(messagesOf(licenseFormSchema, { ...valid, name: '  ', description: undefined })).toEqual([
      'name: Nome obrigatório',
      'description: Descrição obrigatória',
    ]);
    expect(messagesOf(licenseFormSchema, { ...valid, name: 'A', description: 'x'.repeat(256) })).toEqual([
      'name: Mínimo de 2 caracteres',
      'description: Máximo de 255 caracteres',
    ]);
  });
  it('rejects a malformed CNAE list', () => {
    expect(messagesOf(licenseFormSchema, { ...valid, fiscalRegistrations: [{ id: 'x' }] })).toEqual([
      'fiscalRegistrations.0.id: Lista de CNAEs inválida',
    ]);
    expect(messagesOf(licenseFormSchema, { ...valid, fiscalRegistrations: 'todos' })).toEqual([
      'fiscalRegistrations: Lista de CNAEs inválida',
    ]);
  });
});

describe('admin user forms (spec 1 §5)', () => {
  const valid = { name: 'Ana Souza', email: ' Ana@Conforma.Test ', password: '123456', systemRole: 'EDITOR' };

  it('normalises the e-mail and accepts the offered roles', () => {
    expect(adminUserCreateFormSchema.parse(valid)).toEqual({ ...valid, email: 'ana@conforma.test' });
    for (const systemRole of ['CONFORMA', 'AFFINITY', 'EDITOR']) {
      expect(messagesOf(adminUserCreateFormSchema, { ...valid, systemRole })).toEqual([]);
    }
  });
  it.each([
    ['', ['Senha obrigatória']],
    ['12345', ['Mínimo de 6 caracteres']],
    ['123456', []],
    ['x'.repeat(32), []],
    ['x'.repeat(33), ['Máximo de 32 caracteres']],
  ])('create password %j', (password, expected) => {
    expect(messagesOf(adminUserCreateFormSchema, { ...valid, password })).toEqual(
      expected.map((m) => `password: ${m}`),
    );
  });
  it('requires every field on create', () => {
    expect(messagesOf(adminUserCreateFormSchema, {})).toEqual([
      'name: Nome obrigatório',
      'email: Email obrigatório',
      'password: Senha obrigatória',
      'systemRole: Tipo de usuário obrigatório',
    ]);
    expect(messagesOf(adminUserCreateFormSchema, { ...valid, email: 'ana@', systemRole: 'PARTNER' })).toEqual([
      'email: Email inválido',
      'systemRole: Tipo de usuário inválido',
    ]);
  });
  it.each([
    [undefined, []],
    ['', []],
    ['12345', ['Mínimo de 6 caracteres']],
    ['123456', []],
    ['x'.repeat(32), []],
    ['x'.repeat(33), ['Máximo de 32 caracteres']],
  ])('edit password %j (empty keeps it)', (password, expected) => {
    expect(messagesOf(adminUserEditFormSchema, { ...valid, password })).toEqual(expected.map((m) => `password: ${m}`));
  });
  it('accepts every listed role on edit, but not the client roles', () => {
    expect(messagesOf(adminUserEditFormSchema, { ...valid, systemRole: 'PARTNER' })).toEqual([]);
    expect(messagesOf(adminUserEditFormSchema, { ...valid, systemRole: 'USER' })).toEqual([
      'systemRole: Tipo de usuário inválido',
    ]);
    expect(messagesOf(adminUserEditFormSchema, { ...valid, systemRole: undefined, name: 'A' })).toEqual([
      'name: Mínimo de 2 caracteres',
      'systemRole: Tipo de usuário obrigatório',
    ]);
  });
});
