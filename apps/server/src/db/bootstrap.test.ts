import { createHash } from 'node:crypto';
import { apiPaths, calendarPaths, loginResponse, sessionClaims } from '@product/api/contract';
import { brand } from '@product/domain';
import { count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  databaseKinds,
  insertAccount,
  insertGroup,
  jsonPost,
  openTestDatabase,
} from '../testing/harness';
import { bootstrap, providerAccountId } from './bootstrap';
import type { DatabaseHandle } from './database';
import { calendarFeeds, clients, cnaes, groups, users } from './schema';

describe.each(databaseKinds)('bootstrap on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await openTestDatabase(kind);
  });
  afterEach(async () => {
    await handle?.close();
  });

  const login = (username: string, password: string) =>
    createTestApp(handle.db).request(apiPaths.login, jsonPost({ username, password }));

  it('is idempotent: group 1, the provider account and one administrator', async () => {
    const admin = { email: 'Admin@Empresa.Test', password: 'primeira-senha' };
    const silent = () => {};
    await bootstrap(handle.db, { admin, print: silent });
    await bootstrap(handle.db, { admin, print: silent });

    expect(await handle.db.select({ id: groups.id, name: groups.name }).from(groups)).toEqual([
      { id: 1, name: brand.name },
    ]);
    expect(
      await handle.db
        .select({
          id: clients.id,
          name: clients.name,
          type: clients.type,
          groupId: clients.groupId,
          enabled: clients.enabled,
        })
        .from(clients),
    ).toEqual([{ id: providerAccountId, name: brand.name, type: 'BUSINESS', groupId: 1, enabled: true }]);
    const rows = await handle.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'admin@empresa.test',
      accessRole: brand.roleCode,
      clientId: providerAccountId,
      enabled: true,
    });
    expect(rows[0]?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login('admin@empresa.test', 'primeira-senha')).status).toBe(200);
  });

  it('keeps the serial sequences past the rows it inserts with fixed ids', async () => {
    await bootstrap(handle.db, { admin: null, print: () => {} });
    expect(await insertGroup(handle.db, 'Grupo Novo')).toBe(2);
    const [account] = await handle.db
      .insert(clients)
      .values({ name: 'Nova', type: 'CLIENT', groupId: 2 })
      .returning({ id: clients.id });
    expect(account?.id).toBe(2);
  });

  it('follows a changed ADMIN_PASSWORD and re-enables the administrator', async () => {
    const email = 'admin@empresa.test';
    await bootstrap(handle.db, { admin: { email, password: 'primeira-senha' } });
    // A calendar link of the administrator's, made before (see calendar/tokens.ts).
    const feedToken = 'A'.repeat(43);
    const [admin] = await handle.db.select().from(users);
    await handle.db.insert(calendarFeeds).values({
      userId: admin?.id ?? 0,
      clientId: providerAccountId,
      tokenHash: createHash('sha256').update(feedToken).digest('hex'),
      tokenSeed: 'semente',
    });
    const feed = () => createTestApp(handle.db).request(calendarPaths.feed(feedToken));
    expect((await feed()).status).toBe(200);
    await handle.db.update(users).set({ enabled: false }).where(eq(users.email, email));
    const [before] = await handle.db.select().from(users);

    await bootstrap(handle.db, { admin: { email, password: 'segunda-senha' } });
    const [after] = await handle.db.select().from(users);
    expect(after?.id).toBe(before?.id);
    expect(after?.enabled).toBe(true);
    // As when staff set a password: the old calendar link does not come back.
    expect((await feed()).status).toBe(404);
    expect(after?.passwordHash).not.toBe(before?.passwordHash);
    expect((await login(email, 'primeira-senha')).status).toBe(401);
    expect((await login(email, 'segunda-senha')).status).toBe(200);

    // The same password again leaves the stored hash alone.
    await bootstrap(handle.db, { admin: { email, password: 'segunda-senha' } });
    const [unchanged] = await handle.db.select().from(users);
    expect(unchanged?.passwordHash).toBe(after?.passwordHash);
  });

  it('lets the ADMIN_EMAIL administrator sign in again whatever locked them out', async () => {
    const admin = { email: 'admin@empresa.test', password: 'senha-do-admin' };
    await bootstrap(handle.db, { admin });
    const elsewhere = await insertAccount(handle.db, { name: 'Outra', groupId: await insertGroup(handle.db, 'Outro') });
    // What an older version let staff do, or a hand-made SQL change.
    await handle.db.update(clients).set({ enabled: false }).where(eq(clients.id, providerAccountId));
    await handle.db
      .update(users)
      .set({ enabled: false, accessRole: 'EDITOR', clientId: elsewhere })
      .where(eq(users.email, admin.email));
    const refused = await login(admin.email, admin.password);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: 'Usuário desativado. Entre em contato com o administrador.' });

    await bootstrap(handle.db, { admin });
    const response = await login(admin.email, admin.password);
    expect(response.status).toBe(200);
    const claims = sessionClaims.parse(decodeJwt(loginResponse.parse(await response.json()).access_token));
    expect(claims.access_role).toBe(brand.roleCode);
    expect(claims.current_client_id).toBe(providerAccountId);
    const [provider] = await handle.db.select().from(clients).where(eq(clients.id, providerAccountId));
    expect(provider?.enabled).toBe(true);
  });

  it('enables the provider account on every start, with or without ADMIN_EMAIL', async () => {
    await bootstrap(handle.db, { admin: null, print: () => {} });
    await handle.db.update(clients).set({ enabled: false }).where(eq(clients.id, providerAccountId));
    await bootstrap(handle.db, { admin: null, print: () => {} });
    const [provider] = await handle.db.select().from(clients).where(eq(clients.id, providerAccountId));
    expect(provider).toMatchObject({ enabled: true, name: brand.name, type: 'BUSINESS', groupId: 1 });
  });

  it('creates a default administrator with a random password, printed once', async () => {
    const printed: string[] = [];
    const print = (text: string) => printed.push(text);
    const first = await bootstrap(handle.db, { admin: null, print });
    const second = await bootstrap(handle.db, { admin: null, print });

    expect(second.createdAdmin).toBeNull();
    expect(first.createdAdmin?.email).toBe(brand.defaultAdminEmail);
    const password = first.createdAdmin?.password ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain(`E-mail: ${brand.defaultAdminEmail}`);
    expect(printed[0]).toContain(`Senha:  ${password}`);
    expect(await handle.db.select({ email: users.email }).from(users)).toEqual([{ email: brand.defaultAdminEmail }]);

    const response = await login(brand.defaultAdminEmail, password);
    expect(response.status).toBe(200);
    const claims = sessionClaims.parse(decodeJwt(loginResponse.parse(await response.json()).access_token));
    expect(claims.access_role).toBe(brand.roleCode);
  });

  it('creates no default administrator when ADMIN_EMAIL made one before', async () => {
    const printed: string[] = [];
    await bootstrap(handle.db, { admin: { email: 'dono@empresa.test', password: 'senha-do-dono' } });
    const result = await bootstrap(handle.db, { admin: null, print: (text) => printed.push(text) });
    expect(result.createdAdmin).toBeNull();
    expect(printed).toEqual([]);
    expect(await handle.db.select({ email: users.email }).from(users)).toEqual([{ email: 'dono@empresa.test' }]);
  });

  it('seeds the CNAE catalogue on the first start only, and never over existing rows', async () => {
    await bootstrap(handle.db, { admin: null, print: () => {} });
    expect(await handle.db.select({ total: count() }).from(cnaes)).toEqual([{ total: 1332 }]);
    await handle.db.delete(cnaes).where(eq(cnaes.codeClass, '4711-3/02'));
    await bootstrap(handle.db, { admin: null, print: () => {} });
    expect(await handle.db.select({ total: count() }).from(cnaes)).toEqual([{ total: 1331 }]);
  });
});
