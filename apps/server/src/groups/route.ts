import { groupOperations } from '@product/api/contract/operations/groups';
import type { Database } from '../db/database';
import { implement } from '../http/implement';
import { groupKpisFor, groupsFor } from './service';

/**
 * GET /api/v1/admin/groups and GET /api/v1/admin/groupKPI/{groupId} (spec 1
 * §7), for the four staff roles: the account list's group filter and the
 * affinity view's charts.
 */
export function groupHandlers(deps: { db: Database }) {
  return [
    implement(groupOperations.list, (_, c) => groupsFor(deps.db, c.var.viewer)),
    implement(groupOperations.kpi, ({ params, query }, c) =>
      groupKpisFor(deps.db, c.var.viewer, params.groupId, query.filter),
    ),
  ];
}
