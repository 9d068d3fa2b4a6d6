import {
  type CalendarCreateResponse,
  type CalendarSettingsResponse,
  calendarCreateResponse,
  calendarPaths,
  calendarSettingsResponse,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative } from '../http';

export type { CalendarCreateResponse, CalendarSettingsResponse };

/** GET /api/v1/client/calendar: the caller's own feed link in the account they work in, or null. */
export async function getCalendarLink(http: Http): Promise<CalendarSettingsResponse> {
  return calendarSettingsResponse.parse(await http.get(relative(calendarPaths.settings)).json());
}

/** POST /api/v1/client/calendar: 'Gerar link' / 'Gerar novo link'; the previous link stops working. */
export async function createCalendarLink(http: Http): Promise<CalendarCreateResponse> {
  return calendarCreateResponse.parse(await http.post(relative(calendarPaths.settings)).json());
}

export const calendarKeys = {
  all: ['calendar'] as const,
  link: () => [...calendarKeys.all, 'link'] as const,
};

export function calendarLinkQueryOptions(http: Http) {
  return queryOptions({ queryKey: calendarKeys.link(), queryFn: () => getCalendarLink(http) });
}
