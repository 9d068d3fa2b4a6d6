import {
  type CalendarCreateResponse,
  type CalendarSettingsResponse,
  calendarContentType,
  calendarPaths,
  calendarTexts,
  type ErrorResponse,
} from '@product/api/contract';
import { HttpResponse, http } from 'msw';
import { calendarFixtureFeed, calendarFixtureToken, calendarFixtureUrl } from '../fixtures/calendar';
import { fail, signedIn, unauthorized } from './respond';

// The person's link lives in memory, so a story sees 'Gerar novo link' replace it;
// `resetCalendarMocks()` goes back to no link (or to the link of `serial`).
const store: { serial: number; current: number | null } = { serial: 0, current: null };

export function resetCalendarMocks(current: number | null = null): void {
  store.serial = current ?? 0;
  store.current = current;
}

const settingsPath = `*${calendarPaths.settings}`;

/** The caller's calendar link (GET), 'Gerar link' (POST) and the feed itself (no token needed: the link is the secret). */
export const calendarHandlers = [
  http.get<never, never, CalendarSettingsResponse | ErrorResponse>(settingsPath, ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    return HttpResponse.json({
      url: store.current === null ? null : calendarFixtureUrl(store.current),
      seesLicences: true,
    });
  }),
  http.post<never, never, CalendarCreateResponse | ErrorResponse>(settingsPath, ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    store.serial += 1;
    store.current = store.serial;
    return HttpResponse.json(
      { message: calendarTexts.created, url: calendarFixtureUrl(store.current), seesLicences: true },
      { status: 201 },
    );
  }),
  http.get<{ file: string }>('*/api/v1/calendar/:file', ({ params }) => {
    if (store.current === null || params.file !== `${calendarFixtureToken(store.current)}.ics`) {
      return fail(404, calendarTexts.notFound);
    }
    return new HttpResponse(calendarFixtureFeed('Padaria Pão Dourado'), {
      status: 200,
      headers: { 'Content-Type': calendarContentType },
    });
  }),
];

/** Variants for page stories: a USER without GET_LICENSES, a failing read, a failing 'Gerar link'. */
export const calendarHandlerVariants = {
  withoutLicenses: http.get(settingsPath, () =>
    HttpResponse.json<CalendarSettingsResponse>({ url: calendarFixtureUrl(1), seesLicences: false }),
  ),
  loadError: http.get(settingsPath, () => fail(503, 'Serviço indisponível no momento.')),
  createError: http.post(settingsPath, () => fail(503, 'Serviço indisponível no momento.')),
};
