import { groupListResponse, groupPaths } from '@product/api/contract';
import { brand } from '@product/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clientSideRoles,
  expectError,
  forbiddenText,
  invalidSession,
  send,
  tampered,
  worldOfSuite,
} from '../testing/accounts-world';
import { databaseKinds, insertGroup, insertUser, tokenFor } from '../testing/harness';

describe.each(databaseKinds)('GET groups on %s', (kind) => {
  const world = worldOfSuite(kind);
  let alfa: number;
  const list = (token: string | null, path: string = groupPaths.list) => world.app.request(path, send('GET', token));
  async function groupsOf(token: string) {
    const response = await list(token);
    expect(response.status).toBe(200);
    return groupListResponse.parse(await response.json());
  }

  beforeAll(async () => {
    alfa = await insertGroup(world.handle.db, 'Alfa');
  });

  it.each(['CONFORMA', 'EDITOR'] as const)('gives %s every group, ordered by name', async (role) => {
    expect(await groupsOf(world.tokens[role])).toEqual([
      { id: alfa, name: 'Alfa' },
      { id: 1, name: brand.name },
      { id: world.groups.norte, name: 'Norte' },
      { id: world.groups.sul, name: 'Sul' },
    ]);
  });

  it('answers the same with a trailing slash', async () => {
    const response = await list(world.tokens.CONFORMA, `${groupPaths.list}/`);
    expect(groupListResponse.parse(await response.json())).toHaveLength(4);
  });

  it('gives PARTNER and AFFINITY only their own group', async () => {
    expect(await groupsOf(world.tokens.PARTNER)).toEqual([{ id: world.groups.norte, name: 'Norte' }]);
    expect(await groupsOf(world.tokens.AFFINITY)).toEqual([{ id: world.groups.sul, name: 'Sul' }]);
  });

  it('gives a PARTNER without an account no group', async () => {
    const loner = await insertUser(world.handle.db, {
      email: 'solto@teste.test',
      accessRole: 'PARTNER',
      clientId: null,
    });
    expect(await groupsOf(await tokenFor(loner, 'PARTNER'))).toEqual([]);
  });

  it.each(clientSideRoles)('answers 403 to %s', async (role) => {
    await expectError(await list(world.tokens[role]), 403, forbiddenText);
  });

  it('answers 401 without a token or with a tampered one', async () => {
    await expectError(await list(null), 401, invalidSession);
    await expectError(await list(tampered(world.tokens.USER)), 401, invalidSession);
  });
});
