import { type AccessRole, accessRoles, authTexts, brand, type ClientRoute, permissionCodes } from '@product/domain';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients, userCompanies, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { expectError, tampered } from '../testing/accounts-world';
import { type ClientWorld, insertTestCompany, openClientWorld } from '../testing/client-world';
import { bearer, databaseKinds, insertUser, loggingDatabase, testSecret, tokenFor } from '../testing/harness';
import { type ClientEnv, clientAreaTexts, findVisibleCompany, idParam, requireClientArea } from './context';

const invalidSession = 'Sessão inválida ou expirada. Entre novamente.';
const forbiddenText = authTexts.forbiddenDescription;
const restrictedRoutes = [
  'companies/$id/licenses',
  'companies/$id/documents',
  'companies/$id/cnpjs',
] as const satisfies readonly ClientRoute[];
const openRoutes = ['companies/$id/data', 'companies', 'users', 'logs'] as const satisfies readonly ClientRoute[];
/** The roles spec 2 §2 lets into the licences, documents and CNPJs routes. */
const recordsRoles: readonly AccessRole[] = [brand.roleCode, 'EDITOR', 'ADMIN', 'USER'];

/**
 * A tiny app exercising the guard alone: every route answers the tenant the
 * guard resolved, so each test sees exactly what a real route would get.
 */
function guardApp(world: ClientWorld) {
  const deps = { db: world.db, jwtSecret: testSecret };
  const app = new Hono<ClientEnv>();
  const answer = (c: { var: ClientEnv['Variables']; json: (body: unknown, status: 200) => Response }) =>
    c.json(
      {
        clientId: c.var.tenant.clientId,
        clientName: c.var.tenant.clientName,
        userId: c.var.tenant.userId,
        accessRole: c.var.tenant.accessRole,
        permissionRoles: c.var.tenant.permissionRoles,
        companyIds: c.var.tenant.companyIds,
        actor: c.var.tenant.actor,
      },
      200,
    );
  app.get('/plain', ...requireClientArea(deps), (c) => answer(c));
  for (const route of [...restrictedRoutes, ...openRoutes]) {
    app.get(`/route/${route.replaceAll('/', '_')}`, ...requireClientArea(deps, { route }), (c) => answer(c));
  }
  for (const code of permissionCodes) {
    app.get(`/code/${code}`, ...requireClientArea(deps, { permission: code }), (c) => answer(c));
  }
  app.get('/company/:id', ...requireClientArea(deps), async (c) => {
    const company = await findVisibleCompany(world.db, c.var.tenant, idParam(c));
    return c.json({ id: company.id, name: company.name }, 200);
  });
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toJSON(), error.status);
    throw error;
  });
  return app;
}

interface TenantAnswer {
  clientId: number;
  clientName: string;
  userId: number;
  accessRole: AccessRole;
  permissionRoles: string[];
  companyIds: number[] | null;
  actor: { id: number; name: string; email: string; clientId: number };
}

