import {
  type ClientLogEntry,
  type ClientLogListQuery,
  type ClientLogListResponse,
  clientLogListResponse,
  clientLogPaths,
} from '@product/api/contract';
import { queryOptions } from '@tanstack/react-query';
import { type Http, relative, searchParamsOf } from '../http';

export type { ClientLogEntry, ClientLogListQuery, ClientLogListResponse };

/** GET /api/v1/client/logs/: one page of the account's activity log (search on name, e-mail, action), newest first. */
export async function listClientLogs(http: Http, query: ClientLogListQuery): Promise<ClientLogListResponse> {
  const answer = await http.get(relative(clientLogPaths.list), { searchParams: searchParamsOf(query) }).json();
  return clientLogListResponse.parse(answer);
}

export const clientLogKeys = {
  all: ['client-logs'] as const,
  list: (query: ClientLogListQuery) => [...clientLogKeys.all, 'list', query] as const,
};

export function clientLogListQueryOptions(http: Http, query: ClientLogListQuery) {
  return queryOptions({ queryKey: clientLogKeys.list(query), queryFn: () => listClientLogs(http, query) });
}
