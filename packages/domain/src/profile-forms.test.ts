import { describe, expect, it } from 'vitest';
import { brand } from './brand';
import {
  canChangeOwnRole,
  forgotPasswordFormSchema,
  myProfileFormSchema,
  myProfileRequest,
  profileRoleOptions,
  resetPasswordFormSchema,
  signupFormSchema,
} from './profile-forms';
import { accessRoles } from './roles';

type Schema = {
  safeParse(
    input: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
};

const issuesOf = (schema: Schema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};
const text = (length: number) => 'a'.repeat(length);

describe('signupFormSchema (spec 1 §5)', () => {
  const valid = { name: 'Ana', email: 'ana@empresa.com', password: '123456', clientName: 'Padaria Sol' };

  it('accepts a sign-up, trims the names and normalises the e-mail', () => {
    expect(
      signupFormSchema.parse({ ...valid, name: '  Ana ', email: ' Ana @Empresa.COM', clientName: ' Sol ' }),
    ).toEqual({
      ...valid,
      clientName: 'Sol',
    });
  });
  it('requires every field with its own message', () => {
    expect(issuesOf(signupFormSchema, {})).toEqual([
      'name: Nome obrigatório',
      'email: Email obrigatório',
      'password: Senha obrigatória',
      'clientName: Nome da empresa ou grupo obrigatória',
    ]);
    expect(issuesOf(signupFormSchema, { name: ' ', email: ' ', password: '', clientName: '  ' })).toEqual([
      'name: Nome obrigatório',
      'email: Email obrigatório',
      'password: Senha obrigatória',
      'clientName: Nome da empresa ou grupo obrigatória',
    ]);
  });
  it('holds names to 2-255 characters', () => {
    expect(issuesOf(signupFormSchema, { ...valid, name: text(1), clientName: text(1) })).toEqual([
      'name: Mínimo de 2 caracteres',
      'clientName: Mínimo de 2 caracteres',
    ]);
    expect(issuesOf(signupFormSchema, { ...valid, name: text(2), clientName: text(2) })).toEqual([]);
    expect(issuesOf(signupFormSchema, { ...valid, name: text(255), clientName: text(255) })).toEqual([]);
    expect(issuesOf(signupFormSchema, { ...valid, name: text(256), clientName: text(256) })).toEqual([
      'name: Máximo de 255 caracteres',
      'clientName: Máximo de 255 caracteres',
    ]);
  });
  it('holds the password to 6-255 characters', () => {
    expect(issuesOf(signupFormSchema, { ...valid, password: text(5) })).toEqual(['password: Mínimo de 6 caracteres']);
    expect(issuesOf(signupFormSchema, { ...valid, password: text(6) })).toEqual([]);
    expect(issuesOf(signupFormSchema, { ...valid, password: text(255) })).toEqual([]);
    expect(issuesOf(signupFormSchema, { ...valid, password: text(256) })).toEqual([
      'password: Máximo de 255 caracteres',
    ]);
  });
  it('rejects an invalid e-mail', () => {
    expect(issuesOf(signupFormSchema, { ...valid, email: 'ana@' })).toEqual(['email: Email inválido']);
  });
});

describe('forgotPasswordFormSchema', () => {
  it('requires a valid e-mail', () => {
    expect(forgotPasswordFormSchema.parse({ email: ' ANA@x.com ' })).toEqual({ email: 'ana@x.com' });
    expect(issuesOf(forgotPasswordFormSchema, { email: '' })).toEqual(['email: Email obrigatório']);
    expect(issuesOf(forgotPasswordFormSchema, { email: 'ana' })).toEqual(['email: Email inválido']);
  });
});

describe('resetPasswordFormSchema', () => {
  const pair = (password: string, passwordConfirmation = password) => ({ password, passwordConfirmation });
  it('holds the password to 6-32 characters', () => {
    expect(issuesOf(resetPasswordFormSchema, pair(''))).toEqual(['password: Senha obrigatória']);
    expect(issuesOf(resetPasswordFormSchema, pair(text(5)))).toEqual(['password: Mínimo de 6 caracteres']);
    expect(issuesOf(resetPasswordFormSchema, pair(text(6)))).toEqual([]);
    expect(issuesOf(resetPasswordFormSchema, pair(text(32)))).toEqual([]);
    expect(issuesOf(resetPasswordFormSchema, pair(text(33)))).toEqual(['password: Máximo de 32 caracteres']);
  });
  it('requires the confirmation to repeat the password', () => {
    expect(issuesOf(resetPasswordFormSchema, pair('123456', '1234567'))).toEqual([
      'passwordConfirmation: As senhas devem ser iguais.',
    ]);
  });
});

describe('myProfileFormSchema (spec 1 §5 "My profile")', () => {
  const valid = { name: 'Ana', email: 'ana@x.com', systemRole: 'ADMIN', enabled: true } as const;

  it('accepts a profile without a password', () => {
    expect(myProfileFormSchema.parse(valid)).toEqual(valid);
    expect(issuesOf(myProfileFormSchema, { ...valid, password: '', passwordConfirmation: '' })).toEqual([]);
  });
  it('holds the name to 2-255 characters', () => {
    expect(issuesOf(myProfileFormSchema, { ...valid, name: text(1) })).toEqual(['name: Mínimo de 2 caracteres']);
    expect(issuesOf(myProfileFormSchema, { ...valid, name: text(2) })).toEqual([]);
    expect(issuesOf(myProfileFormSchema, { ...valid, name: text(255) })).toEqual([]);
    expect(issuesOf(myProfileFormSchema, { ...valid, name: text(256) })).toEqual(['name: Máximo de 255 caracteres']);
  });
  it('holds a new password to 6-32 characters', () => {
    const withPassword = (password: string) => ({ ...valid, password, passwordConfirmation: password });
    expect(issuesOf(myProfileFormSchema, withPassword(text(5)))).toEqual(['password: Mínimo de 6 caracteres']);
    expect(issuesOf(myProfileFormSchema, withPassword(text(6)))).toEqual([]);
    expect(issuesOf(myProfileFormSchema, withPassword(text(32)))).toEqual([]);
    expect(issuesOf(myProfileFormSchema, withPassword(text(33)))).toEqual(['password: Máximo de 32 caracteres']);
  });
  it('requires the confirmation to match', () => {
    expect(issuesOf(myProfileFormSchema, { ...valid, password: '123456', passwordConfirmation: '123457' })).toEqual([
      'passwordConfirmation: As senhas devem ser iguais.',
    ]);
    expect(issuesOf(myProfileFormSchema, { ...valid, password: '123456' })).toEqual([
      'passwordConfirmation: As senhas devem ser iguais.',
    ]);
  });
  it('requires a known user type and a valid e-mail', () => {
    expect(issuesOf(myProfileFormSchema, { ...valid, systemRole: 'ROOT', email: 'x' })).toEqual([
      'email: Email inválido',
      'systemRole: Tipo de usuário obrigatório',
    ]);
  });
});

describe('myProfileRequest (spec 1 §5: what My account sends)', () => {
  const profile = { name: 'Ana', email: 'ana@x.com', systemRole: 'ADMIN', enabled: true } as const;

  it('sends only name, email, systemRole and enabled when the password is empty', () => {
    const body = myProfileRequest({ ...profile, password: '', passwordConfirmation: '' });
    expect(body).toEqual(profile);
    expect(Object.keys(body)).toEqual(['name', 'email', 'systemRole', 'enabled']);
    expect(JSON.stringify(myProfileRequest(profile))).toBe(JSON.stringify(profile));
  });
  it('sends the new password and its confirmation when one is given', () => {
    expect(myProfileRequest({ ...profile, password: 'nova-senha', passwordConfirmation: 'nova-senha' })).toEqual({
      ...profile,
      password: 'nova-senha',
      passwordConfirmation: 'nova-senha',
    });
  });
});

describe('own user type', () => {
  it('may be changed only by the super-role and ADMIN', () => {
    expect(accessRoles.filter(canChangeOwnRole)).toEqual([brand.roleCode, 'ADMIN']);
  });
  it('offers client roles to client users and staff roles to staff', () => {
    expect(profileRoleOptions('ADMIN')).toEqual(['ADMIN', 'USER']);
    expect(profileRoleOptions('USER')).toEqual(['ADMIN', 'USER']);
    expect(profileRoleOptions(brand.roleCode)).toEqual([brand.roleCode, 'EDITOR', 'AFFINITY']);
  });
});
