import {
  type Group,
  type GroupKpiRecord,
  groupKpiResponse,
  groupListResponse,
  groupPaths,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative } from '../http';

export type { Group, GroupKpiRecord };

/** GET /api/v1/admin/groups: every group for CONFORMA and EDITOR, their own for PARTNER and AFFINITY. */
export async function listGroups(http: Http): Promise<Group[]> {
  return groupListResponse.parse(await http.get(relative(groupPaths.list)).json());
}

/** GET /api/v1/admin/groupKPI/{groupId}: the group's KPI record (the answer's first element). */
export async function getGroupKpi(http: Http, groupId: number): Promise<GroupKpiRecord> {
  return groupKpiResponse.parse(await http.get(relative(groupPaths.kpi(groupId))).json())[0];
}

export const groupKeys = {
  all: ['groups'] as const,
  list: () => [...groupKeys.all, 'list'] as const,
  kpi: (groupId: number) => [...groupKeys.all, 'kpi', groupId] as const,
};

export function groupListQueryOptions(http: Http) {
  return queryOptions({ queryKey: groupKeys.list(), queryFn: () => listGroups(http) });
}

export function groupKpiQueryOptions(http: Http, groupId: number) {
  return queryOptions({ queryKey: groupKeys.kpi(groupId), queryFn: () => getGroupKpi(http, groupId) });
}
