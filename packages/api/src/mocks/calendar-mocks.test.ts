import {
  calendarContentType,
  calendarCreateResponse,
  calendarPaths,
  calendarSettingsResponse,
  calendarTexts,
  errorResponse,
} from '@product/api/contract';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCalendarLink, createHttp, getCalendarLink, toApiError } from '../client';
import { calendarFixtureToken, calendarFixtureUrl } from './fixtures/calendar';
import { mockClientAdminClaims, mockClientUserClaims, mockToken } from './fixtures/session';
import { calendarHandlers, calendarHandlerVariants, resetCalendarMocks } from './handlers/calendar';

// The handlers answer through the real fetchers, which parse with the contract's schemas.
const server = setupServer(...calendarHandlers);
const base = 'http://api.test';
let token: string | null = 'mock-token';
const http = createHttp({ baseUrl: base, getToken: () => token });
const bearer = (value: string) => ({ Authorization: `Bearer ${value}` });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  token = 'mock-token';
  resetCalendarMocks();
  server.resetHandlers();
});

describe('mock calendar link', () => {
  it('has no link first, then the one "Gerar link" made; a new one replaces it', async () => {
    expect(await getCalendarLink(http)).toEqual({ url: null, seesLicences: true });
    const first = await createCalendarLink(http);
    expect(calendarCreateResponse.parse(first)).toEqual({
      message: calendarTexts.created,
      url: calendarFixtureUrl(1),
      seesLicences: true,
    });
    expect(first.url).toMatch(/\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(calendarSettingsResponse.parse(await getCalendarLink(http))).toEqual({ url: first.url, seesLicences: true });
    const second = await createCalendarLink(http);
    expect(second.url).not.toBe(first.url);
    expect((await getCalendarLink(http)).url).toBe(second.url);
  });

  it('serves the current link as a VCALENDAR and answers 404 to a replaced one', async () => {
    resetCalendarMocks(3);
    const feed = await fetch(`${base}${calendarPaths.feed(calendarFixtureToken(3))}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe(calendarContentType);
    expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
    const old = await fetch(`${base}${calendarPaths.feed(calendarFixtureToken(2))}`);
    expect(old.status).toBe(404);
    expect(errorResponse.parse(await old.json())).toEqual({ message: calendarTexts.notFound });
  });

  it('refuses calls without a token, and its variants fail or answer as the contract says', async () => {
    token = null;
    expect(await getCalendarLink(http).catch(toApiError)).toMatchObject({ status: 401 });
    expect(await createCalendarLink(http).catch(toApiError)).toMatchObject({ status: 401 });
    token = 'mock-token';
    server.use(calendarHandlerVariants.withoutLicenses);
    expect(await getCalendarLink(http)).toEqual({ url: calendarFixtureUrl(1), seesLicences: false });
    server.use(calendarHandlerVariants.loadError, calendarHandlerVariants.createError);
    expect(await getCalendarLink(http).catch(toApiError)).toMatchObject({ status: 503 });
    expect(await createCalendarLink(http).catch(toApiError)).toMatchObject({
      status: 503,
      serverMessage: 'Serviço indisponível no momento.',
    });
  });
});

describe('mock calendar links of several people', () => {
  it('keeps one link per person, and the feed of a USER without GET_LICENSES lists no licence', async () => {
    const admin = mockToken(mockClientAdminClaims);
    const user = mockToken(mockClientUserClaims(['GET_COMPANY']));
    const created = calendarCreateResponse.parse(
      await (await fetch(`${base}${calendarPaths.settings}`, { method: 'POST', headers: bearer(admin) })).json(),
    );
    const ofUser = calendarSettingsResponse.parse(
      await (await fetch(`${base}${calendarPaths.settings}`, { headers: bearer(user) })).json(),
    );
    expect(ofUser).toEqual({ url: null, seesLicences: false });
    const made = calendarCreateResponse.parse(
      await (await fetch(`${base}${calendarPaths.settings}`, { method: 'POST', headers: bearer(user) })).json(),
    );
    expect(made.seesLicences).toBe(false);
    const adminFeed = await (await fetch(`${base}${new URL(created.url).pathname}`)).text();
    const userFeed = await (await fetch(`${base}${new URL(made.url).pathname}`)).text();
    expect(adminFeed).toContain('BEGIN:VEVENT');
    expect(userFeed).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
    expect(userFeed).not.toContain('BEGIN:VEVENT');
  });
});
