// The small helpers of the msw handlers that are not yet registered from the
// operation table (`mockOperation` in ../operation.ts reads the path, the
// access and the input from the operation object instead). One copy each:
// the failure answer, the 401, the reading of a body or query with a
// contract schema (the server's own reading), the id of a path, a page.
import { catalogueIdParam, type ErrorResponse, readRequestInput } from '@product/api/contract';
import { pageCount } from '@product/domain';
import { HttpResponse } from 'msw';
import type { z } from 'zod/mini';
import { sessionRefused } from './session';

export type Failure = HttpResponse<ErrorResponse>;
export const fail = (status: number, message: string): Failure => HttpResponse.json({ message }, { status });

/** The 401 of a call without a token. */
export const unauthorized = sessionRefused;
export const signedIn = (request: Request) => Boolean(request.headers.get('Authorization'));

/** Reads with a contract schema as the server does; a failure answers its 400 with the same message. */
export function parse<T extends z.core.$ZodType>(
  schema: T,
  input: unknown,
  options?: Parameters<typeof readRequestInput>[2],
): { data: z.output<T> } | { error: Failure } {
  const result = readRequestInput(schema, input, options);
  return result.success ? { data: result.data } : { error: fail(400, result.message) };
}

export const bodyOf = (request: Request) => request.json().catch(() => null);
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** The id in the path, or null when it is not one (the request is then left to other handlers). */
export function idOf(value: string | undefined): number | null {
  const parsed = catalogueIdParam.safeParse({ id: value });
  return parsed.success ? parsed.data.id : null;
}

/** One page of a list answer (spec 1 §3). */
export function page<T>(rows: readonly T[], query: { page: number; limit: number }) {
  return {
    items: rows.slice(query.page * query.limit, (query.page + 1) * query.limit),
    total: rows.length,
    pages_in_range: pageCount(rows.length, query.limit),
  };
}
