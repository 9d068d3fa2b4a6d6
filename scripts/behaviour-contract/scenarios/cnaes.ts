// The admin CNAE catalogue: create, list with search and pages, read, update,
// delete, refused callers — the mocks must answer as the server does.
import { cnaeListResponse, cnaePaths } from '@product/api/contract';
import { seedCatalogueCnaes } from '@product/api/mocks';
import { beforeAll, describe, it } from 'vitest';
import { createdId, expectSameBehaviour, server } from '../context';

export function describeBehaviour(): void {
  describe('CNAEs (admin catalogue)', () => {
    beforeAll(async () => {
      // The same catalogue on both sides: the server's seeded one.
      const listed = await server().send('GET', `${cnaePaths.list}?limit=900000`, 'staff');
      seedCatalogueCnaes(cnaeListResponse.parse(listed.body).result[0].items);
    });

    it('answer like the server: create, list with search and pages, read, update, delete, refusals', async () => {
      await expectSameBehaviour(async (api) => {
        const first = await api.call('create', 'POST', cnaePaths.list, {
          body: { codeClass: '0000001', codeDescription: 'Atividade Quimera de teste', registrationLevel: 'low_level' },
        });
        const firstId = createdId(first.body);
        const second = await api.call('create another, disabled', 'POST', cnaePaths.list, {
          body: {
            codeClass: '0000-0/02',
            codeDescription: 'Outra atividade Quimera',
            registrationLevel: 'high_level',
            enabled: false,
          },
        });
        const secondId = createdId(second.body);
        await api.call('create a taken code', 'POST', cnaePaths.list, {
          body: { codeClass: '0000-0/01', codeDescription: 'Repetida', registrationLevel: 'low_level' },
        });
        await api.call('create without a code', 'POST', cnaePaths.list, { body: { codeDescription: 'Sem código' } });
        await api.call('list page 1 of a search', 'GET', `${cnaePaths.list}?search=QUIMERA&limit=1`);
        await api.call('list page 2 of a search', 'GET', `${cnaePaths.list}?search=quimera&limit=1&page=1`);
        await api.call('list by code digits', 'GET', `${cnaePaths.list}?search=0000-0`);
        await api.call('list past the end', 'GET', `${cnaePaths.list}?search=quimera&page=5`);
        await api.call('list with a bad page', 'GET', `${cnaePaths.list}?page=x`);
        await api.call('read', 'GET', cnaePaths.one(firstId));
        await api.call('update', 'PUT', cnaePaths.one(firstId), {
          body: {
            codeClass: '0000-0/01',
            codeDescription: 'Atividade Quimera revista',
            registrationLevel: 'medium_level',
          },
        });
        await api.call('update to a taken code', 'PUT', cnaePaths.one(firstId), {
          body: { codeClass: '0000-0/02', codeDescription: 'Conflito', registrationLevel: 'low_level' },
        });
        await api.call('delete', 'DELETE', cnaePaths.one(secondId));
        await api.call('read the deleted', 'GET', cnaePaths.one(secondId));
        await api.call('read a malformed id', 'GET', cnaePaths.one('abc'));
        await api.call('an EDITOR is refused', 'GET', cnaePaths.list, { as: 'editor' });
        await api.call('a client ADMIN is refused', 'POST', cnaePaths.list, { as: 'admin', body: {} });
        await api.call('nobody signed in', 'GET', cnaePaths.list, { as: 'anonymous' });
      });
    });
  });
}
