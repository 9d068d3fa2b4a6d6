import { dashboardOperations } from '@product/api/contract/operations/dashboard';
import type { ClientAreaDeps } from '../client-area/deps';
import { implement } from '../http/implement';
import { cachedDashboardKpis, cachedPlaceCnpjs } from './service';

/**
 * GET /api/v1/client/kpis (spec 2 §7) and the CNPJs of one place of its map:
 * every role may open the dashboard (spec 2 §2, `dashboardOperations`). A
 * place's CNPJs are named to a USER without GET_COMPANY too, as the map
 * always named its markers. Both are kept in process under the data version
 * the guard read (dashboard/answer-cache): a write anywhere moves it.
 */
export function dashboardHandlers(deps: ClientAreaDeps) {
  return [
    implement(dashboardOperations.kpis, (_, c) => cachedDashboardKpis(deps, c.var.tenant, c.var.viewer.dataVersion)),
    implement(dashboardOperations.place, ({ query }, c) =>
      cachedPlaceCnpjs(deps, c.var.tenant, query, c.var.viewer.dataVersion),
    ),
  ];
}
