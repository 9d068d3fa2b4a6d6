import { calendarContentType, calendarPaths } from '@product/api/contract';
import { Hono } from 'hono';
import { type ClientEnv, requireClientArea, tenantOf } from '../client-area/context';
import { type CalendarDeps, calendarFeed, calendarSettings, createCalendarLink } from './service';

/**
 * The private calendar of licence deadlines (issue 13): the public feed
 * `/api/v1/calendar/{token}.ics` (no bearer token: the link is the secret)
 * and the signed-in person's own link under the client area — GET reads it,
 * POST makes a new one. Every role that opens the dashboard may have one; for
 * staff it is their own link for the client they entered.
 */
export function calendarRoutes(deps: CalendarDeps) {
  const guard = requireClientArea(deps, { route: 'dashboard' });
  // calendarPaths.feed as a Hono pattern: `:token.ics` would be read as one parameter named 'token.ics'.
  const feed = '/api/v1/calendar/:token{[A-Za-z0-9_-]+\\.ics}';
  return new Hono<ClientEnv>()
    .get(feed, async (c) => {
      const body = await calendarFeed(deps, (c.req.param('token') ?? '').replace(/\.ics$/, ''));
      return c.body(body, 200, {
        'Content-Type': calendarContentType,
        'Content-Disposition': 'inline; filename="licencas.ics"',
        // The answer names licences of one person's link: no shared cache keeps it.
        'Cache-Control': 'private, no-cache',
        'X-Robots-Tag': 'noindex, nofollow',
      });
    })
    .get(calendarPaths.settings, ...guard, async (c) => c.json(await calendarSettings(deps, tenantOf(c)), 200))
    .post(calendarPaths.settings, ...guard, async (c) => c.json(await createCalendarLink(deps, tenantOf(c)), 201));
}
