// The two answers the mocks still write by hand: a failure (the deliberately
// failing handlers some stories use) and one page of a list. Everything else
// is read and answered by `mockOperation` (../operation.ts) from the contract.
import type { ErrorResponse } from '@product/api/contract';
import { pageCount } from '@product/domain';
import { HttpResponse } from 'msw';

export const fail = (status: number, message: string): HttpResponse<ErrorResponse> =>
  HttpResponse.json({ message }, { status });

/** One page of a list answer (spec 1 §3). */
export function page<T>(rows: readonly T[], query: { page: number; limit: number }) {
  return {
    items: rows.slice(query.page * query.limit, (query.page + 1) * query.limit),
    total: rows.length,
    pages_in_range: pageCount(rows.length, query.limit),
  };
}
