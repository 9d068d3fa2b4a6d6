// The client area's users: create (codes and companies only for a USER),
// the e-mail and company refusals, what a USER may grant and whom they may
// manage, list with search and pages, update, one's own record, delete,
// refused callers — the mocks must answer as the server does.
import { type ClientUser, clientUserListResponse, clientUserPaths, companyPaths } from '@product/api/contract';
import {
  mockClientAdminClaims,
  mockClientUserClaims,
  mockStaffInClientClaims,
  seedClientUserMocks,
} from '@product/api/mocks';
import type { PermissionCode } from '@product/domain';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectSameBehaviour, fixtureCnpj, server } from '../context';
import { insertTestCompany } from '../server-support';
import type { Caller } from '../transcript';

// The USER callers of the scenario: the server creates one per set of codes on its first call.
const userWith = (...codes: PermissionCode[]) => ({ user: codes }) satisfies Caller;
const reader = userWith('GET_USER');
const grantor = userWith('GET_USER', 'CREATE_USER', 'UPDATE_USER');
const editor = userWith('GET_USER', 'UPDATE_USER');
const withoutGetUser = userWith('GET_COMPANY');
const userCallers = [reader, grantor, editor, withoutGetUser];

const adminEmail = 'admin@cliente.test';

/**
 * The server's users with the ids the mocks' sessions hold: its ADMIN (the
 * 'admin' caller) becomes the mock ADMIN's id, so one's own record is the
 * same row on both sides; a user holding one of the mock sessions' ids moves
 * to a spare one. Each world numbers ids its own way; only the links matter.
 */
function withMockSessionIds(users: readonly ClientUser[]): ClientUser[] {
  const adminId = users.find((user) => user.email === adminEmail)?.id;
  const sessionIds = new Set([mockClientAdminClaims.id, mockClientUserClaims([]).id, mockStaffInClientClaims.id]);
  let spare = 900_000;
  return users.map((user) => {
    if (user.id === adminId) return { ...user, id: mockClientAdminClaims.id };
    return sessionIds.has(user.id) ? { ...user, id: spare++ } : user;
  });
}

