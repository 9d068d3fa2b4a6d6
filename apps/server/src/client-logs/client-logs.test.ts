import { type ClientLogListResponse, clientLogListResponse, clientLogPaths } from '@product/api/contract';
import { authTexts, brand } from '@product/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAreaTexts } from '../client-area/context';
import { activityLogs } from '../db/schema';
import { expectError, send, tampered } from '../testing/accounts-world';
import { type ClientWorld, openClientWorld } from '../testing/client-world';
import { databaseKinds, tokenFor } from '../testing/harness';

const invalidSession = 'Sessão inválida ou expirada. Entre novamente.';

describe.each(databaseKinds)('GET /api/v1/client/logs/ on %s', (kind) => {
  let world: ClientWorld;
  const ids = { adminCreate: 0, userUpdate: 0, editorDelete: 0, adminTag: 0, foreign: 0 };
  const get = (token: string | null, query = '') =>
    world.app.request(`${clientLogPaths.list}${query}`, send('GET', token));
  async function logsOf(token: string, query = ''): Promise<ClientLogListResponse> {
    const response = await get(token, query);
    expect(response.status).toBe(200);
    return clientLogListResponse.parse(await response.json());
  }
  const idsOf = async (token: string, query = '') => (await logsOf(token, query)).items.map((item) => item.id);

  async function insertLog(values: {
    userId: number | null;
    name: string;
    email: string;
    clientId: number;
    details: string;
    at: string;
  }): Promise<number> {
    const [row] = await world.db
      .insert(activityLogs)
      .values({
        userId: values.userId,
        userName: values.name,
        userEmail: values.email,
        clientId: values.clientId,
        action: 'test.action',
        actionDetails: values.details,
        createdAt: new Date(values.at),
      })
      .returning({ id: activityLogs.id });
    if (!row) throw new Error('log not inserted');
    return row.id;
  }

  beforeAll(async () => {
    world = await openClientWorld(kind);
    const norte = world.accounts.norte.id;
    ids.adminCreate = await insertLog({
      userId: world.people.ADMIN.id,
      name: 'Ana Admin',
      email: 'admin@cliente.test',
      clientId: norte,
      details: "Criou a empresa 'Alfa' (ID 1)",
      at: '2026-11-20T10:00:00Z',
    });
    ids.userUpdate = await insertLog({
      userId: world.people.USER.id,
      name: 'Ulisses Usuário',
      email: 'user@cliente.test',
      clientId: norte,
      details: "Alterou a licença 'Alvará' (ID 7)",
      at: '2026-11-21T10:00:00Z',
    });
    ids.editorDelete = await insertLog({
      userId: world.people.EDITOR.id,
      name: 'Edna Editora',
      email: 'editor@cliente.test',
      clientId: norte,
      details: "Excluiu a empresa 'Ômega' (ID 3)",
      at: '2026-11-22T10:00:00Z',
    });
    ids.adminTag = await insertLog({
      userId: null,
      name: 'Pessoa Excluída',
      email: 'antiga@cliente.test',
      clientId: norte,
      details: "Criou a tag 'Filiais'",
      at: '2026-11-19T10:00:00Z',
    });
    ids.foreign = await insertLog({
      userId: world.foreignAdmin.user.id,
      name: 'Admin Sul',
      email: 'admin@oficina-sul.test',
      clientId: world.accounts.sul.id,
      details: "Criou a empresa 'Oficina' (ID 9)",
      at: '2026-11-22T11:00:00Z',
    });
  });
  afterAll(async () => {
    await world?.close();
  });

  it("lists the account's entries newest first, staff who entered it included", async () => {
    expect(await logsOf(world.tokens.ADMIN)).toEqual({
      items: [
        {
          id: ids.editorDelete,
          user_id: world.people.EDITOR.id,
          name: 'Edna Editora',
          email: 'editor@cliente.test',
          action_details: "Excluiu a empresa 'Ômega' (ID 3)",
          created_at: '2026-11-22T10:00:00.000Z',
        },
        {
          id: ids.userUpdate,
          user_id: world.people.USER.id,
          name: 'Ulisses Usuário',
          email: 'user@cliente.test',
          action_details: "Alterou a licença 'Alvará' (ID 7)",
          created_at: '2026-11-21T10:00:00.000Z',
        },
        {
          id: ids.adminCreate,
          user_id: world.people.ADMIN.id,
          name: 'Ana Admin',
          email: 'admin@cliente.test',
          action_details: "Criou a empresa 'Alfa' (ID 1)",
          created_at: '2026-11-20T10:00:00.000Z',
        },
        {
          id: ids.adminTag,
          user_id: null,
          name: 'Pessoa Excluída',
          email: 'antiga@cliente.test',
          action_details: "Criou a tag 'Filiais'",
          created_at: '2026-11-19T10:00:00.000Z',
        },
      ],
      total: 4,
      pages_in_range: 1,
    });
  });

  it('pages with page and limit', async () => {
    const second = await logsOf(world.tokens.ADMIN, '?page=1&limit=3');
    expect(second).toMatchObject({ total: 4, pages_in_range: 2 });
    expect(second.items.map((item) => item.id)).toEqual([ids.adminTag]);
    expect((await logsOf(world.tokens.ADMIN, '?page=5&limit=3')).items).toEqual([]);
  });

  it('searches name, e-mail and action, ignoring case and accents', async () => {
    expect(await idsOf(world.tokens.ADMIN, '?search=OMEGA')).toEqual([ids.editorDelete]);
    expect(await idsOf(world.tokens.ADMIN, '?search=usuario')).toEqual([ids.userUpdate]);
    expect(await idsOf(world.tokens.ADMIN, '?search=antiga%40')).toEqual([ids.adminTag]);
    expect(await idsOf(world.tokens.ADMIN, '?search=empresa')).toEqual([ids.editorDelete, ids.adminCreate]);
    expect(await logsOf(world.tokens.ADMIN, '?search=100%25')).toEqual({ items: [], total: 0, pages_in_range: 0 });
  });

  it.each([
    ['?limit=0', 'Limite inválido'],
    ['?limit=muitos', 'Limite inválido'],
    ['?page=-1', 'Página inválida'],
    [`?search=${'a'.repeat(256)}`, 'Máximo de 255 caracteres'],
  ])('answers 400 to %s', async (query, message) => {
    await expectError(await get(world.tokens.ADMIN, query), 400, message);
  });

  it.each([brand.roleCode, 'EDITOR', 'PARTNER', 'ADMIN', 'PROVIDER', 'BUSINESS'] as const)(
    "shows %s the whole account's log",
    async (role) => {
      expect(await idsOf(world.tokens[role])).toEqual([
        ids.editorDelete,
        ids.userUpdate,
        ids.adminCreate,
        ids.adminTag,
      ]);
    },
  );

  it('shows a USER only their own entries', async () => {
    expect(await idsOf(world.tokens.USER)).toEqual([ids.userUpdate]);
    const other = await world.userWith(['GET_USER', 'GET_COMPANY']);
    expect(await logsOf(other.token)).toEqual({ items: [], total: 0, pages_in_range: 0 });
  });

  it("shows the foreign tenant only its own account's log", async () => {
    expect(await idsOf(world.foreignAdmin.token)).toEqual([ids.foreign]);
    expect(await idsOf(world.affinityInSul)).toEqual([ids.foreign]);
  });

  it("refuses AFFINITY inside another group's account and staff who entered none", async () => {
    await expectError(await get(world.tokens.AFFINITY), 403, authTexts.forbiddenDescription);
    await expectError(await get(world.staffWithoutClient), 403, clientAreaTexts.noClient);
  });

  it('answers 401 without a token, with a tampered one and with an expired one', async () => {
    await expectError(await get(null), 401, invalidSession);
    await expectError(await get(tampered(world.tokens.ADMIN)), 401, invalidSession);
    const expired = await tokenFor(world.people.ADMIN, 'ADMIN', {
      clientId: world.accounts.norte.id,
      now: Math.floor(Date.now() / 1000) - 13 * 60 * 60,
    });
    await expectError(await get(expired), 401, invalidSession);
  });
});
