import {
  type NotificationListResponse,
  notificationListResponse,
  notificationPaths,
  notificationReadAllResponse,
  notificationReadResponse,
  notificationTexts,
} from '@product/api/contract';
import { type AccessRole, authTexts, brand, permissionCodes } from '@product/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAreaTexts } from '../client-area/context';
import { activityLogs, notifications } from '../db/schema';
import { expectError, send, tampered } from '../testing/accounts-world';
import { type ClientWorld, insertTestCompany, openClientWorld } from '../testing/client-world';
import { databaseKinds, tokenFor } from '../testing/harness';

const invalidSession = 'Sessão inválida ou expirada. Entre novamente.';
const allButLicenses = permissionCodes.filter((code) => code !== 'GET_LICENSES');

describe.each(databaseKinds)('notifications on %s', (kind) => {
  let world: ClientWorld;
  let alfa: number;
  let beta: number;
  const ids = { alfaAlert: 0, betaAlert: 0, notice: 0, foreign: 0 };
  const list = (token: string | null, query = '') =>
    world.app.request(`${notificationPaths.list}${query}`, send('GET', token));
  const markOne = (token: string | null, id: number | string) =>
    world.app.request(notificationPaths.one(id), send('PUT', token));
  const markAll = (token: string | null) => world.app.request(notificationPaths.list, send('PUT', token));
  async function listOf(token: string, query = ''): Promise<NotificationListResponse> {
    const response = await list(token, query);
    expect(response.status).toBe(200);
    return notificationListResponse.parse(await response.json());
  }
  const idsOf = async (token: string) => (await listOf(token)).items.map((item) => item.id);

  async function insertNotification(values: typeof notifications.$inferInsert): Promise<number> {
    const [row] = await world.db.insert(notifications).values(values).returning({ id: notifications.id });
    if (!row) throw new Error('notification not inserted');
    return row.id;
  }

  beforeAll(async () => {
    world = await openClientWorld(kind);
    const norte = world.accounts.norte.id;
    alfa = (await insertTestCompany(world.db, norte, { name: 'Alfa', establishments: [{ cnpj: '11222333000181' }] }))
      .companyId;
    beta = (await insertTestCompany(world.db, norte, { name: 'Beta', establishments: [{ cnpj: '22333444000160' }] }))
      .companyId;
    const oficina = await insertTestCompany(world.db, world.accounts.sul.id, {
      name: 'Oficina',
      establishments: [{ cnpj: '66777888000190' }],
    });
    ids.notice = await insertNotification({
      clientId: norte,
      type: 'info',
      title: 'Bem-vindo',
      description: 'A sua conta está pronta.',
      createdAt: new Date('2026-11-20T09:00:00Z'),
    });
    ids.alfaAlert = await insertNotification({
      clientId: norte,
      companyId: alfa,
      type: 'alert',
      title: 'Licença expirando',
      description: 'Alvará: vence em 10 dias (02/12/2026).',
      registrationCode: '11222333000181',
      createdAt: new Date('2026-11-22T09:00:00Z'),
    });
    ids.betaAlert = await insertNotification({
      clientId: norte,
      companyId: beta,
      type: 'alert',
      title: 'Licença vencida',
      description: 'Alvará: venceu em 20/11/2026.',
      registrationCode: '22333444000160',
      createdAt: new Date('2026-11-21T09:00:00Z'),
    });
    ids.foreign = await insertNotification({
      clientId: world.accounts.sul.id,
      companyId: oficina.companyId,
      type: 'alert',
      title: 'Licença vencida',
      description: 'Alvará: venceu em 01/11/2026.',
      registrationCode: '66777888000190',
      createdAt: new Date('2026-11-22T10:00:00Z'),
    });
  });
  afterAll(async () => {
    await world?.close();
  });

  describe('GET the list', () => {
    it('lists the account’s notifications newest first, with the company and the read state', async () => {
      expect(await listOf(world.tokens.ADMIN)).toEqual({
        total: 3,
        items: [
          {
            id: ids.alfaAlert,
            type: 'alert',
            title: 'Licença expirando',
            description: 'Alvará: vence em 10 dias (02/12/2026).',
            name: 'Alfa',
            registration_code: '11222333000181',
            created_at: '2026-11-22T09:00:00.000Z',
            is_read: false,
          },
          {
            id: ids.betaAlert,
            type: 'alert',
            title: 'Licença vencida',
            description: 'Alvará: venceu em 20/11/2026.',
            name: 'Beta',
            registration_code: '22333444000160',
            created_at: '2026-11-21T09:00:00.000Z',
            is_read: false,
          },
          {
            id: ids.notice,
            type: 'info',
            title: 'Bem-vindo',
            description: 'A sua conta está pronta.',
            name: null,
            registration_code: null,
            created_at: '2026-11-20T09:00:00.000Z',
            is_read: false,
          },
        ],
      });
    });

    it('pages with page and limit; total counts them all', async () => {
      const second = await listOf(world.tokens.ADMIN, '?page=1&limit=2');
      expect(second.total).toBe(3);
      expect(second.items.map((item) => item.id)).toEqual([ids.notice]);
      expect((await listOf(world.tokens.ADMIN, '?page=9&limit=2')).items).toEqual([]);
      expect((await listOf(world.tokens.ADMIN, '/?limit=1')).items.map((item) => item.id)).toEqual([ids.alfaAlert]);
    });

    it.each([
      ['?limit=0', notificationTexts.limitInvalid],
      ['?limit=501', notificationTexts.limitInvalid],
      ['?limit=dez', notificationTexts.limitInvalid],
      ['?page=-1', notificationTexts.pageInvalid],
      ['?page=1.5', notificationTexts.pageInvalid],
    ])('answers 400 to %s', async (query, message) => {
      await expectError(await list(world.tokens.ADMIN, query), 400, message);
    });

    it.each([brand.roleCode, 'EDITOR', 'ADMIN'] as const)(
      'shows %s every notification of the account',
      async (role) => {
        expect(await idsOf(world.tokens[role])).toEqual([ids.alfaAlert, ids.betaAlert, ids.notice]);
      },
    );

    it.each(['PARTNER', 'PROVIDER', 'BUSINESS'] as const)(
      'shows %s, who may not open the licences, no licence alert',
      async (role) => {
        expect(await idsOf(world.tokens[role])).toEqual([ids.notice]);
      },
    );

    it('shows a USER the alerts of assigned companies only, and only with GET_LICENSES', async () => {
      const withCode = await world.userWith(['GET_LICENSES'], [alfa]);
      expect(await idsOf(withCode.token)).toEqual([ids.alfaAlert, ids.notice]);
      const withoutCode = await world.userWith(allButLicenses, [alfa, beta]);
      expect(await idsOf(withoutCode.token)).toEqual([ids.notice]);
      expect(await idsOf(world.tokens.USER)).toEqual([ids.notice]);
    });

    it("shows the foreign tenant only its own account's", async () => {
      expect(await idsOf(world.foreignAdmin.token)).toEqual([ids.foreign]);
    });

    it("refuses AFFINITY inside another group's account and staff who entered none", async () => {
      await expectError(await list(world.tokens.AFFINITY), 403, authTexts.forbiddenDescription);
      await expectError(await list(world.staffWithoutClient), 403, clientAreaTexts.noClient);
    });

    it('answers 401 without a token, with a tampered one and with an expired one', async () => {
      await expectError(await list(null), 401, invalidSession);
      await expectError(await list(tampered(world.tokens.ADMIN)), 401, invalidSession);
      const expired = await tokenFor(world.people.ADMIN, 'ADMIN', {
        clientId: world.accounts.norte.id,
        now: Math.floor(Date.now() / 1000) - 13 * 60 * 60,
      });
      await expectError(await list(expired), 401, invalidSession);
    });
  });

  describe('PUT one read', () => {
    const readLogs = (userId: number, id: number) =>
      world.db
        .select({ details: activityLogs.actionDetails, clientId: activityLogs.clientId })
        .from(activityLogs)
        .where(
          and(
            eq(activityLogs.action, 'notification.read'),
            eq(activityLogs.userId, userId),
            eq(activityLogs.entityId, id),
          ),
        );

    it('marks it read for the caller only, once, and logs it', async () => {
      const response = await markOne(world.tokens.ADMIN, ids.betaAlert);
      expect(response.status).toBe(200);
      expect(notificationReadResponse.parse(await response.json())).toEqual({ message: notificationTexts.markedRead });
      const mine = await listOf(world.tokens.ADMIN);
      expect(mine.items.find((item) => item.id === ids.betaAlert)?.is_read).toBe(true);
      expect(mine.items.find((item) => item.id === ids.alfaAlert)?.is_read).toBe(false);
      const editors = await listOf(world.tokens.EDITOR);
      expect(editors.items.find((item) => item.id === ids.betaAlert)?.is_read).toBe(false);

      const again = await markOne(world.tokens.ADMIN, ids.betaAlert);
      expect(notificationReadResponse.parse(await again.json())).toEqual({ message: notificationTexts.markedRead });
      expect(await readLogs(world.people.ADMIN.id, ids.betaAlert)).toEqual([
        {
          details: `Marcou como lida a notificação 'Licença vencida' (ID ${ids.betaAlert})`,
          clientId: world.accounts.norte.id,
        },
      ]);
    });

    it('lets staff who entered the account mark it for themselves', async () => {
      const response = await markOne(world.tokens.EDITOR, ids.notice);
      expect(response.status).toBe(200);
      expect((await listOf(world.tokens.EDITOR)).items.find((item) => item.id === ids.notice)?.is_read).toBe(true);
      expect((await listOf(world.tokens.ADMIN)).items.find((item) => item.id === ids.notice)?.is_read).toBe(false);
    });

    it("answers 404 for another account's notification, an unknown one and one the caller may not see", async () => {
      await expectError(await markOne(world.tokens.ADMIN, ids.foreign), 404, notificationTexts.notFound);
      await expectError(await markOne(world.tokens.ADMIN, 999_999), 404, notificationTexts.notFound);
      await expectError(await markOne(world.tokens.ADMIN, 99_999_999_999), 404, notificationTexts.notFound);
      const onlyAlfa = await world.userWith(['GET_LICENSES'], [alfa]);
      await expectError(await markOne(onlyAlfa.token, ids.betaAlert), 404, notificationTexts.notFound);
      await expectError(await markOne(world.tokens.PROVIDER, ids.alfaAlert), 404, notificationTexts.notFound);
      expect(await readLogs(onlyAlfa.user.id, ids.betaAlert)).toEqual([]);
    });

    it('answers 400 to an id that is not one', async () => {
      await expectError(await markOne(world.tokens.ADMIN, 'abc'), 400, 'ID inválido.');
    });

    it('lets a USER mark an alert of an assigned company', async () => {
      const onlyAlfa = await world.userWith(['GET_LICENSES'], [alfa]);
      expect((await markOne(onlyAlfa.token, ids.alfaAlert)).status).toBe(200);
      expect((await listOf(onlyAlfa.token)).items.map((item) => [item.id, item.is_read])).toEqual([
        [ids.alfaAlert, true],
        [ids.notice, false],
      ]);
    });

    it.each(['PARTNER', 'PROVIDER', 'BUSINESS'] as const satisfies readonly AccessRole[])(
      'lets %s mark an account-wide notice',
      async (role) => {
        expect((await markOne(world.tokens[role], ids.notice)).status).toBe(200);
      },
    );

    it('refuses AFFINITY (another group), staff outside a client and bad tokens', async () => {
      await expectError(await markOne(world.tokens.AFFINITY, ids.notice), 403, authTexts.forbiddenDescription);
      await expectError(await markOne(world.staffWithoutClient, ids.notice), 403, clientAreaTexts.noClient);
      await expectError(await markOne(null, ids.notice), 401, invalidSession);
      await expectError(await markOne(tampered(world.tokens.ADMIN), ids.notice), 401, invalidSession);
    });
  });

  describe('PUT all read', () => {
    it('marks every notification the caller sees, once', async () => {
      const user = await world.userWith(['GET_LICENSES'], [beta]);
      const first = await markAll(user.token);
      expect(first.status).toBe(200);
      expect(notificationReadAllResponse.parse(await first.json())).toEqual({
        message: notificationTexts.allMarkedRead,
        updated: 2,
      });
      expect((await listOf(user.token)).items.every((item) => item.is_read)).toBe(true);
      const second = notificationReadAllResponse.parse(await (await markAll(user.token)).json());
      expect(second.updated).toBe(0);
      // The alert of Alfa, not assigned to this USER, stays unread for everybody else.
      const logs = await world.db
        .select({ details: activityLogs.actionDetails })
        .from(activityLogs)
        .where(and(eq(activityLogs.action, 'notification.read_all'), eq(activityLogs.userId, user.user.id)));
      expect(logs).toEqual([{ details: 'Marcou 2 notificações como lidas' }]);
    });

    it('leaves other people and other accounts alone', async () => {
      const response = await markAll(world.foreignAdmin.token);
      expect(notificationReadAllResponse.parse(await response.json()).updated).toBe(1);
      const fresh = await world.userWith(['GET_LICENSES'], [alfa, beta]);
      expect((await listOf(fresh.token)).items.map((item) => item.is_read)).toEqual([false, false, false]);
    });

    it('refuses bad tokens and AFFINITY in another group', async () => {
      await expectError(await markAll(null), 401, invalidSession);
      await expectError(await markAll(tampered(world.tokens.ADMIN)), 401, invalidSession);
      await expectError(await markAll(world.tokens.AFFINITY), 403, authTexts.forbiddenDescription);
    });
  });

  it('answers the latest 100 by default', async () => {
    const norte = world.accounts.norte.id;
    await world.db.insert(notifications).values(
      Array.from({ length: 110 }, (_, index) => ({
        clientId: norte,
        type: 'info' as const,
        title: `Aviso ${index}`,
        description: 'Aviso em massa.',
        createdAt: new Date(Date.UTC(2026, 10, 23, 0, index)),
      })),
    );
    const answer = await listOf(world.tokens.ADMIN);
    expect(answer.total).toBe(113);
    expect(answer.items).toHaveLength(100);
    expect(answer.items[0]?.title).toBe('Aviso 109');
  });
});
