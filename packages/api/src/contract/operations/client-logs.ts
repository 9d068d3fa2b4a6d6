import { clientLogListQuery, clientLogListResponse, clientLogPaths } from '../client-logs';
import { client, defineOperation, errors } from './define';

export const clientLogOperations = {
  list: defineOperation({
    method: 'get',
    path: clientLogPaths.list,
    summary: 'Logs de atividade da conta',
    tag: 'Logs de atividade',
    auth: true,
    access: client('logs'),
    query: clientLogListQuery,
    responses: { 200: clientLogListResponse, ...errors(400, 401, 403) },
  }),
} as const;
