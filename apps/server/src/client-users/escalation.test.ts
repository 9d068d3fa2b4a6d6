import { apiPaths, clientUser, clientUserPaths, loginResponse } from '@product/api/contract';
import { type PermissionCode, permissionCodes } from '@product/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { activityLogs, userCompanies, users } from '../db/schema';
import { expectError, send } from '../testing/accounts-world';
import { clientWorldOfSuite, insertTestCompany } from '../testing/client-world';
import { databaseKinds, insertUser, jsonPost } from '../testing/harness';
import { clientUserRightsTexts } from './service';

const editMorePrivileged = 'Você não pode editar um usuário com mais permissões que as suas.';
const deleteMorePrivileged = 'Você não pode excluir um usuário com mais permissões que as suas.';
const onlyAdministratorsGrantAdmin = 'Somente um administrador pode criar ou promover administradores.';
const onlyAdministratorsManageAdministrators = 'Somente um administrador pode alterar ou excluir um administrador.';
const ownRecordLocked =
  'Você não pode alterar o seu próprio tipo de usuário, permissões, empresas ou status. Peça a um administrador.';
const notFound = 'Usuário não encontrado.';
/** The password every test user is created with (see insertUser). */
const originalPassword = 'senha-secreta';

/**
 * Privilege escalation through the client users API: a USER may edit or
 * delete only users whose codes and companies are among their own; ADMIN
 * and staff keep full rights; another account's users stay not found.
 */
