// The client area's activity log: pages, the search (name, e-mail, action;
// case and accents ignored), a bad query, the roles that read it (a USER only
// their own entries), nobody
// signed in — over the same entries on both sides: a few of our own written
// on the server, then the server's whole log seeded into the mocks.
import { clientLogListResponse, clientLogPaths } from '@product/api/contract';
import { seedClientLogMocks } from '@product/api/mocks';
import { beforeAll, describe, it } from 'vitest';
import { expectSameBehaviour, server } from '../context';
import { recordActivity } from '../server-support';

const list = (query: string) => `${clientLogPaths.list}?${query}`;

export function describeBehaviour(): void {
  describe('activity log (client area)', () => {
    beforeAll(async () => {
      const { world } = server();
      const clientId = world.accounts.norte.id;
      const admin = { id: world.people.ADMIN.id, name: 'Pessoa ADMIN', email: world.people.ADMIN.email, clientId };
      // A person since deleted (no id), with accents in the name.
      const former = { id: null, name: 'Joaquim Estêvão', email: 'joaquim@padaria-norte.test', clientId };
      for (const [actor, details] of [
        [admin, "Conferiu a licença 'Inspeção Quimera' nº 1"],
        [former, "Conferiu a licença 'Inspeção Quimera' nº 2"],
        [admin, "Arquivou o relatório 'Auditoria Quimera'"],
        [former, "Conferiu a licença 'Inspeção Quimera' nº 3"],
        [admin, "Conferiu a licença 'Inspeção Quimera' nº 4"],
      ] as const) {
        await recordActivity(world.db, actor, { action: 'test.quimera', details });
      }
      const listed = await server().send('GET', list('limit=100000'), 'staff');
      seedClientLogMocks(clientLogListResponse.parse(listed.body).items);
    });

    it('answer like the server: pages, search, bad queries, the roles that read it, refusals', async () => {
      await expectSameBehaviour(async (api) => {
        await api.call('page 1', 'GET', list('limit=3'));
        await api.call('page 2', 'GET', list('limit=3&page=1'));
        await api.call('search an action, accents and case ignored', 'GET', list('search=INSPECAO%20quimera&limit=2'));
        await api.call('the second page of the search', 'GET', list('search=INSPECAO%20quimera&limit=2&page=1'));
        await api.call('search a name', 'GET', list(`search=${encodeURIComponent('estevão')}`));
        await api.call('search an e-mail', 'GET', list('search=joaquim%40padaria'));
        await api.call(
          'search with spaces around',
          'GET',
          list(`search=${encodeURIComponent('  Auditoria Quimera ')}`),
        );
        await api.call('a search past the end', 'GET', list('search=quimera&page=9'));
        await api.call('a search finding nothing', 'GET', list('search=zuleica'));
        await api.call('a bad page', 'GET', list('page=x'));
        await api.call('a bad limit', 'GET', list('limit=0'));
        await api.call('a search too long', 'GET', list(`search=${'a'.repeat(256)}`));
        await api.call('the account ADMIN reads it', 'GET', list('search=quimera&limit=1'), { as: 'admin' });
        await api.call('an EDITOR inside the account reads it', 'GET', list('search=quimera&limit=1'), {
          as: 'editor',
        });
        await api.call('a PARTNER of the group reads it', 'GET', list('search=quimera&limit=1'), { as: 'partner' });
        await api.call('a USER reads only their own entries (none)', 'GET', list('limit=3'), { as: { user: [] } });
        await api.call('nobody signed in', 'GET', list('limit=3'), { as: 'anonymous' });
      });
    });
  });
}
