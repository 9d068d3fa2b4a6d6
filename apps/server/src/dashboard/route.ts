import { dashboardPaths } from '@product/api/contract';
import { Hono } from 'hono';
import { type ClientEnv, requireClientArea } from '../client-area/context';
import type { ClientAreaDeps } from '../client-area/deps';
import { withoutTrailingSlash } from '../http/validation';
import { dashboardKpisFor } from './service';

/** GET /api/v1/client/kpis (spec 2 §7): every role may open the dashboard (spec 2 §2). */
export function dashboardRoutes(deps: ClientAreaDeps) {
  return new Hono<ClientEnv>().get(
    withoutTrailingSlash(dashboardPaths.kpis),
    ...requireClientArea(deps, { route: 'dashboard' }),
    async (c) => c.json(await dashboardKpisFor(deps.db, c.var.tenant), 200),
  );
}
