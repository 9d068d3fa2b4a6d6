import {
  clientLogEntry,
  clientLogListResponse,
  clientLogPaths,
  dashboardKpis,
  dashboardPaths,
  errorResponse,
  groupKpiRecord,
  groupKpiResponse,
  groupPaths,
  kpiPlaceResponse,
  notificationItem,
  notificationListResponse,
  notificationPaths,
  notificationReadAllResponse,
  notificationReadResponse,
} from '@product/api/contract';
import { isValidCnpj } from '@product/domain';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { groupFixtures } from './fixtures/accounts';
import { clientLogFixtures } from './fixtures/client-logs';
import { dashboardCnpjFixtures, dashboardKpisFixture, groupKpiFixtures } from './fixtures/dashboard';
import { notificationFixtures } from './fixtures/notifications';
import { clientLogHandlers } from './handlers/client-logs';
import { dashboardHandlers } from './handlers/dashboard';
import { notificationHandlers, resetNotificationMocks } from './handlers/notifications';

// Every answer is parsed with the contract's schemas, so the mocks cannot drift from the server.
const server = setupServer(...dashboardHandlers, ...notificationHandlers, ...clientLogHandlers);
const base = 'http://api.test';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetNotificationMocks());

async function call(method: string, path: string, token: string | null = 'mock-token') {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as unknown };
}
const error = (answer: { status: number; body: unknown }) => ({
  status: answer.status,
  message: errorResponse.parse(answer.body).message,
});
const unauthorized = { status: 401, message: 'Sessão inválida ou expirada. Entre novamente.' };

describe('dashboard fixtures', () => {
  it('are valid records of the contract', () => {
    expect(dashboardKpis.parse(dashboardKpisFixture)).toEqual(dashboardKpisFixture);
    const { cnpjs, licenses } = dashboardKpisFixture;
    expect(cnpjs.low_level + cnpjs.medium_level + cnpjs.high_level).toBeLessThanOrEqual(cnpjs.count);
    expect(Object.values(licenses).every((value) => value >= 0)).toBe(true);
    for (const group of groupFixtures) {
      const record = groupKpiFixtures[group.id];
      if (!record) throw new Error(`no KPI fixture for group ${group.id}`);
      expect(groupKpiRecord.parse(record)).toEqual(record);
      const { total_license, ...rest } = record;
      const byStatus = Object.entries(rest)
        .filter(([key]) => key.startsWith('license_'))
        .reduce((sum, [, value]) => sum + value, 0);
      expect(byStatus).toBe(total_license);
    }
    for (const fixture of notificationFixtures) expect(notificationItem.parse(fixture)).toEqual(fixture);
    const created = notificationFixtures.map((fixture) => fixture.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect(clientLogFixtures).toHaveLength(45);
    for (const fixture of clientLogFixtures) expect(clientLogEntry.parse(fixture)).toEqual(fixture);
  });
});

describe('mock dashboard calls', () => {
  it('answers the KPIs, and 401 without a token', async () => {
    expect(dashboardKpis.parse((await call('GET', dashboardPaths.kpis)).body)).toEqual(dashboardKpisFixture);
    expect(error(await call('GET', dashboardPaths.kpis, null))).toEqual(unauthorized);
  });

  it("answers a place's CNPJs by name, as many as its marker says, 400 for bad coordinates and 401 without a token", async () => {
    const [first] = dashboardKpisFixture.address;
    expect(first).toMatchObject({ city_name: 'São Paulo', uf: 'SP', cnpjs: 3 });
    for (const place of dashboardKpisFixture.address) {
      const query = `?latitude=${place.geocode_latitude}&longitude=${place.geocode_longitude}`;
      const answer = kpiPlaceResponse.parse((await call('GET', `${dashboardPaths.place}${query}`)).body);
      expect(answer.total).toBe(place.cnpjs);
      expect(answer.items.every((item) => item.city_name === place.city_name)).toBe(true);
      const names = answer.items.map((item) => item.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
    expect(dashboardCnpjFixtures.map((cnpj) => isValidCnpj(cnpj.registration_code))).not.toContain(false);
    expect(error(await call('GET', `${dashboardPaths.place}?latitude=x&longitude=1`))).toEqual({
      status: 400,
      message: 'Coordenadas inválidas.',
    });
    expect(error(await call('GET', `${dashboardPaths.place}?latitude=1&longitude=1`, null))).toEqual(unauthorized);
  });

  it("answers a group's KPI record as [record], 404 for an unknown group and 400 for a bad id", async () => {
    expect(groupKpiResponse.parse((await call('GET', groupPaths.kpi(2))).body)).toEqual([groupKpiFixtures[2]]);
    expect(error(await call('GET', groupPaths.kpi(99)))).toEqual({ status: 404, message: 'Grupo não encontrado.' });
    expect(error(await call('GET', groupPaths.kpi('x')))).toEqual({ status: 400, message: 'ID inválido.' });
    expect(error(await call('GET', groupPaths.kpi(1), null))).toEqual(unauthorized);
  });
});

describe('mock notification calls', () => {
  const list = async (query = '') =>
    notificationListResponse.parse((await call('GET', `${notificationPaths.list}${query}`)).body);

  it('lists and pages', async () => {
    expect(await list()).toEqual({ total: notificationFixtures.length, items: notificationFixtures });
    expect((await list('?page=1&limit=4')).items.map((item) => item.id)).toEqual(
      notificationFixtures.slice(4).map((item) => item.id),
    );
    expect(error(await call('GET', `${notificationPaths.list}?limit=0`))).toEqual({
      status: 400,
      message: 'Limite inválido',
    });
    expect(error(await call('GET', notificationPaths.list, null))).toEqual(unauthorized);
  });

  it('marks one read, then all', async () => {
    const first = notificationFixtures[0];
    if (!first) throw new Error('no fixtures');
    const one = await call('PUT', notificationPaths.one(first.id));
    expect(notificationReadResponse.parse(one.body)).toEqual({ message: 'Notificação marcada como lida' });
    expect((await list()).items[0]?.is_read).toBe(true);
    expect(error(await call('PUT', notificationPaths.one(12345)))).toEqual({
      status: 404,
      message: 'Notificação não encontrada.',
    });
    const unread = notificationFixtures.filter((item) => !item.is_read).length - 1;
    const all = notificationReadAllResponse.parse((await call('PUT', notificationPaths.list)).body);
    expect(all).toEqual({ message: 'Notificações marcadas como lidas', updated: unread });
    expect((await list()).items.every((item) => item.is_read)).toBe(true);
  });
});

describe('mock activity log', () => {
  const logs = async (query = '') =>
    clientLogListResponse.parse((await call('GET', `${clientLogPaths.list}${query}`)).body);

  it('pages and searches ignoring accents', async () => {
    expect(await logs()).toMatchObject({ total: 45, pages_in_range: 3 });
    expect((await logs('?page=2')).items).toHaveLength(5);
    const found = await logs('?search=JOAO');
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((item) => item.name === 'João Pereira')).toBe(true);
    expect(error(await call('GET', `${clientLogPaths.list}?page=-1`))).toEqual({
      status: 400,
      message: 'Página inválida',
    });
    expect(error(await call('GET', clientLogPaths.list, null))).toEqual(unauthorized);
  });
});
