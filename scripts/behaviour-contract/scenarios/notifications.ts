// The dashboard's notifications: newest first with pages, licence alerts only
// for whoever may open the licences, read per person, mark all, refusals.
import { notificationListResponse, notificationPaths } from '@product/api/contract';
import { seedNotificationMocks } from '@product/api/mocks';
import { beforeAll, describe, it } from 'vitest';
import { expectSameBehaviour, server } from '../context';
import { notificationRows } from '../server-support';

export function describeBehaviour(): void {
  describe('notifications (client area)', () => {
    const ids: number[] = [];
    beforeAll(async () => {
      const { db, accounts } = server().world;
      const clientId = accounts.norte.id;
      // Account-wide rows (no company), so a USER's assignments play no part.
      const rows = await db
        .insert(notificationRows)
        .values([
          {
            clientId,
            type: 'info',
            title: 'Quimera: novidade',
            description: 'Um aviso para a conta.',
            createdAt: new Date('2026-11-18T09:00:00Z'),
          },
          {
            clientId,
            type: 'alert',
            title: 'Quimera: licença expirando',
            description: 'Alvará: vence em 15 dias.',
            registrationCode: '11222333000181',
            createdAt: new Date('2026-11-20T09:00:00Z'),
          },
          {
            clientId,
            type: 'info',
            title: 'Quimera: aviso do mesmo instante',
            description: 'Empata com o alerta pela data.',
            createdAt: new Date('2026-11-20T09:00:00Z'),
          },
          {
            clientId,
            type: 'alert',
            title: 'Quimera: licença vencida',
            description: 'Licença sanitária: venceu ontem.',
            registrationCode: '22333444000160',
            createdAt: new Date('2026-11-21T09:00:00Z'),
          },
        ])
        .returning({ id: notificationRows.id });
      ids.push(...rows.map((row) => row.id));
      // The mocks start from the server's rows, as staff see them (nobody has read any yet).
      const listed = await server().send('GET', notificationPaths.list, 'staff');
      seedNotificationMocks(notificationListResponse.parse(listed.body).items);
    });

    it('answer like the server: list with pages, who sees alerts, read per person, mark all, refusals', async () => {
      await expectSameBehaviour(async (api) => {
        const [info = 0, alert = 0] = ids;
        const list = notificationPaths.list;
        await api.call('list, newest first', 'GET', list);
        await api.call('page 1', 'GET', `${list}?limit=3`);
        await api.call('page 2', 'GET', `${list}?limit=3&page=1`);
        await api.call('past the end', 'GET', `${list}?page=9`);
        await api.call('a bad page', 'GET', `${list}?page=-1`);
        await api.call('a limit too large', 'GET', `${list}?limit=501`);
        await api.call('a PARTNER sees no alerts', 'GET', list, { as: 'partner' });
        await api.call('a USER without GET_LICENSES sees no alerts', 'GET', list, { as: { user: ['GET_COMPANY'] } });
        await api.call('a USER with GET_LICENSES sees them', 'GET', list, { as: { user: ['GET_LICENSES'] } });
        await api.call('mark one read', 'PUT', notificationPaths.one(alert));
        await api.call('mark it read again', 'PUT', notificationPaths.one(alert));
        await api.call('read for the one who marked it', 'GET', list);
        await api.call('unread for another person', 'GET', list, { as: 'admin' });
        await api.call('an alert is not found to a PARTNER', 'PUT', notificationPaths.one(alert), { as: 'partner' });
        await api.call('a PARTNER marks a notice read', 'PUT', notificationPaths.one(info), { as: 'partner' });
        await api.call('one that is not there', 'PUT', notificationPaths.one(999_999));
        await api.call('a malformed id', 'PUT', notificationPaths.one('abc'));
        await api.call('mark all read', 'PUT', list, { as: 'admin' });
        await api.call('mark all read again', 'PUT', list, { as: 'admin' });
        await api.call('all read for them', 'GET', list, { as: 'admin' });
        await api.call('the PARTNER marks all theirs', 'PUT', list, { as: 'partner' });
        await api.call('nobody signed in', 'GET', list, { as: 'anonymous' });
        await api.call('nobody signed in marks read', 'PUT', notificationPaths.one(info), { as: 'anonymous' });
      });
    });
  });
}
