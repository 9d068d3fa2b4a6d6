import { apiPaths, errorResponse, loginResponse, sessionClaims } from '@product/api/contract';
import { brand } from '@product/domain';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap, providerAccountId } from '../db/bootstrap';
import type { DatabaseHandle } from '../db/database';
import { clients, users } from '../db/schema';
import {
  createTestApp,
  databaseKinds,
  insertAccount,
  insertGroup,
  insertUser,
  jsonPost,
  openTestDatabase,
  type TestUser,
} from '../testing/harness';
import { sessionLifetimeSeconds, verifySession } from './tokens';

describe.each(databaseKinds)('POST login on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let admin: TestUser;
  let clientUser: TestUser;
  let disabledUser: TestUser;
  let userOfDisabledAccount: TestUser;
  let accountId: number;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await bootstrap(handle.db, { admin: { email: 'Chefe@Conforma.Test', password: 'senha-do-chefe' } });
    app = createTestApp(handle.db);
    const [row] = await handle.db.select().from(users).where(eq(users.email, 'chefe@conforma.test'));
    if (!row) throw new Error('admin missing');
    admin = { id: row.id, uid: row.uid, email: row.email, password: 'senha-do-chefe' };
    const groupId = await insertGroup(handle.db, 'Grupo Sul');
    accountId = await insertAccount(handle.db, { name: 'Padaria Pão Quente', groupId });
    const closedAccount = await insertAccount(handle.db, { name: 'Conta Fechada', groupId, enabled: false });
    clientUser = await insertUser(handle.db, { email: 'maria@padaria.test', accessRole: 'ADMIN', clientId: accountId });
    disabledUser = await insertUser(handle.db, {
      email: 'jose@padaria.test',
      accessRole: 'USER',
      clientId: accountId,
      enabled: false,
    });
    userOfDisabledAccount = await insertUser(handle.db, {
      email: 'ana@fechada.test',
      accessRole: 'ADMIN',
      clientId: closedAccount,
    });
  });
  afterAll(async () => {
    await handle?.close();
  });

  const post = (body: unknown) => app.request(apiPaths.login, jsonPost(body));

  async function expectError(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    expect(errorResponse.parse(await response.json())).toEqual({ message });
  }

  it('signs in staff with a token carrying exactly the session claims', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await post({ username: ' CHEFE@conforma.test ', password: 'senha-do-chefe' });
    expect(response.status).toBe(200);
    const { access_token } = loginResponse.parse(await response.json());
    expect(decodeProtectedHeader(access_token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const decoded = decodeJwt(access_token);
    expect(Object.keys(decoded).sort()).toEqual(
      [
        'access_role',
        'client_name',
        'current_client_id',
        'exp',
        'iat',
        'id',
        'name',
        'permission_role',
        // The session version (beyond the spec: auth/sessions.ts).
        'sv',
        'uid',
        'username',
      ].sort(),
    );
    const claims = sessionClaims.parse(decoded);
    expect(claims).toMatchObject({
      id: admin.id,
      uid: admin.uid,
      current_client_id: providerAccountId,
      name: 'Administrador',
      username: 'chefe@conforma.test',
      access_role: brand.roleCode,
      permission_role: [],
      client_name: brand.name,
    });
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.exp - claims.iat).toBe(sessionLifetimeSeconds);
    expect(sessionLifetimeSeconds).toBe(12 * 60 * 60);
  });

  it('signs in a client user into their own account', async () => {
    const response = await post({ username: clientUser.email, password: clientUser.password });
    expect(response.status).toBe(200);
    const { access_token } = loginResponse.parse(await response.json());
    const claims = sessionClaims.parse(decodeJwt(access_token));
    expect(claims).toMatchObject({
      id: clientUser.id,
      access_role: 'ADMIN',
      current_client_id: accountId,
      client_name: 'Padaria Pão Quente',
    });
  });

  it('signs tokens only this server verifies', async () => {
    const response = await post({ username: clientUser.email, password: clientUser.password });
    const { access_token } = loginResponse.parse(await response.json());
    expect(await verifySession(access_token, new TextEncoder().encode('x'.repeat(64)))).toBeNull();
  });

  it('rejects a wrong password', async () => {
    await expectError(
      await post({ username: admin.email, password: 'senha-errada' }),
      401,
      'Email ou senha incorretos.',
    );
  });

  it('rejects an unknown e-mail with the same message', async () => {
    await expectError(
      await post({ username: 'ninguem@conforma.test', password: 'senha-do-chefe' }),
      401,
      'Email ou senha incorretos.',
    );
  });

  it('rejects a disabled user', async () => {
    await expectError(
      await post({ username: disabledUser.email, password: disabledUser.password }),
      401,
      'Usuário desativado. Entre em contato com o administrador.',
    );
  });

  it('rejects a user whose account is disabled', async () => {
    await expectError(
      await post({ username: userOfDisabledAccount.email, password: userOfDisabledAccount.password }),
      401,
      'Usuário desativado. Entre em contato com o administrador.',
    );
  });

  it('does not reveal a disabled user to someone without the password', async () => {
    await expectError(
      await post({ username: disabledUser.email, password: 'chute' }),
      401,
      'Email ou senha incorretos.',
    );
  });

  it.each([
    ['a missing e-mail', { password: 'segredo' }, 'Email obrigatório'],
    ['an empty e-mail', { username: '  ', password: 'segredo' }, 'Email obrigatório'],
    ['an invalid e-mail', { username: 'maria-sem-arroba', password: 'segredo' }, 'Email inválido'],
    ['a missing password', { username: 'maria@padaria.test' }, 'Senha obrigatória'],
    ['an empty password', { username: 'maria@padaria.test', password: '' }, 'Senha obrigatória'],
    ['a body that is not an object', [1, 2], 'Corpo da requisição inválido.'],
  ])('answers 400 to %s', async (_, body, message) => {
    await expectError(await post(body), 400, message);
  });

  it('answers 400 to malformed JSON', async () => {
    await expectError(await post('{"username": "maria@'), 400, 'Corpo da requisição inválido.');
  });

  it('keeps disabled state in the database, not in the token', async () => {
    await handle.db.update(clients).set({ enabled: false }).where(eq(clients.id, accountId));
    await expectError(
      await post({ username: clientUser.email, password: clientUser.password }),
      401,
      'Usuário desativado. Entre em contato com o administrador.',
    );
    await handle.db.update(clients).set({ enabled: true }).where(eq(clients.id, accountId));
  });
});
