import {
  errorResponse,
  passwordResetConfirmResponse,
  passwordResetPaths,
  passwordResetResponse,
  profileDeleteResponse,
  profilePath,
  profileResponse,
  profileUpdateResponse,
  sessionClaims,
  signupPath,
  signupResponse,
} from '@product/api/contract';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlers, mockCredentials, mockStaffClaims } from '.';
import { mockProfile, mockResetToken, mockTakenEmail } from './fixtures/profile';

// Every answer is parsed with the contract's schema, so the mocks cannot drift from the server.
const server = setupServer(...handlers);
const base = 'http://api.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const error = (answer: { body: unknown }) => errorResponse.parse(answer.body);
const decode = (token: string) =>
  sessionClaims.parse(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')));

describe('mock fixtures', () => {
  it('are a valid profile', () => {
    expect(profileResponse.parse(mockProfile)).toEqual(mockProfile);
  });
});

describe('mock sign-up', () => {
  const valid = { name: 'Maria', email: 'maria@padaria.test', password: '123456', clientName: 'Padaria Sol' };
  it('answers 201 with the message', async () => {
    const answer = await call('POST', signupPath, valid);
    expect(answer.status).toBe(201);
    expect(signupResponse.parse(answer.body)).toEqual({
      message: 'Cadastro realizado. Você será avisado quando puder acessar a plataforma.',
    });
  });
  it('answers 409 for a registered e-mail and 400 with the field message', async () => {
    const taken = await call('POST', signupPath, { ...valid, email: mockTakenEmail });
    expect(taken.status).toBe(409);
    expect(error(taken)).toEqual({ message: 'Este email já está cadastrado.' });
    const invalid = await call('POST', signupPath, { ...valid, clientName: '' });
    expect(invalid.status).toBe(400);
    expect(error(invalid)).toEqual({ message: 'Nome da empresa ou grupo obrigatória' });
  });
});

describe('mock password reset', () => {
  it('sends instructions to a known e-mail', async () => {
    const answer = await call('POST', passwordResetPaths.request, { username: mockCredentials.username });
    expect(answer.status).toBe(200);
    expect(passwordResetResponse.parse(answer.body)).toEqual({ message: 'Instruções enviadas' });
  });
  it('answers the email-nao-existe code for an unknown e-mail', async () => {
    const answer = await call('POST', passwordResetPaths.request, { username: 'ninguem@x.test' });
    expect(answer.status).toBe(404);
    expect(error(answer)).toEqual({
      code: 'email-nao-existe',
      message: 'Não existe cadastro com este email. Confira se digitou o email correto e tente novamente.',
    });
  });
  it('confirms with the valid token only', async () => {
    const pair = { password: '123456', passwordConfirmation: '123456' };
    const ok = await call('POST', passwordResetPaths.confirm, { token: mockResetToken, ...pair });
    expect(ok.status).toBe(200);
    expect(passwordResetConfirmResponse.parse(ok.body).message).toBe('Senha redefinida. Entre com a nova senha.');
    const bad = await call('POST', passwordResetPaths.confirm, { token: 'outro', ...pair });
    expect(bad.status).toBe(400);
    expect(error(bad).message).toBe('Link de redefinição inválido ou expirado. Solicite um novo.');
    const mismatch = await call('POST', passwordResetPaths.confirm, {
      ...pair,
      token: mockResetToken,
      passwordConfirmation: 'x',
    });
    expect(error(mismatch).message).toBe('As senhas devem ser iguais.');
  });
});

describe('mock My account', () => {
  const profile = { name: 'Ana Nova', email: 'ana.nova@conforma.local', systemRole: 'EDITOR', enabled: true };
  it('refuses every call without a token', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const answer = await call(method, profilePath, method === 'PUT' ? profile : undefined);
      expect(answer.status).toBe(401);
      expect(error(answer).message).toBe('Sessão inválida ou expirada. Entre novamente.');
    }
  });
  it('reads the profile', async () => {
    const answer = await call('GET', profilePath, undefined, 'x');
    expect(profileResponse.parse(answer.body)).toEqual(mockProfile);
  });
  it('answers a new token with the new claims', async () => {
    const answer = await call('PUT', profilePath, profile, 'x');
    expect(answer.status).toBe(200);
    const claims = decode(profileUpdateResponse.parse(answer.body).access_token);
    expect(claims).toEqual({
      ...mockStaffClaims,
      name: 'Ana Nova',
      username: 'ana.nova@conforma.local',
      access_role: 'EDITOR',
    });
  });
  it('answers the server errors', async () => {
    const cases = [
      [{ ...profile, systemRole: 'ADMIN' }, 403, 'Você não pode escolher este tipo de usuário.'],
      [
        { ...profile, enabled: false },
        400,
        'Você não pode desativar a sua própria conta aqui. Peça a um administrador.',
      ],
      [{ ...profile, email: mockTakenEmail }, 409, 'Este email já está cadastrado.'],
      [{ ...profile, password: '123456', passwordConfirmation: '1234567' }, 400, 'As senhas devem ser iguais.'],
    ] as const;
    for (const [body, status, message] of cases) {
      const answer = await call('PUT', profilePath, body, 'x');
      expect(answer.status).toBe(status);
      expect(error(answer).message).toBe(message);
    }
  });
  it('deletes the account', async () => {
    const answer = await call('DELETE', profilePath, undefined, 'x');
    expect(profileDeleteResponse.parse(answer.body)).toEqual({ message: 'Conta excluída' });
  });
});
