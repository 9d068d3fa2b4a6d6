// The dashboard: its KPI record with the map's places (grouped and ordered
// as the server does), the CNPJs of a place (by name, the first 50 and the
// total), bad coordinates, nobody signed in. The dashboard is open to every
// role inside the account, so the only refusal is the missing session; a
// USER counts only the companies assigned to them, which the mocks' tokens
// do not carry, so no USER calls here.
import { dashboardKpis, dashboardPaths, type KpiAddress, kpiPlaceLimit } from '@product/api/contract';
import { seedDashboardMocks } from '@product/api/mocks';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, it } from 'vitest';
import { expectSameBehaviour, fixtureCnpj, server } from '../context';
import { establishmentRows, insertTestCompany } from '../server-support';

/** A place of this scenario's own, with more CNPJs than a place's answer names. */
const crowded = { cityName: 'Natal', stateAlias: 'RN', latitude: -5.7945, longitude: -35.211 };
const lonely = { cityName: 'Palmas', stateAlias: 'TO', latitude: -10.1689, longitude: -48.3317 };
const crowdedCount = kpiPlaceLimit + 1;

const placeQuery = (place: { latitude: number | string; longitude: number | string }) =>
  `${dashboardPaths.place}?latitude=${place.latitude}&longitude=${place.longitude}`;

export function describeBehaviour(): void {
  describe('dashboard (client area)', () => {
    beforeAll(async () => {
      const { db, accounts } = server().world;
      const names = Array.from(
        { length: crowdedCount },
        (_, index) => `Painel Quimera ${String(index + 1).padStart(2, '0')}`,
      );
      // Inserted out of name order, so the place's list must sort them.
      const order = names.map((_, index) => (index * 7) % crowdedCount);
      const crowdedRows = order.map((index) => ({
        cnpj: fixtureCnpj('76543210', index + 1),
        registrationName: names[index],
        ...crowded,
      }));
      await insertTestCompany(db, accounts.norte.id, {
        name: 'Painel Quimera Ltda',
        establishments: [...crowdedRows, { cnpj: fixtureCnpj('76543211', 1), ...lonely }],
      });
      // The mocks start from the server's counts and from every CNPJ of the account with coordinates.
      const send = server().send;
      const { address: _, ...counts } = dashboardKpis.parse((await send('GET', dashboardPaths.kpis, 'staff')).body);
      const rows = await db
        .select()
        .from(establishmentRows)
        .where(
          and(
            eq(establishmentRows.clientId, accounts.norte.id),
            isNotNull(establishmentRows.latitude),
            isNotNull(establishmentRows.longitude),
          ),
        );
      const cnpjs = rows.map(
        (row): KpiAddress => ({
          id: row.id,
          company_id: row.companyId,
          name: row.registrationName,
          registration_code: row.cnpj,
          city_name: row.cityName,
          uf: row.stateAlias,
          geocode_latitude: row.latitude ?? 0,
          geocode_longitude: row.longitude ?? 0,
        }),
      );
      seedDashboardMocks({ counts, cnpjs });
    });

    it('answer like the server: KPIs and places, a place’s CNPJs, bad coordinates, nobody signed in', async () => {
      await expectSameBehaviour(async (api) => {
        await api.call('the KPIs', 'GET', dashboardPaths.kpis);
        await api.call('the KPIs as a client ADMIN', 'GET', dashboardPaths.kpis, { as: 'admin' });
        await api.call('a crowded place names the first 50 by name', 'GET', placeQuery(crowded));
        await api.call('a place of one CNPJ', 'GET', placeQuery(lonely), { as: 'editor' });
        await api.call('a place without CNPJs', 'GET', placeQuery({ latitude: 1.5, longitude: 2.5 }), {
          as: 'partner',
        });
        await api.call('coordinates that are not numbers', 'GET', placeQuery({ latitude: 'x', longitude: 1 }));
        await api.call('a latitude past 90', 'GET', placeQuery({ latitude: 91, longitude: 1 }));
        await api.call('no longitude', 'GET', `${dashboardPaths.place}?latitude=1`);
        await api.call('nobody signed in: the KPIs', 'GET', dashboardPaths.kpis, { as: 'anonymous' });
        await api.call('nobody signed in: a place', 'GET', placeQuery(lonely), { as: 'anonymous' });
      });
    });
  });
}