describe.each(databaseKinds)('client users: no privilege escalation by a USER on %s', (kind) => {
  const world = clientWorldOfSuite(kind);
  /** Three active companies of Padaria Norte. */
  const company = { a: 0, b: 0, c: 0 };
  let serial = 0;

  beforeAll(async () => {
    const norte = world.accounts.norte.id;
    const names = { a: 'Empresa A', b: 'Empresa B', c: 'Empresa C' } as const;
    const cnpjs = { a: '11222333000181', b: '11444777000161', c: '22333444000181' } as const;
    for (const key of ['a', 'b', 'c'] as const) {
      company[key] = (
        await insertTestCompany(world.db, norte, { name: names[key], establishments: [{ cnpj: cnpjs[key] }] })
      ).companyId;
    }
  });

  const call = (method: string, path: string, token: string, body?: unknown) =>
    world.app.request(path, send(method, token, body));
  const one = clientUserPaths.one;
  const login = (username: string, password: string) =>
    world.app.request(apiPaths.login, jsonPost({ username, password }));

  async function rowOf(id: number) {
    const [row] = await world.db.select().from(users).where(eq(users.id, id));
    return row;
  }
  async function companiesOf(id: number) {
    const rows = await world.db
      .select({ id: userCompanies.companyId })
      .from(userCompanies)
      .where(eq(userCompanies.userId, id));
    return rows.map((row) => row.id).sort((x, y) => x - y);
  }
  const updateLogs = (id: number) =>
    world.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.action, 'client_user.update'), eq(activityLogs.entityId, id)));
  /** Everything an escalation could change, to compare before and after a refused call. */
  async function snapshot(id: number) {
    const row = await rowOf(id);
    if (!row) throw new Error(`user ${id} not found`);
    return {
      name: row.name,
      email: row.email,
      passwordHash: row.passwordHash,
      accessRole: row.accessRole,
      permissionRoles: [...row.permissionRoles].sort(),
      enabled: row.enabled,
      updatedAt: row.updatedAt,
      companies: await companiesOf(id),
      logs: (await updateLogs(id)).length,
    };
  }
  /** The body the edit dialog sends for the user as stored. */
  async function editBody(id: number) {
    const row = await rowOf(id);
    if (!row) throw new Error(`user ${id} not found`);
    return { name: row.name, email: row.email, systemRole: row.accessRole, enabled: row.enabled };
  }
  /** The edit dialog's PATCH of the user as stored, with `change` applied. */
  const edit = async (id: number, token: string, change: Record<string, unknown>) =>
    call('PATCH', one(id), token, { ...(await editBody(id)), ...change });
  function newEmail() {
    serial += 1;
    return `tomado${serial}@invasor.test`;
  }
  /** The probe's victim: a USER with every code and every company. */
  const privileged = () => world.userWith(permissionCodes, [company.a, company.b, company.c]);
  /** The probe's attacker: a USER with GET_USER and UPDATE_USER only. */
  const attacker = (companyIds: readonly number[] = [], extra: readonly PermissionCode[] = []) =>
    world.userWith(['GET_USER', 'UPDATE_USER', ...extra], companyIds);

  it('words the refusals in Portuguese', () => {
    expect(clientUserRightsTexts).toEqual({ editMorePrivileged, deleteMorePrivileged });
  });

  it("refuses a USER changing a more privileged user's e-mail, and changes nothing", async () => {
    const victim = await privileged();
    const { token } = await attacker();
    const before = await snapshot(victim.user.id);
    const email = newEmail();
    await expectError(await edit(victim.user.id, token, { email }), 403, editMorePrivileged);
    expect(await snapshot(victim.user.id)).toEqual(before);
    expect(before.email).toBe(victim.user.email);
    expect((await login(email, originalPassword)).status).toBe(401);
  });

  it("refuses a USER changing a more privileged user's password: the new one does not sign in", async () => {
    const victim = await privileged();
    const { token } = await attacker();
    const before = await snapshot(victim.user.id);
    const email = newEmail();
    // The probe: e-mail and password at once, then signing in as the victim.
    for (const change of [{ password: 'tomada-123' }, { email, password: 'tomada-123' }]) {
      await expectError(await edit(victim.user.id, token, change), 403, editMorePrivileged);
    }
    expect(await snapshot(victim.user.id)).toEqual(before);
    expect(await verifyPassword(before.passwordHash, 'tomada-123')).toBe(false);
    expect((await login(victim.user.email, 'tomada-123')).status).toBe(401);
    expect((await login(email, 'tomada-123')).status).toBe(401);
    // The victim still signs in with their own password.
    const own = await login(victim.user.email, originalPassword);
    expect(own.status).toBe(200);
    loginResponse.parse(await own.json());
  });

  it('refuses a USER editing a user whose companies or codes are not a subset of their own', async () => {
    const { token } = await attacker([company.a], ['GET_COMPANY']);
    const moreCompanies = await world.userWith(['GET_USER'], [company.a, company.b]);
    const otherCompany = await world.userWith([], [company.c]);
    const moreCodes = await world.userWith(['GET_USER', 'DELETE_USER'], [company.a]);
    for (const target of [moreCompanies, otherCompany, moreCodes]) {
      const before = await snapshot(target.user.id);
      await expectError(
        await edit(target.user.id, token, { name: 'Nome Invasor', email: newEmail(), password: 'tomada-123' }),
        403,
        editMorePrivileged,
      );
      // Dropping the extra codes or companies is an edit too, and is refused as well.
      await expectError(
        await edit(target.user.id, token, { permissionRole: [], companies: [] }),
        403,
        editMorePrivileged,
      );
      expect(await snapshot(target.user.id)).toEqual(before);
    }
  });

  it('still lets a USER edit a user whose codes and companies are a subset of their own', async () => {
    const { token } = await attacker([company.a, company.b], ['GET_COMPANY']);
    const subset = await world.userWith(['GET_USER'], [company.a]);
    const same = await world.userWith(['GET_USER', 'UPDATE_USER', 'GET_COMPANY'], [company.a, company.b]);
    const bare = await world.userWith([]);
    for (const target of [subset, same, bare]) {
      const email = newEmail();
      const response = await edit(target.user.id, token, { name: 'Nome Alterado', email, password: 'nova-senha-1' });
      expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
      const saved = clientUser.parse(((await response.json()) as { user: unknown }).user);
      expect(saved).toMatchObject({ id: target.user.id, name: 'Nome Alterado', email });
      expect(await rowOf(target.user.id)).toMatchObject({ name: 'Nome Alterado', email, accessRole: 'USER' });
      expect((await login(email, 'nova-senha-1')).status).toBe(200);
    }
    // Codes and companies within the editor's own may be changed too.
    const changed = await edit(subset.user.id, token, {
      permissionRole: ['GET_COMPANY'],
      companies: [{ id: company.b }],
    });
    expect(changed.status).toBe(200);
    expect((await rowOf(subset.user.id))?.permissionRoles).toEqual(['GET_COMPANY']);
    expect(await companiesOf(subset.user.id)).toEqual([company.b]);
  });

  it('never lets a USER set ADMIN on anyone or on themselves, nor edit an administrator', async () => {
    const self = await attacker([company.a]);
    const target = await world.userWith(['GET_USER'], [company.a]);
    const before = await snapshot(target.user.id);
    await expectError(
      await edit(target.user.id, self.token, { systemRole: 'ADMIN' }),
      403,
      onlyAdministratorsGrantAdmin,
    );
    expect(await snapshot(target.user.id)).toEqual(before);

    const ownBefore = await snapshot(self.user.id);
    await expectError(await edit(self.user.id, self.token, { systemRole: 'ADMIN' }), 403, ownRecordLocked);
    expect(await snapshot(self.user.id)).toEqual(ownBefore);

    for (const administrator of [world.people.ADMIN, world.people.PROVIDER, world.people.BUSINESS]) {
      const adminBefore = await snapshot(administrator.id);
      await expectError(
        await edit(administrator.id, self.token, { email: newEmail(), password: 'tomada-123' }),
        403,
        onlyAdministratorsManageAdministrators,
      );
      await expectError(
        await edit(administrator.id, self.token, { systemRole: 'USER' }),
        403,
        onlyAdministratorsManageAdministrators,
      );
      expect(await snapshot(administrator.id)).toEqual(adminBefore);
    }
  });

  it('never lets a USER grant codes or companies beyond their own, to others or to themselves', async () => {
    const self = await attacker([company.a]);
    const target = await world.userWith(['GET_USER'], [company.a]);
    const before = await snapshot(target.user.id);
    await expectError(
      await edit(target.user.id, self.token, { permissionRole: ['GET_USER', 'DELETE_USER', 'CREATE_USER'] }),
      403,
      'Você não pode conceder permissões que não possui: DELETE_USER, CREATE_USER.',
    );
    await expectError(
      await edit(target.user.id, self.token, { companies: [{ id: company.a }, { id: company.b }] }),
      400,
      `Só é possível atribuir empresas ativas desta conta. Inválidas: ${company.b}.`,
    );
    expect(await snapshot(target.user.id)).toEqual(before);

    const ownBefore = await snapshot(self.user.id);
    for (const change of [
      { permissionRole: [...permissionCodes] },
      { companies: [{ id: company.a }, { id: company.b }, { id: company.c }] },
      { enabled: false },
    ]) {
      await expectError(await edit(self.user.id, self.token, change), 403, ownRecordLocked);
    }
    expect(await snapshot(self.user.id)).toEqual(ownBefore);
  });

  it('refuses a USER with DELETE_USER deleting a more privileged user, but not one within their rights', async () => {
    const deleter = await world.userWith(['DELETE_USER'], [company.a]);
    const moreCodes = await world.userWith(['DELETE_USER', 'GET_USER']);
    const moreCompanies = await world.userWith([], [company.a, company.b]);
    for (const target of [await privileged(), moreCodes, moreCompanies]) {
      await expectError(await call('DELETE', one(target.user.id), deleter.token), 403, deleteMorePrivileged);
      expect(await rowOf(target.user.id)).toBeDefined();
    }
    await expectError(
      await call('DELETE', one(world.people.ADMIN.id), deleter.token),
      403,
      onlyAdministratorsManageAdministrators,
    );
    expect(await rowOf(world.people.ADMIN.id)).toBeDefined();
    const within = await world.userWith(['DELETE_USER'], [company.a]);
    expect((await call('DELETE', one(within.user.id), deleter.token)).status).toBe(200);
    expect(await rowOf(within.user.id)).toBeUndefined();
  });

  it('lets the ADMIN of the account and staff in it edit and delete anyone in the account', async () => {
    for (const role of ['ADMIN', 'PROVIDER', 'EDITOR'] as const) {
      const token = world.tokens[role];
      const victim = await privileged();
      const email = newEmail();
      const response = await edit(victim.user.id, token, { email, password: 'nova-senha-1' });
      expect(response.status, `${role}: ${JSON.stringify(await response.clone().json())}`).toBe(200);
      expect(await rowOf(victim.user.id)).toMatchObject({ email, accessRole: 'USER' });
      expect((await login(email, 'nova-senha-1')).status).toBe(200);
      expect((await call('DELETE', one(victim.user.id), token)).status).toBe(200);
      expect(await rowOf(victim.user.id)).toBeUndefined();
    }
    const promoted = await world.userWith(['GET_USER']);
    const response = await edit(promoted.user.id, world.tokens.ADMIN, { systemRole: 'ADMIN' });
    expect(response.status).toBe(200);
    expect((await rowOf(promoted.user.id))?.accessRole).toBe('ADMIN');
  });

  it("answers 404 for another account's users, whatever their rights", async () => {
    const { token } = await attacker([], ['DELETE_USER']);
    const foreignUser = await insertUser(world.db, {
      email: 'usuario@oficina-sul.test',
      accessRole: 'USER',
      clientId: world.accounts.sul.id,
    });
    for (const id of [world.foreignAdmin.user.id, foreignUser.id]) {
      const before = await snapshot(id);
      await expectError(
        await call('PATCH', one(id), token, {
          name: 'Nome Invasor',
          email: newEmail(),
          password: 'tomada-123',
          systemRole: 'USER',
        }),
        404,
        notFound,
      );
      await expectError(await call('DELETE', one(id), token), 404, notFound);
      await expectError(
        await call('PATCH', one(id), world.tokens.ADMIN, {
          name: 'Nome Invasor',
          email: newEmail(),
          systemRole: 'USER',
        }),
        404,
        notFound,
      );
      expect(await snapshot(id)).toEqual(before);
    }
  });
});
