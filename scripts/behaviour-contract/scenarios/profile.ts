// My account (read, save, the rules on one's own user, delete) and the public
// self-service calls around it (sign-up, password reset), refused callers.
import {
  type ProfileResponse,
  passwordResetPaths,
  profilePath,
  profileResponse,
  signupPath,
} from '@product/api/contract';
import {
  mockClientAdminClaims,
  mockClientUserClaims,
  mockStaffInClientClaims,
  seedProfileMocks,
} from '@product/api/mocks';
import type { PermissionCode } from '@product/domain';
import { beforeAll, describe, it } from 'vitest';
import { expectSameBehaviour, server } from '../context';

/** Tokens are signed on the server and not on the mocks: only their presence is compared. */
const tokens = new Set(['access_token']);
/** A USER of this scenario only: it deletes its own user. */
const leaving = { user: ['DELETE_CNPJ', 'UPDATE_FILES'] as PermissionCode[] };

export function describeBehaviour(): void {
  describe('My account, sign-up and password reset', () => {
    const people = {} as Record<'staff' | 'admin' | 'leaving', ProfileResponse>;
    beforeAll(async () => {
      // The mocks start from the server's people, each under the id of the mock token that calls.
      const read = async (caller: 'staff' | 'admin' | typeof leaving) =>
        profileResponse.parse((await server().send('GET', profilePath, caller)).body);
      people.staff = await read('staff');
      people.admin = await read('admin');
      people.leaving = await read(leaving);
      seedProfileMocks(
        new Map([
          [mockStaffInClientClaims.id, people.staff],
          [mockClientAdminClaims.id, people.admin],
          [mockClientUserClaims(leaving.user).id, people.leaving],
        ]),
      );
    });

    it('answer like the server: read, save, own-user rules, delete, sign-up, reset, refusals', async () => {
      await expectSameBehaviour(async (api) => {
        const admin = { name: people.admin.name, email: people.admin.email, systemRole: 'ADMIN', enabled: true };
        const asAdmin = (body: unknown) => ({ as: 'admin' as const, body });
        await api.call('staff read theirs', 'GET', profilePath);
        await api.call('a client ADMIN reads theirs', 'GET', profilePath, { as: 'admin' });
        await api.call('save a new name', 'PUT', profilePath, asAdmin({ ...admin, name: 'Quimera Perfil' }));
        await api.call('read it back', 'GET', profilePath, { as: 'admin' });
        await api.call(
          'a type the form does not offer',
          'PUT',
          profilePath,
          asAdmin({ ...admin, systemRole: 'EDITOR' }),
        );
        await api.call('a USER changes their type', 'PUT', profilePath, {
          as: leaving,
          body: { ...admin, email: people.leaving.email, systemRole: 'ADMIN' },
        });
        await api.call('switch oneself off', 'PUT', profilePath, asAdmin({ ...admin, enabled: false }));
        await api.call('another person’s e-mail', 'PUT', profilePath, asAdmin({ ...admin, email: people.staff.email }));
        await api.call('no name', 'PUT', profilePath, asAdmin({ ...admin, name: undefined }));
        await api.call('passwords that differ', 'PUT', profilePath, {
          as: 'admin',
          body: { ...admin, password: '123456', passwordConfirmation: '654321' },
        });
        await api.call('a short password', 'PUT', profilePath, {
          as: 'admin',
          body: { ...admin, password: '123', passwordConfirmation: '123' },
        });
        await api.call('save the name back', 'PUT', profilePath, asAdmin(admin));
        await api.call('a USER deletes their own user', 'DELETE', profilePath, { as: leaving });
        await api.call('their token no longer reads', 'GET', profilePath, { as: leaving });
        await api.call('nor deletes', 'DELETE', profilePath, { as: leaving });
        await api.call('nobody signed in reads', 'GET', profilePath, { as: 'anonymous' });
        await api.call('nobody signed in saves', 'PUT', profilePath, { as: 'anonymous', body: admin });
        await api.call('nobody signed in deletes', 'DELETE', profilePath, { as: 'anonymous' });
        const signup = { name: 'Quimera Cadastro', password: '123456', clientName: 'Padaria Quimera' };
        await api.call('sign up with a used e-mail', 'POST', signupPath, {
          as: 'anonymous',
          body: { ...signup, email: people.staff.email },
        });
        await api.call('sign up without a company', 'POST', signupPath, {
          as: 'anonymous',
          body: { ...signup, email: 'quimera@cadastro.test', clientName: '' },
        });
        await api.call('reset for an e-mail nobody has', 'POST', passwordResetPaths.request, {
          as: 'anonymous',
          body: { username: 'ninguem.quimera@cadastro.test' },
        });
        await api.call('reset without an e-mail', 'POST', passwordResetPaths.request, { as: 'anonymous', body: {} });
        await api.call('a link that is not valid', 'POST', passwordResetPaths.confirm, {
          as: 'anonymous',
          body: { token: 'quimera', password: '123456', passwordConfirmation: '123456' },
        });
        await api.call('new passwords that differ', 'POST', passwordResetPaths.confirm, {
          as: 'anonymous',
          body: { token: 'quimera', password: '123456', passwordConfirmation: '1234567' },
        });
      }, tokens);
    });
  });
}
