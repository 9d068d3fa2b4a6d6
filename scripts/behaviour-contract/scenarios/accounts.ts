// The admin area's accounts and groups: create (the group rules), list with
// search, filters and pages, read, update (the provider account's rules),
// delete, enter, refused callers.
import { accountListResponse, accountPaths, groupListResponse, groupPaths } from '@product/api/contract';
import { seedAccountMocks } from '@product/api/mocks';
import { providerAccountId } from '@product/domain';
import { beforeAll, describe, it } from 'vitest';
import { createdId, expectSameBehaviour, server } from '../context';

/** Tokens are signed on the server and not on the mocks: only their presence is compared. */
const tokens = new Set(['access_token']);

export function describeBehaviour(): void {
  describe('accounts and groups (admin area)', () => {
    let norteGroup = 0;
    beforeAll(async () => {
      // The mocks start from the server's accounts and groups.
      const groups = groupListResponse.parse((await server().send('GET', groupPaths.list, 'staff')).body);
      const listed = await server().send('GET', `${accountPaths.list}?limit=100000`, 'staff');
      seedAccountMocks({ accounts: accountListResponse.parse(listed.body).items, groups });
      norteGroup = groups.find((group) => group.name === 'Norte')?.id ?? 0;
    });

    it('answer like the server: create, list with search, filters and pages, update, delete, enter, refusals', async () => {
      await expectSameBehaviour(async (api) => {
        const list = accountPaths.list;
        await api.call('the groups', 'GET', groupPaths.list);
        const alfa = createdId(
          (
            await api.call('create in group 1 by default', 'POST', list, {
              body: { name: 'Quimera Contas Alfa', type: 'CLIENT' },
            })
          ).body,
        );
        const beta = createdId(
          (
            await api.call('create a provider in a group, disabled', 'POST', list, {
              body: { name: 'Quimera Contas Beta', type: 'PROVIDER', enabled: false, groupId: norteGroup },
            })
          ).body,
        );
        const gama = createdId(
          (
            await api.call('an EDITOR creates', 'POST', list, {
              as: 'editor',
              body: { name: 'Quimera Contas 100% Gama', type: 'CLIENT', groupId: norteGroup },
            })
          ).body,
        );
        await api.call('create in a group that is not there', 'POST', list, {
          body: { name: 'Quimera Sem Grupo', type: 'CLIENT', groupId: 999_999 },
        });
        await api.call('create with a short name', 'POST', list, { body: { name: 'Q', type: 'CLIENT' } });
        await api.call('create a BUSINESS account', 'POST', list, { body: { name: 'Quimera', type: 'BUSINESS' } });
        await api.call('create without a body', 'POST', list, { body: {} });
        await api.call('list page 1', 'GET', `${list}?limit=2`);
        await api.call('list page 2', 'GET', `${list}?limit=2&page=1`);
        await api.call('list past the end', 'GET', `${list}?page=40`);
        await api.call('search a name', 'GET', `${list}?search=${encodeURIComponent(' quimera CONTAS ')}`);
        await api.call('search taken literally', 'GET', `${list}?search=${encodeURIComponent('100%')}`);
        await api.call('search an id', 'GET', `${list}?search=${beta}`);
        await api.call('search an id no serial reaches', 'GET', `${list}?search=99999999999`);
        await api.call('filter providers', 'GET', `${list}?filter=PROVIDER`);
        await api.call('one group', 'GET', `${list}?group=${norteGroup}`);
        await api.call('every group but group 1, clients', 'GET', `${list}?exceptGroup=1&filter=CLIENT`);
        await api.call('a bad filter', 'GET', `${list}?filter=BUSINESS`);
        await api.call('a bad group', 'GET', `${list}?group=x`);
        await api.call('read', 'GET', accountPaths.item(alfa));
        await api.call('read one that is not there', 'GET', accountPaths.item(999_999));
        await api.call('read a malformed id', 'GET', accountPaths.item('abc'));
        await api.call('update', 'PUT', accountPaths.item(alfa), {
          body: { name: 'Quimera Contas Alfa Revista', type: 'PROVIDER', enabled: false },
        });
        await api.call('update without enabled', 'PUT', accountPaths.item(alfa), {
          body: { name: 'Quimera Contas Alfa', type: 'CLIENT' },
        });
        await api.call('read after the update', 'GET', accountPaths.item(alfa));
        const provider = accountPaths.item(providerAccountId);
        const providerRead = await api.call('the provider account', 'GET', provider);
        const { name, type } = providerRead.body as { name: string; type: string };
        await api.call('disable the provider account', 'PUT', provider, { body: { name, type, enabled: false } });
        await api.call('retype the provider account', 'PUT', provider, {
          body: { name, type: 'CLIENT', enabled: true },
        });
        await api.call('an EDITOR renames the provider account', 'PUT', provider, {
          as: 'editor',
          body: { name: 'Outro Nome', type, enabled: true },
        });
        await api.call('delete the provider account', 'DELETE', provider);
        await api.call('enter an account', 'POST', accountPaths.enter(beta));
        await api.call('enter one that is not there', 'POST', accountPaths.enter(999_999));
        await api.call('delete', 'DELETE', accountPaths.item(alfa));
        await api.call('read the deleted', 'GET', accountPaths.item(alfa));
        await api.call('delete it again', 'DELETE', accountPaths.item(alfa));
        await api.call('an EDITOR lists groups', 'GET', groupPaths.list, { as: 'editor' });
        await api.call('a client ADMIN is refused', 'GET', list, { as: 'admin' });
        await api.call('a USER is refused', 'POST', list, {
          as: { user: ['GET_COMPANY'] },
          body: { name: 'Quimera', type: 'CLIENT' },
        });
        await api.call('a client ADMIN may not list groups', 'GET', groupPaths.list, { as: 'admin' });
        await api.call('nobody signed in', 'GET', list, { as: 'anonymous' });
        await api.call('nobody signed in, groups', 'GET', groupPaths.list, { as: 'anonymous' });
        // Leave the shared world as it was for the scenarios that follow.
        await api.call('delete the provider', 'DELETE', accountPaths.item(beta));
        await api.call('delete the EDITOR’s', 'DELETE', accountPaths.item(gama));
      }, tokens);
    });
  });
}