describe.each(databaseKinds)('client-area guard on %s', (kind) => {
  let world: ClientWorld;
  let app: ReturnType<typeof guardApp>;
  let norteCompany: number;
  let otherNorteCompany: number;
  let sulCompany: number;

  beforeAll(async () => {
    world = await openClientWorld(kind);
    app = guardApp(world);
    norteCompany = (
      await insertTestCompany(world.db, world.accounts.norte.id, {
        name: 'Padaria Norte Matriz',
        establishments: [{ cnpj: '11222333000181' }],
      })
    ).companyId;
    otherNorteCompany = (
      await insertTestCompany(world.db, world.accounts.norte.id, {
        name: 'Padaria Norte Filial',
        establishments: [{ cnpj: '11444777000161' }],
      })
    ).companyId;
    sulCompany = (
      await insertTestCompany(world.db, world.accounts.sul.id, {
        name: 'Oficina Sul',
        establishments: [{ cnpj: '19131243000197' }],
      })
    ).companyId;
  });
  afterAll(async () => {
    await world?.close();
  });

  const call = (path: string, token?: string | null) => app.request(path, token ? bearer(token) : {});
  async function tenantOf(path: string, token: string): Promise<TenantAnswer> {
    const response = await call(path, token);
    expect(response.status).toBe(200);
    return (await response.json()) as TenantAnswer;
  }

  it('reads everything it checks in one query, for staff and for a USER with companies', async () => {
    const statements: string[] = [];
    const counted = guardApp({ ...world, db: loggingDatabase(world.db, statements) });
    const { token } = await world.userWith(['GET_COMPANY'], [norteCompany]);
    for (const caller of [token, world.tokens.ADMIN, world.tokens[brand.roleCode]]) {
      statements.length = 0;
      expect((await counted.request('/code/GET_COMPANY', bearer(caller))).status).toBe(200);
      expect(statements).toHaveLength(1);
    }
  });

  describe('the token', () => {
    it('answers 401 without a token, with a malformed one and with a tampered one', async () => {
      await expectError(await call('/plain'), 401, invalidSession);
      await expectError(await call('/plain', 'not-a-jwt'), 401, invalidSession);
      await expectError(await call('/plain', tampered(world.tokens.USER)), 401, invalidSession);
    });
    it('answers 401 to an expired token and to one signed with another secret', async () => {
      const expired = await tokenFor(world.people.ADMIN, 'ADMIN', {
        clientId: world.accounts.norte.id,
        now: Math.floor(Date.now() / 1000) - 13 * 3600,
      });
      await expectError(await call('/plain', expired), 401, invalidSession);
      const foreignSecret = await tokenFor(world.people.ADMIN, 'ADMIN', {
        clientId: world.accounts.norte.id,
        secret: new TextEncoder().encode('another-secret-another-secret-another-secret'),
      });
      await expectError(await call('/plain', foreignSecret), 401, invalidSession);
    });
    it('answers 401 when the user was disabled, their account disabled, or their role changed', async () => {
      const person = await insertUser(world.db, {
        email: 'desativada@cliente.test',
        accessRole: 'ADMIN',
        clientId: world.accounts.norte.id,
      });
      const token = await tokenFor(person, 'ADMIN', { clientId: world.accounts.norte.id });
      expect((await call('/plain', token)).status).toBe(200);

      await world.db.update(users).set({ enabled: false }).where(eq(users.id, person.id));
      await expectError(await call('/plain', token), 401, invalidSession);
      await world.db.update(users).set({ enabled: true, accessRole: 'USER' }).where(eq(users.id, person.id));
      await expectError(await call('/plain', token), 401, invalidSession);
      await world.db.update(users).set({ accessRole: 'ADMIN' }).where(eq(users.id, person.id));
      expect((await call('/plain', token)).status).toBe(200);

      await world.db.update(clients).set({ enabled: false }).where(eq(clients.id, world.accounts.norte.id));
      try {
        await expectError(await call('/plain', token), 401, invalidSession);
      } finally {
        await world.db.update(clients).set({ enabled: true }).where(eq(clients.id, world.accounts.norte.id));
      }
    });
    it('answers 401 once the user is deleted', async () => {
      const person = await insertUser(world.db, {
        email: 'excluida@cliente.test',
        accessRole: 'USER',
        clientId: world.accounts.norte.id,
      });
      const token = await tokenFor(person, 'USER', { clientId: world.accounts.norte.id });
      await world.db.delete(users).where(eq(users.id, person.id));
      await expectError(await call('/plain', token), 401, invalidSession);
    });
  });

  describe('the tenant', () => {
    it('refuses staff who have not entered a client, with the text that says so', async () => {
      await expectError(await call('/plain', world.staffWithoutClient), 403, clientAreaTexts.noClient);
    });
    it('refuses a token naming an account that does not exist', async () => {
      const token = await tokenFor(world.people.EDITOR, 'EDITOR', { clientId: 2_000_000 });
      await expectError(await call('/plain', token), 403, clientAreaTexts.noClient);
    });
    it('refuses a client role whose token names another account', async () => {
      for (const role of ['ADMIN', 'USER', 'PROVIDER', 'BUSINESS'] as const) {
        const token = await tokenFor(world.people[role], role, { clientId: world.accounts.sul.id });
        await expectError(await call('/plain', token), 403, forbiddenText);
      }
      const intoNorte = await tokenFor(world.foreignAdmin.user, 'ADMIN', { clientId: world.accounts.norte.id });
      await expectError(await call('/plain', intoNorte), 403, forbiddenText);
    });
    it('gives a client role its own account, whatever else the request says', async () => {
      const tenant = await tenantOf('/plain?client_id=999', world.tokens.ADMIN);
      expect(tenant).toMatchObject({
        clientId: world.accounts.norte.id,
        clientName: 'Padaria Norte',
        userId: world.people.ADMIN.id,
        accessRole: 'ADMIN',
        companyIds: null,
      });
      const foreign = await tenantOf('/plain', world.foreignAdmin.token);
      expect(foreign).toMatchObject({ clientId: world.accounts.sul.id, clientName: 'Oficina Sul' });
    });
    it('lets PARTNER into the accounts of its group only', async () => {
      expect(await tenantOf('/plain', world.tokens.PARTNER)).toMatchObject({
        clientId: world.accounts.norte.id,
        accessRole: 'PARTNER',
      });
      const intoSul = await tokenFor(world.people.PARTNER, 'PARTNER', { clientId: world.accounts.sul.id });
      await expectError(await call('/plain', intoSul), 403, forbiddenText);
    });
    it('lets AFFINITY into the accounts of its group only', async () => {
      await expectError(await call('/plain', world.tokens.AFFINITY), 403, forbiddenText);
      expect(await tenantOf('/plain', world.affinityInSul)).toMatchObject({
        clientId: world.accounts.sul.id,
        clientName: 'Oficina Sul',
        accessRole: 'AFFINITY',
      });
    });
    it(`lets ${brand.roleCode} and EDITOR into any account`, async () => {
      for (const role of [brand.roleCode, 'EDITOR'] as const) {
        const intoSul = await tokenFor(world.people[role], role, { clientId: world.accounts.sul.id });
        expect(await tenantOf('/plain', intoSul)).toMatchObject({ clientId: world.accounts.sul.id, accessRole: role });
      }
    });
    it('logs staff inside the account they entered, as themselves', async () => {
      const tenant = await tenantOf('/plain', world.tokens.EDITOR);
      expect(tenant.userId).toBe(world.people.EDITOR.id);
      expect(tenant.actor).toEqual({
        id: world.people.EDITOR.id,
        name: 'Pessoa',
        email: world.people.EDITOR.email,
        clientId: world.accounts.norte.id,
      });
    });
  });

  describe('the route role lists (spec 2 §2)', () => {
    const tokenOf = (role: AccessRole) => (role === 'AFFINITY' ? world.affinityInSul : world.tokens[role]);
    it.each(restrictedRoutes)('lets only %s roles of the list in', async (route) => {
      const path = `/route/${route.replaceAll('/', '_')}`;
      for (const role of accessRoles) {
        const response = await call(path, tokenOf(role));
        if (recordsRoles.includes(role)) expect(response.status, role).toBe(200);
        else await expectError(response, 403, forbiddenText);
      }
    });
    it.each(openRoutes)('lets every role into %s', async (route) => {
      for (const role of accessRoles) {
        expect((await call(`/route/${route.replaceAll('/', '_')}`, tokenOf(role))).status, role).toBe(200);
      }
    });
  });

  describe('the permission codes (spec 2 §6)', () => {
    it('lets every role but USER hold every code', async () => {
      const holders = accessRoles.filter((role) => role !== 'USER');
      for (const role of holders) {
        const token = role === 'AFFINITY' ? world.affinityInSul : world.tokens[role];
        for (const code of permissionCodes)
          expect((await call(`/code/${code}`, token)).status, `${role} ${code}`).toBe(200);
      }
    });
    it('lets a USER with every code through, and a USER without codes nowhere', async () => {
      for (const code of permissionCodes) expect((await call(`/code/${code}`, world.tokens.USER)).status).toBe(200);
      const { token } = await world.userWith([]);
      for (const code of permissionCodes) {
        await expectError(await call(`/code/${code}`, token), 403, clientAreaTexts.missingPermission);
      }
      expect((await call('/plain', token)).status).toBe(200);
    });
    it('checks each code on its own, read from the database rather than the token', async () => {
      for (const code of permissionCodes) {
        const { token } = await world.userWith([code]);
        expect((await call(`/code/${code}`, token)).status, code).toBe(200);
        const other = permissionCodes.find((candidate) => candidate !== code) ?? code;
        await expectError(await call(`/code/${other}`, token), 403, clientAreaTexts.missingPermission);
      }
    });
    it('sees a change of codes on the next call', async () => {
      const { user, token } = await world.userWith(['GET_USER']);
      expect((await call('/code/GET_USER', token)).status).toBe(200);
      await world.db.update(users).set({ permissionRoles: [] }).where(eq(users.id, user.id));
      await expectError(await call('/code/GET_USER', token), 403, clientAreaTexts.missingPermission);
    });
  });

  describe('the companies', () => {
    it("gives a USER their assigned companies and everybody else the account's", async () => {
      const { token } = await world.userWith(['GET_COMPANY'], [norteCompany]);
      expect((await tenantOf('/plain', token)).companyIds).toEqual([norteCompany]);
      expect((await tenantOf('/plain', world.tokens.USER)).companyIds).toEqual([]);
      for (const role of ['ADMIN', 'PROVIDER', 'BUSINESS', brand.roleCode, 'EDITOR', 'PARTNER'] as const) {
        expect((await tenantOf('/plain', world.tokens[role])).companyIds).toBeNull();
      }
    });
    it('sees a company unassigned on the next call', async () => {
      const { user, token } = await world.userWith([], [norteCompany, otherNorteCompany]);
      expect((await call(`/company/${otherNorteCompany}`, token)).status).toBe(200);
      await world.db
        .delete(userCompanies)
        .where(and(eq(userCompanies.userId, user.id), eq(userCompanies.companyId, otherNorteCompany)));
      await expectError(await call(`/company/${otherNorteCompany}`, token), 404, clientAreaTexts.companyNotFound);
      expect((await tenantOf('/plain', token)).companyIds).toEqual([norteCompany]);
    });
    it("finds a visible company, and answers 404 for another account's or an unassigned one", async () => {
      const { token } = await world.userWith([], [norteCompany]);
      expect(await (await call(`/company/${norteCompany}`, token)).json()).toEqual({
        id: norteCompany,
        name: 'Padaria Norte Matriz',
      });
      await expectError(await call(`/company/${otherNorteCompany}`, token), 404, clientAreaTexts.companyNotFound);
      await expectError(await call(`/company/${sulCompany}`, token), 404, clientAreaTexts.companyNotFound);
      expect((await call(`/company/${otherNorteCompany}`, world.tokens.ADMIN)).status).toBe(200);
      await expectError(await call(`/company/${sulCompany}`, world.tokens.ADMIN), 404, clientAreaTexts.companyNotFound);
      expect((await call(`/company/${sulCompany}`, world.foreignAdmin.token)).status).toBe(200);
    });
    it('answers 400 to an id that is not a positive whole number', async () => {
      for (const id of ['abc', '0', '-1', '1.5']) {
        await expectError(await call(`/company/${id}`, world.tokens.ADMIN), 400, 'ID inválido.');
      }
    });
    it('answers 404, not a database error, to an id beyond the integer range', async () => {
      for (const id of ['2147483648', '99999999999']) {
        await expectError(await call(`/company/${id}`, world.tokens.ADMIN), 404, clientAreaTexts.companyNotFound);
      }
    });
  });
});
