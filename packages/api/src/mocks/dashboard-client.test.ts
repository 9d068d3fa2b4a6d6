import { notificationTexts } from '@product/api/contract';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  dashboardKeys,
  dashboardKpisQueryOptions,
  getDashboardKpis,
  getKpiPlace,
  kpiPlaceQueryOptions,
} from '../client/dashboard/kpis';
import {
  listNotifications,
  markNotificationRead,
  notificationKeys,
  notificationListQueryOptions,
} from '../client/dashboard/notifications';
import { createHttp, toApiError } from '../client/http';
import { dashboardKpisFixture } from './fixtures/dashboard';
import { mockClientAdminClaims, mockToken } from './fixtures/session';
import { dashboardHandlers } from './handlers/dashboard';
import { notificationHandlers, resetNotificationMocks } from './handlers/notifications';

// The fetchers against the msw mocks, which answer as the server does.
const server = setupServer(...dashboardHandlers, ...notificationHandlers);
const http = createHttp({ baseUrl: 'http://api.test', getToken: () => mockToken(mockClientAdminClaims) });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetNotificationMocks());
afterAll(() => server.close());

describe('dashboard fetchers', () => {
  it('reads the KPI record', async () => {
    await expect(getDashboardKpis(http)).resolves.toEqual(dashboardKpisFixture);
  });

  it("reads a place's CNPJs by the coordinates the KPIs gave, under the dashboard's key", async () => {
    const recife = dashboardKpisFixture.address.find((place) => place.city_name === 'Recife');
    if (!recife) throw new Error('no Recife in the fixture');
    const answer = await getKpiPlace(http, recife);
    expect(answer.total).toBe(1);
    expect(answer.items.map((item) => item.name)).toEqual(['Supermercado Bom Preço Ltda']);
    const options = kpiPlaceQueryOptions(http, recife);
    expect(options.queryKey).toEqual(['dashboard', 'place', -8.0539, -34.8811]);
    expect([options.staleTime, options.gcTime]).toEqual([7_200_000, 7_200_000]);
  });

  it('caches the KPIs and the notifications for 2 hours under hierarchical keys', () => {
    const kpis = dashboardKpisQueryOptions(http);
    expect(kpis.queryKey).toEqual(['dashboard', 'kpis']);
    expect(kpis.queryKey.slice(0, 1)).toEqual(dashboardKeys.all);
    expect([kpis.staleTime, kpis.gcTime]).toEqual([7_200_000, 7_200_000]);
    const notifications = notificationListQueryOptions(http);
    expect(notifications.queryKey).toEqual(['notifications', 'list', {}]);
    expect(notifications.queryKey.slice(0, 1)).toEqual(notificationKeys.all);
    expect([notifications.staleTime, notifications.gcTime]).toEqual([7_200_000, 7_200_000]);
  });

  it('marks one notification read, and the list then shows it read', async () => {
    const before = await listNotifications(http);
    expect(before.items.find((item) => item.id === 9)?.is_read).toBe(false);
    await expect(markNotificationRead(http, 9)).resolves.toEqual({ message: notificationTexts.markedRead });
    const after = await listNotifications(http);
    expect(after.items.find((item) => item.id === 9)?.is_read).toBe(true);
    expect(after.total).toBe(before.total);
  });

  it('sends the page and limit it is given', async () => {
    const page = await listNotifications(http, { page: 1, limit: 4 });
    expect(page.items.map((item) => item.id)).toEqual([5, 4]);
  });

  it("carries the server's message when a notification is unknown", async () => {
    const failure = await markNotificationRead(http, 999).catch((error: unknown) => toApiError(error));
    expect(failure).toMatchObject({ status: 404, serverMessage: notificationTexts.notFound });
  });
});