export function describeBehaviour(): void {
  describe('users (client area)', () => {
    const companies = { active: 0, inactive: 0 };

    beforeAll(async () => {
      const { world, send } = server();
      const clientId = world.accounts.norte.id;
      const rows = [
        { name: 'Quimera Usuários Ativa', cnpj: fixtureCnpj('81726354', 1), enabled: true },
        { name: 'Quimera Usuários Inativa', cnpj: fixtureCnpj('82736455', 1), enabled: false },
      ];
      const ids: number[] = [];
      for (const row of rows) {
        const { companyId } = await insertTestCompany(world.db, clientId, {
          name: row.name,
          enabled: row.enabled,
          establishments: [{ cnpj: row.cnpj }],
        });
        ids.push(companyId);
      }
      [companies.active = 0, companies.inactive = 0] = ids;
      // The USER callers exist on the server before the users are copied to the mocks.
      for (const caller of userCallers) await send('GET', clientUserPaths.list, caller);
      const listed = await send('GET', `${clientUserPaths.list}?limit=100000`, 'staff');
      seedClientUserMocks({
        users: withMockSessionIds(clientUserListResponse.parse(listed.body).items),
        companies: rows.map((row, index) => ({
          id: ids[index] ?? 0,
          registration_code: row.cnpj,
          name: row.name,
          enabled: row.enabled,
        })),
      });
    });

    // The companies were ours only: the scenarios after this one find the account as it was.
    afterAll(async () => {
      for (const id of [companies.active, companies.inactive]) {
        await server().send('DELETE', companyPaths.one(id), 'admin');
      }
    });

    it('answer like the server: create, grants, list with search and pages, update, own record, delete, refusals', async () => {
      const path = clientUserPaths.list;
      const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
        name: 'Quimera Um',
        email,
        password: 'segredo1',
        systemRole: 'USER',
        ...extra,
      });
      await expectSameBehaviour(async (api) => {
        const first = await api.call('create a USER with codes and companies', 'POST', path, {
          as: 'admin',
          body: newUser(' Quimera.Um@Padaria-Norte.test ', {
            permissionRole: ['GET_USER', 'GET_COMPANY', 'GET_USER'],
            companies: [{ id: companies.active }, { id: companies.active }],
          }),
        });
        const firstId = (first.body as { user: { id: number } }).user.id;
        const second = await api.call('create an ADMIN: codes and companies dropped', 'POST', path, {
          as: 'admin',
          body: {
            ...newUser('quimera.dois@padaria-norte.test', {
              systemRole: 'ADMIN',
              permissionRole: ['GET_USER'],
              companies: [{ id: companies.active }],
            }),
            name: 'Quimera Dois',
            enabled: false,
          },
        });
        const secondId = (second.body as { user: { id: number } }).user.id;
        await api.call('create with a taken e-mail', 'POST', path, {
          as: 'admin',
          body: newUser('quimera.um@padaria-norte.test'),
        });
        await api.call('create with an inactive company', 'POST', path, {
          as: 'admin',
          body: newUser('quimera.tres@padaria-norte.test', { companies: [{ id: companies.inactive }] }),
        });
        await api.call('create with a company of no account', 'POST', path, {
          as: 'admin',
          body: newUser('quimera.tres@padaria-norte.test', { companies: [{ id: 999_999 }] }),
        });
        await api.call('create with a short password', 'POST', path, {
          as: 'admin',
          body: newUser('quimera.tres@padaria-norte.test', { password: '123' }),
        });
        await api.call('create without a type', 'POST', path, {
          as: 'admin',
          body: { name: 'Quimera', email: 'quimera.tres@padaria-norte.test', password: 'segredo1' },
        });
        await api.call('a USER creates an ADMIN', 'POST', path, {
          as: grantor,
          body: newUser('quimera.tres@padaria-norte.test', { systemRole: 'ADMIN' }),
        });
        await api.call('a USER grants a code they do not hold', 'POST', path, {
          as: grantor,
          body: newUser('quimera.tres@padaria-norte.test', { permissionRole: ['GET_USER', 'DELETE_USER'] }),
        });
        await api.call('a USER gives a company that is not theirs', 'POST', path, {
          as: grantor,
          body: newUser('quimera.tres@padaria-norte.test', { companies: [{ id: companies.active }] }),
        });

        await api.call('list the first page', 'GET', `${path}?limit=2`);
        await api.call(
          'search, accents ignored, page 1',
          'GET',
          `${path}?search=${encodeURIComponent('QUÍMERA')}&limit=1`,
        );
        await api.call('search, page 2', 'GET', `${path}?search=quimera&limit=1&page=1`);
        await api.call('search an e-mail', 'GET', `${path}?search=${encodeURIComponent('quimera.um@')}`);
        await api.call('a bad page', 'GET', `${path}?page=-1`);
        await api.call('a USER sees only their own companies', 'GET', `${path}?search=quimera`, { as: reader });

        await api.call('read', 'GET', clientUserPaths.one(firstId), { as: 'admin' });
        await api.call('update: codes and companies kept when absent', 'PATCH', clientUserPaths.one(firstId), {
          as: 'admin',
          body: { name: 'Quimera Um Revista', email: 'quimera.um@padaria-norte.test', systemRole: 'USER' },
        });
        await api.call('update to a taken e-mail', 'PATCH', clientUserPaths.one(firstId), {
          as: 'admin',
          body: { name: 'Quimera Um', email: 'quimera.dois@padaria-norte.test', systemRole: 'USER' },
        });
        await api.call('update to a role the form does not offer', 'PATCH', clientUserPaths.one(firstId), {
          as: 'admin',
          body: { name: 'Quimera Um', email: 'quimera.um@padaria-norte.test', systemRole: 'BUSINESS' },
        });
        await api.call('a USER edits a USER holding more', 'PATCH', clientUserPaths.one(firstId), {
          as: editor,
          body: { name: 'Tomada', email: 'quimera.um@padaria-norte.test', systemRole: 'USER' },
        });
        await api.call(
          'update: promoted to ADMIN, codes and companies cleared',
          'PATCH',
          clientUserPaths.one(firstId),
          {
            as: 'admin',
            body: { name: 'Quimera Um', email: 'quimera.um@padaria-norte.test', systemRole: 'ADMIN', enabled: true },
          },
        );
        await api.call('a USER edits an ADMIN', 'PATCH', clientUserPaths.one(firstId), {
          as: editor,
          body: { name: 'Tomada', email: 'quimera.um@padaria-norte.test', systemRole: 'ADMIN' },
        });

        const own = await api.call('the ADMIN finds their own record', 'GET', `${path}?search=${adminEmail}`, {
          as: 'admin',
        });
        const ownId = clientUserListResponse.parse(own.body).items[0]?.id ?? 0;
        await api.call('the ADMIN changes their own type', 'PATCH', clientUserPaths.one(ownId), {
          as: 'admin',
          body: { name: 'Pessoa ADMIN', email: adminEmail, systemRole: 'USER' },
        });
        await api.call('the ADMIN renames themself', 'PATCH', clientUserPaths.one(ownId), {
          as: 'admin',
          body: { name: 'Pessoa ADMIN', email: adminEmail, systemRole: 'ADMIN' },
        });
        await api.call('the ADMIN deletes themself', 'DELETE', clientUserPaths.one(ownId), { as: 'admin' });

        await api.call('delete', 'DELETE', clientUserPaths.one(secondId), { as: 'admin' });
        await api.call('delete it again', 'DELETE', clientUserPaths.one(secondId), { as: 'admin' });
        await api.call('read the deleted', 'GET', clientUserPaths.one(secondId), { as: 'admin' });
        await api.call('a malformed id', 'GET', clientUserPaths.one('abc'), { as: 'admin' });
        await api.call('a USER without GET_USER', 'GET', path, { as: withoutGetUser });
        await api.call('a USER without DELETE_USER', 'DELETE', clientUserPaths.one(firstId), { as: reader });
        await api.call('nobody signed in', 'GET', path, { as: 'anonymous' });
        await api.call('delete the promoted ADMIN', 'DELETE', clientUserPaths.one(firstId), { as: 'admin' });
      });
    });
  });
}
