import type { Group, GroupKpiQuery, GroupKpiRecord } from '@product/api/contract';
import { groupOperations } from '@product/api/contract/operations/groups';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import type { Http } from '../http';

export type { Group, GroupKpiQuery, GroupKpiRecord };

/** GET /api/v1/admin/groups: every group for CONFORMA and EDITOR, their own for PARTNER and AFFINITY. */
export function listGroups(http: Http): Promise<Group[]> {
  return callOperation(http, groupOperations.list);
}

/**
 * GET /api/v1/admin/groupKPI/{groupId}: the group's KPI record (the answer's first element), over
 * its accounts of `query.filter`'s type when given.
 */
export async function getGroupKpi(http: Http, groupId: number, query: GroupKpiQuery = {}): Promise<GroupKpiRecord> {
  return (await callOperation(http, groupOperations.kpi, { params: { groupId }, query }))[0];
}

/** Read only: no mutation of the screens declares them. */
export const groupKeys = {
  all: ['groups'] as const,
  list: () => [...groupKeys.all, 'list'] as const,
  kpi: (groupId: number, query: GroupKpiQuery = {}) => [...groupKeys.all, 'kpi', groupId, query] as const,
};

export function groupListQueryOptions(http: Http) {
  return queryOptions({ queryKey: groupKeys.list(), queryFn: () => listGroups(http) });
}

export function groupKpiQueryOptions(http: Http, groupId: number, query: GroupKpiQuery = {}) {
  return queryOptions({ queryKey: groupKeys.kpi(groupId, query), queryFn: () => getGroupKpi(http, groupId, query) });
}
