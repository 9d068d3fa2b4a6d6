import {
  type DashboardKpis,
  dashboardKpis,
  dashboardPaths,
  type KpiPlaceResponse,
  kpiPlaceLimit,
  kpiPlaceResponse,
} from '@product/api/contract';
import { type AccessRole, accessRoles, authTexts, cnpjCheckDigits } from '@product/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientAreaTexts } from '../client-area/context';
import { replaceEstablishmentCnaes } from '../companies/establishments';
import type { Executor } from '../db/database';
import {
  cnaes,
  companies,
  companyLicenseCounts,
  companyLicenses,
  establishmentCnaes,
  establishments,
} from '../db/schema';
import { expectError, send, tampered } from '../testing/accounts-world';
import { ensureTestCnae, insertTestCompany } from '../testing/client-world';
import { databaseKinds, queryRows, tokenFor } from '../testing/harness';
import { kpiCnpjs, kpiSuite } from '../testing/kpi-data';

const invalidSession = 'Sessão inválida ou expirada. Entre novamente.';

describe.each(databaseKinds)('GET /api/v1/client/kpis on %s', (kind) => {
  const { world, data } = kpiSuite(kind);
  const get = (token: string | null, path: string = dashboardPaths.kpis) => world.app.request(path, send('GET', token));
  async function kpisOf(token: string): Promise<DashboardKpis> {
    const response = await get(token);
    expect(response.status).toBe(200);
    return dashboardKpis.parse(await response.json());
  }

  const allOfNorte = () => ({
    companies: 4,
    documents: 3,
    cnpjs: { count: 5, low_level: 1, medium_level: 1, high_level: 1 },
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
      { city_name: 'São Paulo', uf: 'SP', geocode_latitude: -23.55, geocode_longitude: -46.63, cnpjs: 2 },
      { city_name: 'Belo Horizonte', uf: 'MG', geocode_latitude: -19.9102, geocode_longitude: -43.9266, cnpjs: 1 },
      { city_name: 'Contagem', uf: 'MG', geocode_latitude: -19.93, geocode_longitude: -44.05, cnpjs: 1 },
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
    expect(sul.address).toEqual([
      { city_name: 'Belo Horizonte', uf: 'MG', geocode_latitude: -19.9102, geocode_longitude: -43.9266, cnpjs: 1 },
    ]);
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

describe.each(databaseKinds)('GET /api/v1/client/kpis/place on %s', (kind) => {
  const { world, data } = kpiSuite(kind);
  const saoPaulo = { latitude: '-23.55', longitude: '-46.63' };
  const beloHorizonte = { latitude: '-19.9102', longitude: '-43.9266' };
  const get = (token: string | null, query: Record<string, string>) =>
    world.app.request(`${dashboardPaths.place}?${new URLSearchParams(query)}`, send('GET', token));
  async function placeOf(token: string, query: Record<string, string>): Promise<KpiPlaceResponse> {
    const response = await get(token, query);
    expect(response.status).toBe(200);
    return kpiPlaceResponse.parse(await response.json());
  }
  const cnpjAt = (id: number, companyId: number, name: string, cnpj: string, city: string, uf: string) => ({
    id,
    company_id: companyId,
    name,
    registration_code: cnpj,
    city_name: city,
    uf,
  });

  it("names the account's CNPJs at the place a marker of the map stands for, by name", async () => {
    expect(await placeOf(world.tokens.ADMIN, saoPaulo)).toEqual({
      items: [
        {
          ...cnpjAt(data.cnpjs.gama, data.companies.gama, 'Gama', kpiCnpjs.gama, 'São Paulo', 'SP'),
          geocode_latitude: -23.55,
          geocode_longitude: -46.63,
        },
        {
          ...cnpjAt(data.cnpjs.gama2, data.companies.gama, 'Gama Filial', kpiCnpjs.gama2, 'São Paulo', 'SP'),
          geocode_latitude: -23.55,
          geocode_longitude: -46.63,
        },
      ],
      total: 2,
    });
    const kpis = dashboardKpis.parse(
      await (await world.app.request(dashboardPaths.kpis, send('GET', world.tokens.ADMIN))).json(),
    );
    // Every place of the dashboard, asked back with its coordinates as the answer gave them, holds as many CNPJs as it said.
    for (const place of kpis.address) {
      const { total } = await placeOf(world.tokens.ADMIN, {
        latitude: String(place.geocode_latitude),
        longitude: String(place.geocode_longitude),
      });
      expect(total).toBe(place.cnpjs);
    }
  });

  it('names only the CNPJs of the companies assigned to a USER, whatever codes they hold', async () => {
    const { token } = await world.userWith([], [data.companies.alfa]);
    expect((await placeOf(token, beloHorizonte)).items.map((item) => item.registration_code)).toEqual([kpiCnpjs.alfa1]);
    expect(await placeOf(token, saoPaulo)).toEqual({ items: [], total: 0 });
    expect(await placeOf(world.tokens.USER, beloHorizonte)).toEqual({ items: [], total: 0 });
  });

  it("gives the foreign tenant only its own account's CNPJs at the same place", async () => {
    const sul = await placeOf(world.foreignAdmin.token, beloHorizonte);
    expect(sul.items.map((item) => item.company_id)).toEqual([data.companies.oficina]);
    expect(await placeOf(world.affinityInSul, beloHorizonte)).toEqual(sul);
    expect(await placeOf(world.foreignAdmin.token, saoPaulo)).toEqual({ items: [], total: 0 });
  });

  it.each([
    ['no coordinates', {}],
    ['no longitude', { latitude: '-23.55' }],
    ['a latitude past 90°', { latitude: '-90.5', longitude: '-46.63' }],
    ['a longitude past 180°', { latitude: '-23.55', longitude: '180.01' }],
    ['words', { latitude: 'sul', longitude: '-46.63' }],
    ['an exponent', { latitude: '-2.355e1', longitude: '-46.63' }],
    ['an empty value', { latitude: '', longitude: '-46.63' }],
  ])("answers 400 'Coordenadas inválidas.' to %s", async (_case, query) => {
    await expectError(await get(world.tokens.ADMIN, query), 400, 'Coordenadas inválidas.');
  });

  it('refuses AFFINITY inside another group, staff outside any client and callers without a valid token', async () => {
    await expectError(await get(world.tokens.AFFINITY, saoPaulo), 403, authTexts.forbiddenDescription);
    await expectError(await get(world.staffWithoutClient, saoPaulo), 403, clientAreaTexts.noClient);
    await expectError(await get(null, saoPaulo), 401, invalidSession);
    await expectError(await get(tampered(world.tokens.ADMIN), saoPaulo), 401, invalidSession);
  });

  it(`names the first ${kpiPlaceLimit} CNPJs of a crowded place and counts them all`, async () => {
    const recife = { latitude: -8.0539, longitude: -34.8811 };
    const branches = Array.from({ length: kpiPlaceLimit + 3 }, (_, index) => {
      const base = `98765432${String(index + 1).padStart(4, '0')}`;
      return {
        cnpj: base + cnpjCheckDigits(base),
        registrationName: `Filial ${String(index + 1).padStart(3, '0')}`,
        cityName: 'Recife',
        stateAlias: 'PE',
        ...recife,
      };
    });
    await insertTestCompany(world.db, world.accounts.norte.id, { name: 'Rede Recife', establishments: branches });
    const answer = await placeOf(world.tokens.ADMIN, { latitude: '-8.0539', longitude: '-34.8811' });
    expect(answer.total).toBe(kpiPlaceLimit + 3);
    expect(answer.items.map((item) => item.name)).toEqual(
      branches.slice(0, kpiPlaceLimit).map((branch) => branch.registrationName),
    );
    const kpis = dashboardKpis.parse(
      await (await world.app.request(dashboardPaths.kpis, send('GET', world.tokens.ADMIN))).json(),
    );
    expect(kpis.address[0]).toEqual({
      city_name: 'Recife',
      uf: 'PE',
      geocode_latitude: -8.0539,
      geocode_longitude: -34.8811,
      cnpjs: kpiPlaceLimit + 3,
    });
  });
});

describe.each(databaseKinds)("a CNPJ's risk on the dashboard follows its CNAEs on %s", (kind) => {
  const { world, data } = kpiSuite(kind);
  const risk = async () => {
    const response = await world.app.request(dashboardPaths.kpis, send('GET', world.tokens.ADMIN));
    const { cnpjs } = dashboardKpis.parse(await response.json());
    return cnpjs;
  };
  /** CNPJs whose stored levels differ from their CNAEs' (the database keeps them: migration 0008). */
  const drifted = async () => {
    const level = (name: string) => sql`coalesce(bool_or(${cnaes.registrationLevel} = ${name}), false)`;
    const rows = await world.db
      .select({ id: establishments.id })
      .from(establishments)
      .leftJoin(establishmentCnaes, eq(establishmentCnaes.establishmentId, establishments.id))
      .leftJoin(cnaes, eq(cnaes.id, establishmentCnaes.cnaeId))
      .groupBy(establishments.id)
      .having(
        sql`(${establishments.cnaeHighLevel}, ${establishments.cnaeMediumLevel}, ${establishments.cnaeLowLevel})
          is distinct from (${level('high_level')}, ${level('medium_level')}, ${level('low_level')})`,
      );
    return rows.length;
  };

  it('counts by the levels the CNAEs have now', async () => {
    expect(await risk()).toEqual({ count: 5, low_level: 1, medium_level: 1, high_level: 1 });
    expect(await drifted()).toBe(0);
  });

  it("follows a CNAE whose level the catalogue changes, and back (Alfa's second CNPJ: low and medium)", async () => {
    await ensureTestCnae(world.db, '4721-1/02', 'high_level');
    expect(await risk()).toEqual({ count: 5, low_level: 1, medium_level: 0, high_level: 2 });
    await ensureTestCnae(world.db, '4721-1/02', 'medium_level');
    expect(await risk()).toEqual({ count: 5, low_level: 1, medium_level: 1, high_level: 1 });
    expect(await drifted()).toBe(0);
  });

  it('follows the links a registry refresh replaces, and a deleted CNAE', async () => {
    const high = await ensureTestCnae(world.db, '2091-6/00', 'high_level');
    const spare = await ensureTestCnae(world.db, '9999-9/99', 'medium_level');
    // Gama's CNPJs had no CNAE (no level): now one has the high CNAE and the other a medium one.
    await replaceEstablishmentCnaes(world.db, data.cnpjs.gama, [{ cnaeId: high, isPrimary: true }]);
    await replaceEstablishmentCnaes(world.db, data.cnpjs.gama2, [{ cnaeId: spare, isPrimary: true }]);
    expect(await risk()).toEqual({ count: 5, low_level: 1, medium_level: 2, high_level: 2 });
    await replaceEstablishmentCnaes(world.db, data.cnpjs.gama, []);
    await world.db.delete(cnaes).where(eq(cnaes.id, spare));
    expect(await risk()).toEqual({ count: 5, low_level: 1, medium_level: 1, high_level: 1 });
    expect(await drifted()).toBe(0);
  });
});

describe.each(databaseKinds)("the dashboard's licence counts follow the licence rows on %s", (kind) => {
  const { world, data } = kpiSuite(kind);
  const licenses = async () => {
    const response = await world.app.request(dashboardPaths.kpis, send('GET', world.tokens.ADMIN));
    return dashboardKpis.parse(await response.json()).licenses;
  };
  const zero = { in_conformity: 0, pending: 0, license_expired: 0, near_expiration: 0, renewing: 0, not_necessary: 0 };
  const rowsOf = (companyId: number) =>
    world.db
      .select({ id: companyLicenses.id })
      .from(companyLicenses)
      .where(and(eq(companyLicenses.companyId, companyId), eq(companyLicenses.active, true)))
      .orderBy(companyLicenses.id);
  const setStatus = (db: Executor, id: number, status: typeof companyLicenses.$inferSelect.status) =>
    db.update(companyLicenses).set({ status }).where(eq(companyLicenses.id, id));
  /** Companies whose kept counts differ from their active licence rows' (the database keeps them: migration 0009). */
  const drifted = async () => {
    const counted = sql`select company_id, status, count(*)::int as n from ${companyLicenses} where active group by 1, 2`;
    const kept = sql`select company_id, unnest(array['in_conformity','pending','license_expired','near_expiration','renewing','not_necessary']) as status,
        unnest(array[in_conformity, pending, license_expired, near_expiration, renewing, not_necessary]) as n
      from ${companyLicenseCounts}`;
    const [row] = await queryRows<{ n: number }>(
      world.db,
      sql`select count(*)::int as n from (${counted}) a full join (select * from (${kept}) k where n <> 0) b
        using (company_id, status) where a.n is distinct from b.n`,
    );
    return row?.n;
  };

  it('starts from the rows (the inactive renewing row never counts)', async () => {
    expect(await licenses()).toEqual({ ...zero, in_conformity: 1, pending: 1, license_expired: 1, near_expiration: 1 });
    expect(await drifted()).toBe(0);
  });

  it('moves a row whose status changes, drops a row made inactive and takes it back when active again', async () => {
    const [first, second] = await rowsOf(data.companies.beta);
    await setStatus(world.db, first?.id ?? 0, 'renewing');
    expect(await licenses()).toEqual({ ...zero, in_conformity: 1, pending: 1, renewing: 1, near_expiration: 1 });
    await world.db
      .update(companyLicenses)
      .set({ active: false })
      .where(eq(companyLicenses.id, second?.id ?? 0));
    expect(await licenses()).toEqual({ ...zero, in_conformity: 1, renewing: 1, near_expiration: 1 });
    await world.db
      .update(companyLicenses)
      .set({ active: true })
      .where(eq(companyLicenses.id, second?.id ?? 0));
    await setStatus(world.db, first?.id ?? 0, 'license_expired');
    expect(await licenses()).toEqual({ ...zero, in_conformity: 1, pending: 1, license_expired: 1, near_expiration: 1 });
    expect(await drifted()).toBe(0);
  });

  it('writes no count for an edit that changes neither status nor active', async () => {
    const before = await world.db.select().from(companyLicenseCounts).orderBy(companyLicenseCounts.companyId);
    const xmin = sql<string>`xmin::text`;
    const versions = await world.db.select({ id: companyLicenseCounts.companyId, xmin }).from(companyLicenseCounts);
    await world.db
      .update(companyLicenses)
      .set({ note: 'Acompanhar' })
      .where(eq(companyLicenses.clientId, world.accounts.norte.id));
    expect(await world.db.select().from(companyLicenseCounts).orderBy(companyLicenseCounts.companyId)).toEqual(before);
    expect(await world.db.select({ id: companyLicenseCounts.companyId, xmin }).from(companyLicenseCounts)).toEqual(
      versions,
    );
  });

  it('adds up two transactions that change the same company at once', async () => {
    const [first, second] = await rowsOf(data.companies.beta);
    await Promise.all([
      world.db.transaction(async (tx) => {
        await setStatus(tx, first?.id ?? 0, 'in_conformity');
        // Holds the company's count row while the other transaction changes its other row.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        await world.db.transaction(async (tx) => setStatus(tx, second?.id ?? 0, 'in_conformity'));
      })(),
    ]);
    expect(await licenses()).toEqual({ ...zero, in_conformity: 3, near_expiration: 1 });
    expect(await drifted()).toBe(0);
  });

  it("drops a deleted company's rows with it", async () => {
    await world.db.delete(companies).where(eq(companies.id, data.companies.beta));
    expect(await licenses()).toEqual({ ...zero, in_conformity: 1, near_expiration: 1 });
    const left = await world.db
      .select()
      .from(companyLicenseCounts)
      .where(eq(companyLicenseCounts.companyId, data.companies.beta));
    expect(left).toEqual([]);
    expect(await drifted()).toBe(0);
  });
});
