import type { CalendarCreateResponse, CalendarSettingsResponse } from '@product/api/contract';
import { calendarOperations } from '@product/api/contract/operations/calendar';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import type { Http } from '../http';
import { declareMutation } from '../mutations';

export type { CalendarCreateResponse, CalendarSettingsResponse };

/** GET /api/v1/client/calendar: the caller's own feed link in the account they work in, or null. */
export function getCalendarLink(http: Http): Promise<CalendarSettingsResponse> {
  return callOperation(http, calendarOperations.settings);
}

/** POST /api/v1/client/calendar: 'Gerar link' / 'Gerar novo link'; the previous link stops working. */
export function createCalendarLink(http: Http): Promise<CalendarCreateResponse> {
  return callOperation(http, calendarOperations.createLink);
}

export const calendarKeys = {
  all: ['calendar'] as const,
  link: () => [...calendarKeys.all, 'link'] as const,
};

export function calendarLinkQueryOptions(http: Http) {
  return queryOptions({ queryKey: calendarKeys.link(), queryFn: () => getCalendarLink(http) });
}

export const calendarMutations = {
  /** The answer is the new link: written into the cache, nothing to refetch. `rotating`: 'Gerar novo link'. */
  createLink: declareMutation({
    mutationFn: (http, _rotating: boolean) => createCalendarLink(http),
    invalidates: () => [],
    writes: (queryClient, answer) =>
      queryClient.setQueryData<CalendarSettingsResponse>(calendarKeys.link(), {
        url: answer.url,
        seesLicences: answer.seesLicences,
      }),
  }),
};
