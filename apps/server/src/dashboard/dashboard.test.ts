import { type DashboardKpis, dashboardKpis, dashboardPaths } from '@product/api/contract';
import { type AccessRole, accessRoles, authTexts } from '@product/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, send, tampered } from '../accounts/test-world';
import { clientAreaTexts } from '../client-area/context';
import { type ClientWorld, openClientWorld } from '../test/client-world';
import { databaseKinds, tokenFor } from '../test/harness';
import { insertKpiData, type KpiData, kpiCnpjs } from './test-data';

const invalidSession = 'Sessão inválida ou expirada. Entre novamente.';

describe.each(databaseKinds)('GET /api/v1/client/kpis on %s', (kind) => {
  let world: ClientWorld;
  let data: KpiData;
  const get = (token: string | null, path: string = dashboardPaths.kpis) => world.app.request(path, send('GET', token));
  async function kpisOf(token: string): Promise<DashboardKpis> {
    const response = await get(token);
    expect(response.status).toBe(200);
    return dashboardKpis.parse(await response.json());
  }

  beforeAll(async () => {
    world = await openClientWorld(kind);
    data = await insertKpiData(world);
  });
  afterAll(async () => {
    await world?.close();
  });

  const allOfNorte = () => ({
    companies: 4,
    documents: 3,
    cnpjs: { count: 4, low_level: 1, medium_level: 1, high_level: 1 },
    licenses: {
      in_conformity: 1,
      pending: 1,
      license_expired: 1,
      near_expiration: 1,
      renewing: 0,
      not_necessary: 0,
    },
    situations: { active: 1, suspended: 1, closed: 1 },
    address: [
      {
        id: data.cnpjs.alfa1,
        company_id: data.companies.alfa,
        name: 'Alfa',
        registration_code: kpiCnpjs.alfa1,
        city_name: 'Belo Horizonte',
        uf: 'MG',
        geocode_latitude: -19.9102,
        geocode_longitude: -43.9266,
      },
      {
        id: data.cnpjs.alfa2,
        company_id: data.companies.alfa,
        name: 'Alfa',
        registration_code: kpiCnpjs.alfa2,
        city_name: 'Contagem',
        uf: 'MG',
        geocode_latitude: -19.93,
        geocode_longitude: -44.05,
      },
      {
        id: data.cnpjs.gama,
        company_id: data.companies.gama,
        name: 'Gama',
        registration_code: kpiCnpjs.gama,
        city_name: 'São Paulo',
        uf: 'SP',
        geocode_latitude: -23.55,
        geocode_longitude: -46.63,
      },
    ],
  });

  it("counts the account's companies, documents, CNPJs by risk, licences by status, situations and addresses", async () => {
    expect(await kpisOf(world.tokens.ADMIN)).toEqual(allOfNorte());
  });

  it('answers the same with a trailing slash', async () => {
    const response = await get(world.tokens.ADMIN, `${dashboardPaths.kpis}/`);
    expect(dashboardKpis.parse(await response.json())).toEqual(allOfNorte());
  });

  const seeEverything = accessRoles.filter((role) => role !== 'AFFINITY' && role !== 'USER') as AccessRole[];
  it.each(seeEverything)('gives %s the whole account (staff who entered it, client roles of it)', async (role) => {
    expect(await kpisOf(world.tokens[role])).toEqual(allOfNorte());
  });

  it("refuses AFFINITY inside another group's account", async () => {
    await expectError(await get(world.tokens.AFFINITY), 403, authTexts.forbiddenDescription);
  });

  it('counts only the companies assigned to a USER, whatever codes they hold', async () => {
    const { token } = await world.userWith([], [data.companies.beta]);
    expect(await kpisOf(token)).toEqual({
      companies: 1,
      documents: 1,
      cnpjs: { count: 1, low_level: 0, medium_level: 0, high_level: 1 },
      licenses: {
        in_conformity: 0,
        pending: 1,
        license_expired: 1,
        near_expiration: 0,
        renewing: 0,
        not_necessary: 0,
      },
      situations: { active: 0, suspended: 1, closed: 0 },
      address: [],
    });
  });

  it('gives a USER without companies nothing but zeros', async () => {
    expect(await kpisOf(world.tokens.USER)).toEqual({
      companies: 0,
      documents: 0,
      cnpjs: { count: 0, low_level: 0, medium_level: 0, high_level: 0 },
      licenses: {
        in_conformity: 0,
        pending: 0,
        license_expired: 0,
        near_expiration: 0,
        renewing: 0,
        not_necessary: 0,
      },
      situations: { active: 0, suspended: 0, closed: 0 },
      address: [],
    });
  });

  it("gives the foreign tenant only its own account's numbers", async () => {
    const sul = await kpisOf(world.foreignAdmin.token);
    expect(sul).toMatchObject({
      companies: 1,
      documents: 1,
      cnpjs: { count: 1, low_level: 0, medium_level: 0, high_level: 1 },
      licenses: { in_conformity: 1, pending: 0, license_expired: 0 },
      situations: { active: 0, suspended: 1, closed: 0 },
    });
    expect(sul.address.map((address) => address.company_id)).toEqual([data.companies.oficina]);
    expect(await kpisOf(world.affinityInSul)).toEqual(sul);
  });

  it('refuses staff who have not entered a client', async () => {
    await expectError(await get(world.staffWithoutClient), 403, clientAreaTexts.noClient);
  });

  it('answers 401 without a token, with a tampered one and with an expired one', async () => {
    await expectError(await get(null), 401, invalidSession);
    await expectError(await get(tampered(world.tokens.ADMIN)), 401, invalidSession);
    const thirteenHoursAgo = Math.floor(Date.now() / 1000) - 13 * 60 * 60;
    const expired = await tokenFor(world.people.ADMIN, 'ADMIN', {
      clientId: world.accounts.norte.id,
      now: thirteenHoursAgo,
    });
    await expectError(await get(expired), 401, invalidSession);
  });
});
