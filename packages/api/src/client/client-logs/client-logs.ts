import type { ClientLogEntry, ClientLogListQuery, ClientLogListResponse } from '@product/api/contract';
import { clientLogOperations } from '@product/api/contract/operations/client-logs';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '../call';
import type { Http } from '../http';

export type { ClientLogEntry, ClientLogListQuery, ClientLogListResponse };

/** GET /api/v1/client/logs/: one page of the account's activity log (search on name, e-mail, action), newest first. */
export function listClientLogs(http: Http, query: ClientLogListQuery): Promise<ClientLogListResponse> {
  return callOperation(http, clientLogOperations.list, { query });
}

/** Read only: no mutation of the screens declares it (the server writes the log). */
export const clientLogKeys = {
  all: ['client-logs'] as const,
  list: (query: ClientLogListQuery) => [...clientLogKeys.all, 'list', query] as const,
};

export function clientLogListQueryOptions(http: Http, query: ClientLogListQuery) {
  return queryOptions({ queryKey: clientLogKeys.list(query), queryFn: () => listClientLogs(http, query) });
}
