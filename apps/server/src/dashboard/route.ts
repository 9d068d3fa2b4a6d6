import { dashboardPaths, kpiPlaceQuery } from '@product/api/contract';
import { Hono } from 'hono';
import { type ClientEnv, requireClientArea } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { errorMessages } from '../http/errors';
import { parseOr400, withoutTrailingSlash } from '../http/validation';
import { dashboardKpisFor, placeCnpjsFor } from './service';

/**
 * GET /api/v1/client/kpis (spec 2 §7) and the CNPJs of one place of its map:
 * every role may open the dashboard (spec 2 §2). A place's CNPJs are named to
 * a USER without GET_COMPANY too, as the map always named its markers.
 */
export function dashboardRoutes(deps: ClientAreaDeps) {
  const guard = requireClientArea(deps, { route: 'dashboard' });
  return new Hono<ClientEnv>()
    .get(withoutTrailingSlash(dashboardPaths.kpis), ...guard, async (c) =>
      c.json(await dashboardKpisFor(deps.db, c.var.tenant), 200),
    )
    .get(withoutTrailingSlash(dashboardPaths.place), ...guard, async (c) => {
      const place = parseOr400(kpiPlaceQuery, c.req.query(), { fallback: errorMessages.invalidQuery });
      return c.json(await placeCnpjsFor(deps.db, c.var.tenant, place), 200);
    });
}
