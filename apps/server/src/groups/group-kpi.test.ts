import { type GroupKpiRecord, groupKpiResponse, groupPaths, groupTexts } from '@product/api/contract';
import { authTexts, brand } from '@product/domain';
import { describe, expect, it } from 'vitest';
import { clientSideRoles, expectError, invalidSession, send, tampered } from '../testing/accounts-world';
import { insertTestCompany } from '../testing/client-world';
import { databaseKinds, insertAccount, insertGroup, insertUser, tokenFor } from '../testing/harness';
import { kpiSuite } from '../testing/kpi-data';

describe.each(databaseKinds)('GET groupKPI on %s', (kind) => {
  const { world, data } = kpiSuite(kind);
  const get = (token: string | null, groupId: number | string, filter?: string) =>
    world.app.request(`${groupPaths.kpi(groupId)}${filter ? `?filter=${filter}` : ''}`, send('GET', token));
  async function recordOf(token: string, groupId: number, filter?: string): Promise<GroupKpiRecord> {
    const response = await get(token, groupId, filter);
    expect(response.status).toBe(200);
    const body = groupKpiResponse.parse(await response.json());
    expect(body).toHaveLength(1);
    return body[0];
  }

  // Padaria Norte and Mercado Norte together (see insertKpiData).
  const norte: GroupKpiRecord = {
    license_in_conformity: 1,
    license_pending: 1,
    license_expired: 1,
    license_near_expiration: 1,
    license_renewing: 0,
    license_not_necessary: 1,
    total_license: 5,
    companies_active: 2,
    companies_suspended: 1,
    companies_closed: 1,
    cnpjs_low: 1,
    cnpjs_medium: 2,
    cnpjs_high: 1,
  };
  const sul: GroupKpiRecord = {
    license_in_conformity: 1,
    license_pending: 0,
    license_expired: 0,
    license_near_expiration: 0,
    license_renewing: 0,
    license_not_necessary: 0,
    total_license: 1,
    companies_active: 0,
    companies_suspended: 1,
    companies_closed: 0,
    cnpjs_low: 0,
    cnpjs_medium: 0,
    cnpjs_high: 1,
  };
  const nothing: GroupKpiRecord = {
    license_in_conformity: 0,
    license_pending: 0,
    license_expired: 0,
    license_near_expiration: 0,
    license_renewing: 0,
    license_not_necessary: 0,
    total_license: 0,
    companies_active: 0,
    companies_suspended: 0,
    companies_closed: 0,
    cnpjs_low: 0,
    cnpjs_medium: 0,
    cnpjs_high: 0,
  };

  it.each([brand.roleCode, 'EDITOR'] as const)("gives %s any group's record, over all its accounts", async (role) => {
    expect(await recordOf(world.tokens[role], data.groups.norte)).toEqual(norte);
    expect(await recordOf(world.tokens[role], data.groups.sul)).toEqual(sul);
  });

  it('counts only the accounts of one type with filter (the affinitys view counts what its list shows)', async () => {
    const group = await insertGroup(world.db, 'Tipos');
    const client = await insertAccount(world.db, { name: 'Cliente Tipos', groupId: group });
    const provider = await insertAccount(world.db, { name: 'Fornecedor Tipos', groupId: group, type: 'PROVIDER' });
    await insertTestCompany(world.db, client, {
      name: 'Ativa',
      establishments: [{ cnpj: '77888999000170', situation: 'ATIVA' }],
    });
    await insertTestCompany(world.db, provider, {
      name: 'Baixada',
      establishments: [{ cnpj: '88999000000110', situation: 'BAIXADA' }],
    });
    const situations = (record: GroupKpiRecord) => [
      record.companies_active,
      record.companies_suspended,
      record.companies_closed,
    ];
    const token = world.tokens.CONFORMA;
    expect(situations(await recordOf(token, group))).toEqual([1, 0, 1]);
    expect(situations(await recordOf(token, group, 'CLIENT'))).toEqual([1, 0, 0]);
    expect(situations(await recordOf(token, group, 'PROVIDER'))).toEqual([0, 0, 1]);
    // Norte's two accounts are CLIENT ones: the same record either way.
    expect(await recordOf(token, data.groups.norte, 'CLIENT')).toEqual(norte);
    await expectError(await get(token, group, 'BUSINESS'), 400, 'Filtro inválido');
  });

  it('gives a group without companies a record of zeros', async () => {
    const empty = await insertGroup(world.db, 'Vazio');
    expect(await recordOf(world.tokens.EDITOR, empty)).toEqual(nothing);
  });

  it('gives PARTNER (Norte) and AFFINITY (Sul) their own group', async () => {
    expect(await recordOf(world.tokens.PARTNER, data.groups.norte)).toEqual(norte);
    expect(await recordOf(world.tokens.AFFINITY, data.groups.sul)).toEqual(sul);
  });

  it("answers 404 to PARTNER and AFFINITY for another group, as for another group's account", async () => {
    await expectError(await get(world.tokens.PARTNER, data.groups.sul), 404, groupTexts.notFound);
    await expectError(await get(world.tokens.AFFINITY, data.groups.norte), 404, groupTexts.notFound);
    await expectError(await get(world.tokens.PARTNER, 1), 404, groupTexts.notFound);
  });

  it('answers 404 to a PARTNER without an account for any group', async () => {
    const loner = await insertUser(world.db, { email: 'solto@kpi.test', accessRole: 'PARTNER', clientId: null });
    await expectError(await get(await tokenFor(loner, 'PARTNER'), data.groups.norte), 404, groupTexts.notFound);
  });

  it('answers 404 for an unknown group and 400 for an id that is not one', async () => {
    await expectError(await get(world.tokens.CONFORMA, 999_999), 404, groupTexts.notFound);
    await expectError(await get(world.tokens.CONFORMA, 99_999_999_999), 404, groupTexts.notFound);
    await expectError(await get(world.tokens.CONFORMA, 'abc'), 400, 'ID inválido.');
    await expectError(await get(world.tokens.CONFORMA, 0), 400, 'ID inválido.');
  });

  it.each(clientSideRoles)('answers 403 to %s', async (role) => {
    await expectError(await get(world.tokens[role], data.groups.norte), 403, authTexts.forbiddenDescription);
  });

  it('answers 401 without a token, with a tampered one and with an expired one', async () => {
    await expectError(await get(null, data.groups.norte), 401, invalidSession);
    await expectError(await get(tampered(world.tokens.PARTNER), data.groups.norte), 401, invalidSession);
    const thirteenHoursAgo = Math.floor(Date.now() / 1000) - 13 * 60 * 60;
    const expired = await tokenFor(world.people.CONFORMA, brand.roleCode, { now: thirteenHoursAgo });
    await expectError(await get(expired, data.groups.norte), 401, invalidSession);
  });
});
