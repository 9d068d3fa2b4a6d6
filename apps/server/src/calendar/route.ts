import { calendarContentType } from '@product/api/contract';
import { calendarOperations as operations } from '@product/api/contract/operations/calendar';
import { implement } from '../http/implement';
import { type CalendarDeps, calendarFeed, calendarSettings, createCalendarLink } from './service';

/**
 * The private calendar of licence deadlines (issue 13): the public feed
 * `/api/v1/calendar/{token}.ics` (no bearer token: the link is the secret)
 * and the signed-in person's own link under the client area — GET reads it,
 * POST makes a new one. Every role that opens the dashboard may have one
 * (`calendarOperations`); for staff it is their own link for the client they entered.
 */
export function calendarHandlers(deps: CalendarDeps) {
  return [
    // The layer hands over the token without its `.ics`.
    implement(operations.feed, async ({ params }, c) => {
      const body = await calendarFeed(deps, params.token);
      return c.body(body, 200, {
        'Content-Type': calendarContentType,
        'Content-Disposition': 'inline; filename="licencas.ics"',
        // The answer names licences of one person's link: no shared cache keeps it.
        'Cache-Control': 'private, no-cache',
        'X-Robots-Tag': 'noindex, nofollow',
      });
    }),
    implement(operations.settings, (_, c) => calendarSettings(deps, c.var.tenant)),
    implement(operations.createLink, (_, c) => createCalendarLink(deps, c.var.tenant)),
  ];
}
