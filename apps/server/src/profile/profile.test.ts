import {
  apiPaths,
  errorResponse,
  profileDeleteResponse,
  profilePath,
  profileResponse,
  profileUpdateResponse,
  sessionClaims,
} from '@product/api/contract';
import { type AccessRole, accessRoles, brand, toWireDate } from '@product/domain';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { bootstrap, providerAccountId } from '../db/bootstrap';
import type { DatabaseHandle } from '../db/database';
import { activityLogs, clients, users } from '../db/schema';
import {
  bearer,
  createTestApp,
  databaseKinds,
  errorBodyOf,
  insertAccount,
  insertGroup,
  insertUser,
  jsonPost,
  openTestDatabase,
  type TestUser,
  tokenFor,
} from '../testing/harness';

const invalidSession = 'Sessão inválida ou expirada. Entre novamente.';
const staffHome = new Set<AccessRole>([brand.roleCode, 'EDITOR']);

describe.each(databaseKinds)('My account profile on %s', (kind) => {
  let handle: DatabaseHandle;
  let app: ReturnType<typeof createTestApp>;
  let accountId: number;
  let groupAccountId: number;
  let serial = 0;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    // The bootstrap administrator is one enabled {product} user.
    await bootstrap(handle.db, { admin: { email: 'chefe@conforma.test', password: 'senha-do-chefe' } });
    app = createTestApp(handle.db);
    const groupId = await insertGroup(handle.db, 'Norte');
    groupAccountId = await insertAccount(handle.db, { name: 'Parceiro Norte', groupId, type: 'BUSINESS' });
    accountId = await insertAccount(handle.db, { name: 'Padaria Norte', groupId });
    // The account's standing administrator, so the ADMINs these tests create may leave it.
    await insertUser(handle.db, { email: 'dona@padaria.test', accessRole: 'ADMIN', clientId: accountId });
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** A fresh user of the role in a fitting account, and a token as the login signs it. */
  async function person(role: AccessRole, options: { name?: string } = {}) {
    serial += 1;
    const clientId = staffHome.has(role)
      ? providerAccountId
      : role === 'PARTNER' || role === 'AFFINITY'
        ? groupAccountId
        : accountId;
    const user = await insertUser(handle.db, {
      email: `pessoa${serial}@conforma.test`,
      accessRole: role,
      clientId,
      name: options.name ?? `Pessoa ${serial}`,
    });
    const token = await tokenFor(user, role, { clientId, clientName: 'Conta' });
    return { user, token, clientId };
  }
  const get = (token?: string) => app.request(profilePath, token ? bearer(token) : {});
  const put = (token: string | null, body: unknown) => {
    const init = jsonPost(body);
    return app.request(profilePath, {
      ...init,
      method: 'PUT',
      headers: { ...init.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  };
  const del = (token?: string) => app.request(profilePath, { method: 'DELETE', ...(token ? bearer(token) : {}) });
  async function expectError(response: Response, status: number, message: string) {
    expect(response.status).toBe(status);
    expect(errorResponse.parse(await response.json())).toEqual(errorBodyOf(message));
  }
  const profileBody = (user: TestUser, role: AccessRole, extra: Record<string, unknown> = {}) => ({
    name: 'Nome Novo',
    email: user.email,
    systemRole: role,
    enabled: true,
    ...extra,
  });

  describe.each(accessRoles)('for the role %s', (role) => {
    it('reads, updates and deletes the own user', async () => {
      const { user, token } = await person(role, { name: 'Antes' });
      const read = await get(token);
      expect(read.status).toBe(200);
      const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
      if (!row) throw new Error('user missing');
      expect(profileResponse.parse(await read.json())).toEqual({
        id: user.id,
        name: 'Antes',
        email: user.email,
        systemRole: role,
        enabled: true,
        createdAt: toWireDate(row.createdAt),
        updatedAt: null,
      });

      const updated = await put(token, profileBody(user, role));
      expect(updated.status).toBe(200);
      const { access_token } = profileUpdateResponse.parse(await updated.json());
      expect(sessionClaims.parse(decodeJwt(access_token))).toMatchObject({
        id: user.id,
        name: 'Nome Novo',
        access_role: role,
      });

      const deleted = await del(access_token);
      expect(deleted.status).toBe(200);
      expect(profileDeleteResponse.parse(await deleted.json())).toEqual({ message: 'Conta excluída' });
      expect(await handle.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
      await expectError(await get(access_token), 401, invalidSession);
    });
  });

  it('answers 401 without a token, with a tampered one and with an expired one', async () => {
    const { user, token } = await person('USER');
    const [head, , signature] = token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...decodeJwt(token), access_role: brand.roleCode })).toString('base64url')}.${signature}`;
    const expired = await tokenFor(user, 'USER', { now: Math.floor(Date.now() / 1000) - 13 * 3600 });
    for (const bad of [undefined, forged, expired, 'lixo']) {
      await expectError(await get(bad), 401, invalidSession);
      await expectError(await put(bad ?? null, profileBody(user, 'USER')), 401, invalidSession);
      await expectError(await del(bad), 401, invalidSession);
    }
    expect(await handle.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('answers on the path with a trailing slash', async () => {
    const { token } = await person('USER');
    expect((await app.request(`${profilePath}/`, bearer(token))).status).toBe(200);
  });

  it('changes name, e-mail and password, keeps the current account of the token, and logs it', async () => {
    const { user } = await person(brand.roleCode);
    // Staff who entered a client: the new token stays in that client.
    const token = await tokenFor(user, brand.roleCode, { clientId: accountId, clientName: 'Padaria Norte' });
    const response = await put(
      token,
      profileBody(user, brand.roleCode, {
        name: '  Ana Nova ',
        email: ' ANA.NOVA@Conforma.test',
        password: 'senha-nova',
        passwordConfirmation: 'senha-nova',
      }),
    );
    expect(response.status).toBe(200);
    const claims = sessionClaims.parse(decodeJwt(profileUpdateResponse.parse(await response.json()).access_token));
    expect(claims).toMatchObject({
      id: user.id,
      uid: user.uid,
      name: 'Ana Nova',
      username: 'ana.nova@conforma.test',
      access_role: brand.roleCode,
      current_client_id: accountId,
      client_name: 'Padaria Norte',
      permission_role: [],
    });
    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ name: 'Ana Nova', email: 'ana.nova@conforma.test' });
    expect(row?.updatedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(row?.passwordHash ?? '', 'senha-nova')).toBe(true);
    const logs = await handle.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'user.profile_update'), eq(activityLogs.entityId, user.id)));
    expect(logs).toMatchObject([
      { userId: user.id, clientId: accountId, actionDetails: 'Alterou o próprio perfil (senha)' },
    ]);
    const signedIn = await app.request(
      apiPaths.login,
      jsonPost({ username: 'ana.nova@conforma.test', password: 'senha-nova' }),
    );
    expect(signedIn.status).toBe(200);
  });

  it('keeps the password when it is empty or absent', async () => {
    const { user, token } = await person('USER');
    expect((await put(token, profileBody(user, 'USER', { password: '', passwordConfirmation: '' }))).status).toBe(200);
    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row?.passwordHash ?? '', user.password)).toBe(true);
  });

  it.each(['USER', 'EDITOR', 'PARTNER', 'AFFINITY', 'PROVIDER', 'BUSINESS'] as const)(
    'does not let %s change their own user type',
    async (role) => {
      const { user, token } = await person(role);
      const other: AccessRole = role === 'USER' ? 'ADMIN' : 'USER';
      await expectError(
        await put(token, profileBody(user, other)),
        403,
        'Você não pode alterar o seu tipo de usuário.',
      );
      const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.accessRole).toBe(role);
    },
  );

  it('lets ADMIN choose only ADMIN or USER', async () => {
    const { user, token } = await person('ADMIN');
    for (const role of [brand.roleCode, 'EDITOR', 'PROVIDER'] as const) {
      await expectError(await put(token, profileBody(user, role)), 403, 'Você não pode escolher este tipo de usuário.');
    }
    const response = await put(token, profileBody(user, 'USER'));
    expect(response.status).toBe(200);
    const claims = decodeJwt(profileUpdateResponse.parse(await response.json()).access_token);
    expect(claims.access_role).toBe('USER');
    // The old token named the old role: it no longer opens anything.
    await expectError(await get(token), 401, invalidSession);
  });

  it(`lets ${brand.roleCode} choose only staff roles, and never the last one`, async () => {
    const { user, token } = await person(brand.roleCode);
    for (const role of ['ADMIN', 'USER', 'PARTNER'] as const) {
      await expectError(await put(token, profileBody(user, role)), 403, 'Você não pode escolher este tipo de usuário.');
    }
    // Disable every other {product} user: this one is the last.
    await handle.db.update(users).set({ enabled: false }).where(eq(users.accessRole, brand.roleCode));
    await handle.db.update(users).set({ enabled: true }).where(eq(users.id, user.id));
    try {
      await expectError(
        await put(token, profileBody(user, 'EDITOR')),
        409,
        `Você é o último usuário ${brand.name} ativo e não pode mudar o seu tipo de usuário.`,
      );
      await expectError(
        await del(token),
        409,
        `Você é o último usuário ${brand.name} ativo e não pode excluir a sua conta.`,
      );
      expect(await handle.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
    } finally {
      await handle.db.update(users).set({ enabled: true }).where(eq(users.accessRole, brand.roleCode));
    }
    const response = await put(token, profileBody(user, 'AFFINITY'));
    expect(response.status).toBe(200);
  });

  it('does not let a person disable themself', async () => {
    const { user, token } = await person('ADMIN');
    await expectError(
      await put(token, profileBody(user, 'ADMIN', { enabled: false })),
      400,
      'Você não pode desativar a sua própria conta aqui. Peça a um administrador.',
    );
  });

  it("refuses another user's e-mail", async () => {
    const { user, token } = await person('USER');
    await expectError(
      await put(token, profileBody(user, 'USER', { email: 'CHEFE@conforma.test' })),
      409,
      'Este email já está cadastrado.',
    );
  });

  const text = (length: number) => 'a'.repeat(length);
  it.each([
    ['no name', { name: undefined }, 'Nome obrigatório'],
    ['a 1-character name', { name: 'A' }, 'Mínimo de 2 caracteres'],
    ['a 256-character name', { name: text(256) }, 'Máximo de 255 caracteres'],
    ['an empty e-mail', { email: '' }, 'Email obrigatório'],
    ['an invalid e-mail', { email: 'ana@' }, 'Email inválido'],
    ['an unknown user type', { systemRole: 'ROOT' }, 'Tipo de usuário obrigatório'],
    ['no user type', { systemRole: undefined }, 'Tipo de usuário obrigatório'],
    ['no enabled flag', { enabled: undefined }, 'Campo obrigatório: enabled'],
    ['a 5-character password', { password: text(5), passwordConfirmation: text(5) }, 'Mínimo de 6 caracteres'],
    ['a 33-character password', { password: text(33), passwordConfirmation: text(33) }, 'Máximo de 32 caracteres'],
    ['a different confirmation', { password: '123456', passwordConfirmation: '654321' }, 'As senhas devem ser iguais.'],
    ['a missing confirmation', { password: '123456' }, 'As senhas devem ser iguais.'],
  ])('answers 400 to %s', async (_, extra, message) => {
    const { user, token } = await person('USER');
    await expectError(await put(token, profileBody(user, 'USER', extra)), 400, message);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const { token } = await person('USER');
    await expectError(await put(token, '{"name": '), 400, 'Corpo da requisição inválido.');
  });

  it('accepts the boundary lengths', async () => {
    const { user, token: first } = await person('USER');
    let token = first;
    for (const extra of [
      { name: 'Ab', password: text(6), passwordConfirmation: text(6) },
      { name: text(255), password: text(32), passwordConfirmation: text(32) },
    ]) {
      const response = await put(token, profileBody(user, 'USER', extra));
      expect(response.status).toBe(200);
      // A new password ends the other sessions, the token sent included: go on with the new one.
      token = profileUpdateResponse.parse(await response.json()).access_token;
    }
  });

  it('keeps an enabled administrator in every client account', async () => {
    const groupId = await insertGroup(handle.db, 'Sozinhos');
    const clientId = await insertAccount(handle.db, { name: 'Conta de um só', groupId });
    serial += 1;
    const admin = await insertUser(handle.db, { email: `unico${serial}@conforma.test`, accessRole: 'ADMIN', clientId });
    const token = await tokenFor(admin, 'ADMIN', { clientId, clientName: 'Conta de um só' });
    // A disabled ADMIN and a USER do not count as the account's administrator.
    await insertUser(handle.db, {
      email: `inativo${serial}@conforma.test`,
      accessRole: 'ADMIN',
      clientId,
      enabled: false,
    });
    const member = await insertUser(handle.db, {
      email: `membro${serial}@conforma.test`,
      accessRole: 'USER',
      clientId,
    });
    const lastDemote =
      'Você é o último administrador ativo desta conta e não pode mudar o seu tipo de usuário. Torne outro usuário administrador antes.';
    const lastDelete =
      'Você é o último administrador ativo desta conta e não pode excluir a sua conta. Torne outro usuário administrador antes.';
    await expectError(await put(token, profileBody(admin, 'USER')), 409, lastDemote);
    await expectError(await del(token), 409, lastDelete);
    const [row] = await handle.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ accessRole: 'ADMIN', enabled: true });
    // Staying ADMIN is fine; a USER of the account leaves freely.
    expect((await put(token, profileBody(admin, 'ADMIN'))).status).toBe(200);
    expect((await del(await tokenFor(member, 'USER', { clientId }))).status).toBe(200);

    // An account owner (BUSINESS) counts as an administrator: now the ADMIN may go.
    await insertUser(handle.db, { email: `dono${serial}@conforma.test`, accessRole: 'BUSINESS', clientId });
    const renewed = await tokenFor(admin, 'ADMIN', { clientId });
    expect((await del(renewed)).status).toBe(200);
  });

  it('deletes only the user, keeps the account and a log entry that survives the user', async () => {
    const { user, token, clientId } = await person('ADMIN');
    expect((await del(token)).status).toBe(200);
    expect(await handle.db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId))).toHaveLength(1);
    const logs = await handle.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'user.self_delete'), eq(activityLogs.entityId, user.id)));
    expect(logs).toMatchObject([
      {
        userId: null,
        userEmail: user.email,
        clientId,
        actionDetails: `Excluiu a própria conta de usuário (${user.email})`,
      },
    ]);
  });
});
