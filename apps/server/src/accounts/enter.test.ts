import { accountListResponse, accountPaths, accountResponse, enterClientResponse } from '@product/api/contract';
import { type AccessRole, brand, staffRoles } from '@product/domain';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifySession } from '../auth/tokens';
import {
  clientSideRoles,
  expectError,
  forbiddenText,
  invalidSession,
  logsOf,
  send,
  tampered,
  worldOfSuite,
} from '../testing/accounts-world';
import { databaseKinds, insertAccount, testSecret, tokenFor } from '../testing/harness';

const notFoundText = 'Cliente não encontrado.';

describe.each(databaseKinds)('enter client on %s', (kind) => {
  const world = worldOfSuite(kind);
  const enter = (id: number | string, token: string | null) =>
    world.app.request(accountPaths.enter(id), send('POST', token));
  async function entered(id: number, role: AccessRole) {
    const response = await enter(id, world.tokens[role]);
    expect(response.status).toBe(200);
    return enterClientResponse.parse(await response.json()).access_token;
  }

  it('gives a token with the staff member’s identity and the client’s id and name', async () => {
    const id = world.accounts.padariaNorte;
    const token = await entered(id, 'CONFORMA');
    const claims = await verifySession(token, testSecret);
    const person = world.people.CONFORMA;
    expect(claims).toMatchObject({
      id: person.id,
      uid: person.uid,
      name: 'Pessoa CONFORMA',
      username: person.email,
      access_role: brand.roleCode,
      permission_role: [],
      current_client_id: id,
      client_name: 'Padaria Norte',
    });
    const decoded = decodeJwt(token);
    expect((decoded.exp ?? 0) - (decoded.iat ?? 0)).toBe(12 * 60 * 60);
  });

  it('logs the entry in the client’s log', async () => {
    const id = world.accounts.padariaSul;
    await entered(id, 'EDITOR');
    const logs = await logsOf(world, 'client.enter', id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      clientId: id,
      userId: world.people.EDITOR.id,
      userName: 'Pessoa', // the name in the acting token
      userEmail: world.people.EDITOR.email,
      entityType: 'client',
      actionDetails: `Entrou na administração do cliente 'Padaria Sul' (ID ${id})`,
    });
  });

  it('gives a token the server accepts: the account list and the account still answer', async () => {
    const token = await entered(world.accounts.padariaNorte, 'EDITOR');
    const list = await world.app.request(`${accountPaths.list}?limit=100`, send('GET', token));
    expect(list.status).toBe(200);
    expect(accountListResponse.parse(await list.json()).total).toBe(5);
    const one = await world.app.request(accountPaths.item(world.accounts.padariaSul), send('GET', token));
    expect(accountResponse.parse(await one.json()).name).toBe('Padaria Sul');
  });

  it('keeps PARTNER confined to their group with an entered token', async () => {
    const token = await entered(world.accounts.padariaNorte, 'PARTNER');
    const claims = await verifySession(token, testSecret);
    expect(claims).toMatchObject({ access_role: 'PARTNER', id: world.people.PARTNER.id, client_name: 'Padaria Norte' });
    const list = accountListResponse.parse(
      await (await world.app.request(`${accountPaths.list}?limit=100`, send('GET', token))).json(),
    );
    expect(list.items.map((item) => item.name).sort()).toEqual(['Padaria Norte', 'Parceiro Norte']);
    await expectError(await enter(world.accounts.padariaSul, token), 404, notFoundText);
  });

  it('lets staff enter a disabled account', async () => {
    const id = await insertAccount(world.handle.db, {
      name: 'Conta Inativa',
      groupId: world.groups.sul,
      enabled: false,
    });
    const token = await entered(id, 'AFFINITY');
    expect(await verifySession(token, testSecret)).toMatchObject({
      current_client_id: id,
      client_name: 'Conta Inativa',
    });
    const list = await world.app.request(accountPaths.list, send('GET', token));
    expect(list.status).toBe(200);
  });

  it.each(staffRoles)('lets %s enter an account of their reach', async (role) => {
    const id = role === 'AFFINITY' ? world.accounts.padariaSul : world.accounts.padariaNorte;
    expect((await verifySession(await entered(id, role), testSecret))?.current_client_id).toBe(id);
  });

  it.each([
    ['PARTNER', 'padariaSul'],
    ['PARTNER', 'affinitySul'],
    ['AFFINITY', 'padariaNorte'],
  ] as const)('answers 404 to %s for another group’s account (%s) and logs nothing', async (role, key) => {
    const id = world.accounts[key];
    const before = (await logsOf(world, 'client.enter', id)).length;
    await expectError(await enter(id, world.tokens[role]), 404, notFoundText);
    expect(await logsOf(world, 'client.enter', id)).toHaveLength(before);
  });

  it('answers 404 to an unknown id and 400 to a malformed one', async () => {
    for (const id of [999_999, '2147483648']) {
      await expectError(await enter(id, world.tokens.CONFORMA), 404, notFoundText);
    }
    for (const id of ['abc', '0', '-3', '0x1', '1e0']) {
      await expectError(await enter(id, world.tokens.CONFORMA), 400, 'ID de cliente inválido.');
    }
  });

  it.each(clientSideRoles)('answers 403 to %s', async (role) => {
    await expectError(await enter(world.accounts.padariaNorte, world.tokens[role]), 403, forbiddenText);
  });

  it('answers 401 without a token, with a tampered or an expired one', async () => {
    const id = world.accounts.padariaNorte;
    await expectError(await enter(id, null), 401, invalidSession);
    await expectError(await enter(id, tampered(world.tokens.ADMIN)), 401, invalidSession);
    const expired = await tokenFor(world.people.EDITOR, 'EDITOR', { now: Math.floor(Date.now() / 1000) - 13 * 3600 });
    await expectError(await enter(id, expired), 401, invalidSession);
  });
});
