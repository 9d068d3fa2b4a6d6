import {
  type CalendarSettingsResponse,
  calendarContentType,
  calendarTexts,
  type SessionClaims,
} from '@product/api/contract';
import { calendarOperations } from '@product/api/contract/operations';
import { calendarShowsLicences } from '@product/domain';
import { HttpResponse, http } from 'msw';
import { calendarFixtureFeed, calendarFixtureToken, calendarFixtureUrl } from '../fixtures/calendar';
import { exportFixtureClient } from '../fixtures/company-import';
import { mockOperation, mswPathOf, notFound } from '../operation';
import { fail } from './respond';

/** One person's link for one account: the serial its token is made from, and what its feed shows. */
interface MockCalendarLink {
  serial: number;
  accountName: string;
  showsLicences: boolean;
}

// The links live in memory, one per person and account as on the server, so a story sees
// 'Gerar novo link' replace it. `resetCalendarMocks(serial)` gives whoever has not made a
// link of their own the link of `serial` (a story's one person); null: nobody has one.
const store = { serial: 0, seeded: null as number | null, links: new Map<string, MockCalendarLink>() };

export function resetCalendarMocks(current: number | null = null): void {
  store.serial = current ?? 0;
  store.seeded = current;
  store.links.clear();
}

const keyOf = (session: SessionClaims) => `${session.id}:${session.current_client_id}`;
const showsLicences = (session: SessionClaims) =>
  calendarShowsLicences({ accessRole: session.access_role, permissionRoles: session.permission_role });

/** The link a token names, or null: unknown, malformed, or replaced by 'Gerar novo link'. */
function linkOfToken(token: string): MockCalendarLink | null {
  for (const link of store.links.values()) if (calendarFixtureToken(link.serial) === token) return link;
  if (store.seeded !== null && calendarFixtureToken(store.seeded) === token) {
    return { serial: store.seeded, accountName: exportFixtureClient.name, showsLicences: true };
  }
  return null;
}

/** The caller's calendar link (GET), 'Gerar link' (POST) and the feed itself (no token needed: the link is the secret). */
export const calendarHandlers = [
  mockOperation(calendarOperations.settings, ({ session }) => {
    const serial = store.links.get(keyOf(session))?.serial ?? store.seeded;
    return { url: serial === null ? null : calendarFixtureUrl(serial), seesLicences: showsLicences(session) };
  }),
  mockOperation(calendarOperations.createLink, ({ session }) => {
    store.serial += 1;
    // The seeded link was this person's: their new one replaces it.
    if (!store.links.has(keyOf(session))) store.seeded = null;
    const accountName = session.client_name ?? exportFixtureClient.name;
    store.links.set(keyOf(session), { serial: store.serial, accountName, showsLicences: showsLicences(session) });
    return {
      message: calendarTexts.created,
      url: calendarFixtureUrl(store.serial),
      seesLicences: showsLicences(session),
    };
  }),
  mockOperation(calendarOperations.feed, ({ params }) => {
    const link = linkOfToken(params.token);
    if (!link) throw notFound(calendarTexts.notFound);
    return new HttpResponse(calendarFixtureFeed(link.accountName, link.showsLicences), {
      status: 200,
      headers: { 'Content-Type': calendarContentType, 'Content-Disposition': 'inline; filename="licencas.ics"' },
    });
  }),
];

const settingsPath = mswPathOf(calendarOperations.settings);

/** Variants for page stories: a USER without GET_LICENSES, a failing read, a failing 'Gerar link'. */
export const calendarHandlerVariants = {
  withoutLicenses: http.get(settingsPath, () =>
    HttpResponse.json<CalendarSettingsResponse>({ url: calendarFixtureUrl(1), seesLicences: false }),
  ),
  loadError: http.get(settingsPath, () => fail(503, 'Serviço indisponível no momento.')),
  createError: http.post(settingsPath, () => fail(503, 'Serviço indisponível no momento.')),
};
