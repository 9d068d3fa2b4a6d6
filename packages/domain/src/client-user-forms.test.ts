import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { permissionCodes } from './client-access';
import {
  clientUserCreateFormSchema,
  clientUserEditFormSchema,
  clientUserRolesGrantableBy,
  isAccountAdministrator,
  isClientUserFormRole,
} from './client-user-forms';

const messagesOf = (schema: z.core.$ZodType, input: unknown) => {
  const result = (schema as z.ZodMiniType).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const valid = { name: 'Ana Lima', email: 'ana@padaria.test', password: 'segredo', systemRole: 'USER' };

describe('clientUserCreateFormSchema (spec 2 §5 "New user")', () => {
  it('trims the name, trims and lower-cases the e-mail, defaults codes and companies to none', () => {
    expect(clientUserCreateFormSchema.parse({ ...valid, name: '  Ana Lima ', email: ' Ana@Padaria.TEST ' })).toEqual({
      ...valid,
      permissionRole: [],
      companies: [],
    });
  });
  it('keeps codes, companies and enabled', () => {
    const input = {
      ...valid,
      permissionRole: ['GET_COMPANY', 'GET_USER'],
      companies: [{ id: 3 }, { id: 7 }],
      enabled: false,
    };
    expect(clientUserCreateFormSchema.parse(input)).toEqual(input);
  });
  it('answers the spec messages for missing fields', () => {
    expect(messagesOf(clientUserCreateFormSchema, {})).toEqual([
      'name: Nome obrigatório',
      'email: Email obrigatório',
      'password: Senha obrigatória',
      'systemRole: Tipo de usuário obrigatório',
    ]);
    expect(messagesOf(clientUserCreateFormSchema, { name: '  ', email: '', password: '', systemRole: '' })).toEqual([
      'name: Nome obrigatório',
      'email: Email obrigatório',
      'password: Senha obrigatória',
      'systemRole: Tipo de usuário obrigatório',
    ]);
  });
  it('checks lengths and the e-mail', () => {
    expect(messagesOf(clientUserCreateFormSchema, { ...valid, name: 'A', email: 'ana@', password: '12345' })).toEqual([
      'name: Mínimo de 2 caracteres',
      'email: Email inválido',
      'password: Mínimo de 6 caracteres',
    ]);
    expect(
      messagesOf(clientUserCreateFormSchema, { ...valid, name: 'a'.repeat(256), password: 'x'.repeat(33) }),
    ).toEqual(['name: Máximo de 255 caracteres', 'password: Máximo de 32 caracteres']);
    expect(messagesOf(clientUserCreateFormSchema, { ...valid, name: 'ab', password: 'x'.repeat(32) })).toEqual([]);
    expect(messagesOf(clientUserCreateFormSchema, { ...valid, name: 'a'.repeat(255), password: '123456' })).toEqual([]);
  });
  it('offers only ADMIN and USER', () => {
    expect(messagesOf(clientUserCreateFormSchema, { ...valid, systemRole: 'PROVIDER' })).toEqual([
      'systemRole: Tipo de usuário inválido',
    ]);
    expect(messagesOf(clientUserCreateFormSchema, { ...valid, systemRole: 'ADMIN' })).toEqual([]);
  });
  it('refuses unknown codes and malformed company lists', () => {
    expect(messagesOf(clientUserCreateFormSchema, { ...valid, permissionRole: ['GET_EVERYTHING'] })).toEqual([
      'permissionRole.0: Permissão inválida',
    ]);
    expect(messagesOf(clientUserCreateFormSchema, { ...valid, permissionRole: 'GET_USER' })).toEqual([
      'permissionRole: Permissão inválida',
    ]);
    expect(messagesOf(clientUserCreateFormSchema, { ...valid, companies: [{ id: 0 }] })).toEqual([
      'companies.0.id: Lista de empresas inválida',
    ]);
    expect(messagesOf(clientUserCreateFormSchema, { ...valid, companies: [3] })).toEqual([
      'companies.0: Lista de empresas inválida',
    ]);
    expect(messagesOf(clientUserCreateFormSchema, { ...valid, enabled: 'sim' })).toEqual([
      'enabled: Valor inválido para Ativo',
    ]);
  });
  it('accepts every permission code', () => {
    expect(clientUserCreateFormSchema.parse({ ...valid, permissionRole: [...permissionCodes] }).permissionRole).toEqual(
      permissionCodes,
    );
  });
});

describe('clientUserEditFormSchema (spec 2 §5 "Edit user")', () => {
  const edit = { name: 'Ana Lima', email: 'ana@padaria.test', systemRole: 'ADMIN' };
  it('keeps the password when it is empty or absent, and leaves absent lists absent', () => {
    expect(clientUserEditFormSchema.parse(edit)).toEqual(edit);
    expect(clientUserEditFormSchema.parse({ ...edit, password: '' })).toEqual({ ...edit, password: '' });
  });
  it('checks a filled password', () => {
    expect(messagesOf(clientUserEditFormSchema, { ...edit, password: '123' })).toEqual([
      'password: Mínimo de 6 caracteres',
    ]);
    expect(messagesOf(clientUserEditFormSchema, { ...edit, password: 'x'.repeat(33) })).toEqual([
      'password: Máximo de 32 caracteres',
    ]);
  });
  it('requires the role and accepts keeping an account owner role', () => {
    expect(messagesOf(clientUserEditFormSchema, { ...edit, systemRole: undefined })).toEqual([
      'systemRole: Tipo de usuário obrigatório',
    ]);
    expect(messagesOf(clientUserEditFormSchema, { ...edit, systemRole: 'BUSINESS' })).toEqual([]);
    expect(messagesOf(clientUserEditFormSchema, { ...edit, systemRole: 'EDITOR' })).toEqual([
      'systemRole: Tipo de usuário inválido',
    ]);
  });
});

describe('client user roles', () => {
  it('counts ADMIN and the account owners as administrators, not USER nor staff', () => {
    expect(['ADMIN', 'PROVIDER', 'BUSINESS'].map(isAccountAdministrator)).toEqual([true, true, true]);
    expect(['USER', 'EDITOR', 'PARTNER', 'AFFINITY'].map(isAccountAdministrator)).toEqual([false, false, false, false]);
  });
  it('lets a USER give only USER, everybody else ADMIN or USER', () => {
    expect(clientUserRolesGrantableBy('USER')).toEqual(['USER']);
    expect(clientUserRolesGrantableBy('ADMIN')).toEqual(['ADMIN', 'USER']);
    expect(clientUserRolesGrantableBy('EDITOR')).toEqual(['ADMIN', 'USER']);
    expect(isClientUserFormRole('ADMIN')).toBe(true);
    expect(isClientUserFormRole('PROVIDER')).toBe(false);
  });
});
