import { groupKpiQuery, groupKpiResponse, groupListResponse, groupPaths } from '../groups';
import { admin, defineOperation, guarded, guardedOne } from './define';

export const groupOperations = {
  list: defineOperation({
    method: 'get',
    path: groupPaths.list,
    summary: 'Listar grupos',
    tag: 'Grupos',
    auth: true,
    access: admin('accounts'),
    responses: { 200: groupListResponse, ...guarded },
  }),
  kpi: defineOperation({
    method: 'get',
    path: groupPaths.kpi('{groupId}'),
    summary: 'Indicadores de um grupo',
    tag: 'Grupos',
    auth: true,
    access: admin('accounts'),
    query: groupKpiQuery,
    responses: { 200: groupKpiResponse, ...guardedOne },
  }),
} as const;
