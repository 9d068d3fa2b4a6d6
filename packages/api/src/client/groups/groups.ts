import {
  type Group,
  type GroupKpiQuery,
  type GroupKpiRecord,
  groupKpiResponse,
  groupListResponse,
  groupPaths,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative, searchParamsOf } from '../http';

export type { Group, GroupKpiQuery, GroupKpiRecord };

/** GET /api/v1/admin/groups: every group for CONFORMA and EDITOR, their own for PARTNER and AFFINITY. */
export async function listGroups(http: Http): Promise<Group[]> {
  return groupListResponse.parse(await http.get(relative(groupPaths.list)).json());
}

/**
 * GET /api/v1/admin/groupKPI/{groupId}: the group's KPI record (the answer's first element), over
 * its accounts of `query.filter`'s type when given.
 */
export async function getGroupKpi(http: Http, groupId: number, query: GroupKpiQuery = {}): Promise<GroupKpiRecord> {
  const answer = await http.get(relative(groupPaths.kpi(groupId)), { searchParams: searchParamsOf(query) }).json();
  return groupKpiResponse.parse(answer)[0];
}

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
