import { describe, expect, it } from 'vitest';
import { loginFormSchema } from './auth';

const messagesOf = (input: unknown) => {
  const result = loginFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('loginFormSchema (spec 1 §5)', () => {
  it('accepts a valid login and normalises the e-mail', () => {
    expect(loginFormSchema.parse({ email: ' Ana@Empresa.COM ', password: '123456' })).toEqual({
      email: 'ana@empresa.com',
      password: '123456',
    });
  });
  it('requires the e-mail and the password', () => {
    expect(messagesOf({ email: '', password: '' })).toEqual([
      'email: Email obrigatório',
      'password: Senha obrigatória',
    ]);
  });
  it('rejects an invalid e-mail and a short password', () => {
    expect(messagesOf({ email: 'ana@', password: '12345' })).toEqual([
      'email: Email inválido',
      'password: Mínimo de 6 caracteres',
    ]);
  });
  it('accepts exactly six characters', () => {
    expect(messagesOf({ email: 'a@b.co', password: '123456' })).toEqual([]);
  });
});
