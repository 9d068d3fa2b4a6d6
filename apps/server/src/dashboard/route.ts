import { dashboardOperations } from '@product/api/contract/operations/dashboard';
import type { ClientAreaDeps } from '../client-area/deps';
import { implement } from '../http/implement';
import { dashboardKpisFor, placeCnpjsFor } from './service';

/**
 * GET /api/v1/client/kpis (spec 2 §7) and the CNPJs of one place of its map:
 * every role may open the dashboard (spec 2 §2, `dashboardOperations`). A
 * place's CNPJs are named to a USER without GET_COMPANY too, as the map
 * always named its markers.
 */
export function dashboardHandlers(deps: ClientAreaDeps) {
  return [
    implement(dashboardOperations.kpis, (_, c) => dashboardKpisFor(deps.db, c.var.tenant)),
    implement(dashboardOperations.place, ({ query }, c) => placeCnpjsFor(deps.db, c.var.tenant, query)),
  ];
}
