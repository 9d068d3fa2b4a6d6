// The mocks' half of "each operation declared once": an msw handler is
// registered from an operation object of the contract, exactly as the server
// mounts its handler from it (apps/server/src/http/implement.ts). The path,
// the access rule, the schemas and the success status come from the object;
// the access decision and the input reading are the functions the server
// uses (@product/domain, `readRequestInput`). A resolver only does what the
// server's service does, over the mocks' in-memory store.
import { type FieldMessages, pathId, readRequestInput, requestTexts, type SessionClaims } from '@product/api/contract';
import {
  type ApiOperation,
  apiOperations,
  type BodyOf,
  isMultipartBody,
  type OperationAccess,
  type ParamsOf,
  pathParamsOf,
  type QueryOf,
  type ResultOf,
  routeMatcherOf,
  successOf,
} from '@product/api/contract/operations';
import { authTexts, canAccessAdminRoute, clientAreaRefusal, missingCodeRefusal } from '@product/domain';
import { type HttpHandler, HttpResponse, http } from 'msw';
import { z } from 'zod/mini';
import { decodeSession } from '../client/session';
import { mockStaffClaims } from './fixtures/session';
import { sessionRefusedBody } from './handlers/session';

/** A failure a resolver throws, as the server's services throw `ApiError`: a status and a Portuguese message. */
export class MockApiError extends Error {
  override name = 'MockApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }

  toResponse(): Response {
    const body = this.code ? { message: this.message, code: this.code } : { message: this.message };
    return HttpResponse.json(body, { status: this.status });
  }
}

export const badRequest = (message: string) => new MockApiError(400, message);
export const forbidden = (message: string) => new MockApiError(403, message);
export const notFound = (message: string) => new MockApiError(404, message);
export const conflict = (message: string) => new MockApiError(409, message);

/** What a resolver receives: the input already read with the operation's schemas, and the caller's session. */
export interface MockCall<Op extends ApiOperation> {
  params: ParamsOf<Op>;
  query: QueryOf<Op>;
  body: BodyOf<Op>;
  /** Null only on public operations called without a token. */
  session: Op['access'] extends 'public' ? SessionClaims | null : SessionClaims;
  request: Request;
}

/**
 * A resolver's answer: the success body (sent as JSON with the declared
 * status), a whole Response (files, a story's own answer), or undefined to
 * let the next handler answer (msw's passthrough between handlers).
 */
export type MockResult<Op extends ApiOperation> = ResultOf<Op> | Response | undefined;
export type MockResolver<Op extends ApiOperation> = (call: MockCall<Op>) => MockResult<Op> | Promise<MockResult<Op>>;

/**
 * The session a request carries. The mocks check no signature and no expiry:
 * a token they cannot read is the mock staff member's (stories and tests send
 * 'mock-token'), and only a missing header is refused (401).
 */
export function sessionOf(request: Request): SessionClaims | null {
  const header = request.headers.get('Authorization');
  if (!header) return null;
  return decodeSession(header.replace(/^Bearer\s+/i, '')) ?? mockStaffClaims;
}

const paramPattern = /\{(\w+)\}/g;
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The msw path of an operation: `/api/v1/client/company/{id}` → `*\/api/v1/client/company/:id` (any origin, any trailing slash). */
export function mswPathOf(operation: ApiOperation): string {
  return `*${withoutTrailingSlash(operation.path).replace(paramPattern, ':$1')}`;
}

const routeMatchers = new Map<ApiOperation, RegExp>();
/** The server's own route of an operation (the contract's `routeMatcherOf`), made once. */
function routeMatcher(operation: ApiOperation): RegExp {
  let matcher = routeMatchers.get(operation);
  if (!matcher) {
    matcher = routeMatcherOf(operation);
    routeMatchers.set(operation, matcher);
  }
  return matcher;
}

/**
 * Whether another operation of the contract is the one the server routes this
 * request to: a malformed whole-number parameter (`/company/export` read as
 * `/company/{id}`) is then left to that operation's handler, and answered 400
 * 'ID inválido.' only when no operation claims the path, as on the server,
 * whatever order the handlers are registered in.
 */
function servedByAnother(operation: ApiOperation, path: string): boolean {
  return apiOperations.some(
    (other) => other !== operation && other.method === operation.method && routeMatcher(other).test(path),
  );
}

/** The query as the server reads it (`c.req.query()`): the first value of each name. */
function queryOf(request: Request): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of new URL(request.url).searchParams) if (!(name in query)) query[name] = value;
  return query;
}

/** Reads a value with a schema the server's way, or throws its 400. */
function read<T extends z.core.$ZodType>(
  schema: T,
  input: unknown,
  options: { required?: FieldMessages; fallback?: string } = {},
): z.output<T> {
  const result = readRequestInput(schema, input, options);
  if (!result.success) throw badRequest(result.message);
  return result.data;
}

/** The JSON body, or the server's 400 when it is not JSON. */
async function jsonBodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(requestTexts.invalidBody);
  }
}

/** Reads the path parameters: text as sent, whole numbers through the contract's `pathId` (400 'ID inválido.'). */
function paramsOf(operation: ApiOperation, raw: Readonly<Record<string, string | readonly string[] | undefined>>) {
  const wholeNumber = z.object({ id: pathId(operation.invalidIdMessage ?? 'ID inválido.') });
  const params: Record<string, number | string> = {};
  for (const { name, text } of pathParamsOf(operation)) {
    const value = String(raw[name] ?? '');
    params[name] = text ? value : read(wholeNumber, { id: value }).id;
  }
  return params;
}

/**
 * The checks `access` declares, in the server's order: the session (401), the
 * screen's roles (403), then each permission code (403) — after the path's
 * `id` when the caller's own user needs no code. The mocks hold one account,
 * the one every token entered: a client-role token belongs to it, and staff
 * are in its group.
 */
function checkAccess(
  access: OperationAccess,
  session: SessionClaims | null,
  readParams: () => Record<string, unknown>,
) {
  if (access === 'public') return;
  if (!session) throw new MockApiError(401, sessionRefusedBody.message, sessionRefusedBody.code);
  if (access === 'signed-in') return;
  if (access.area === 'admin') {
    if (!canAccessAdminRoute(session.access_role, access.route)) throw forbidden(authTexts.forbiddenDescription);
    return;
  }
  const entered = session.current_client_id === null ? null : { id: session.current_client_id, groupId: null };
  const refusal = clientAreaRefusal(
    {
      accessRole: session.access_role,
      enteredAccount: entered,
      ownAccount: { id: entered?.id ?? null, groupId: null },
    },
    access.route,
  );
  if (refusal !== null) throw forbidden(refusal);
  const onOwnUser = access.exceptOwnUser === true && readParams().id === session.id;
  const missing = missingCodeRefusal(
    { accessRole: session.access_role, permissionRoles: session.permission_role },
    access.codes ?? [],
    onOwnUser,
  );
  if (missing !== null) throw forbidden(missing);
}

/**
 * The msw handler of one operation: its path and method, its access checks,
 * its input read with its schemas and its success status, all from the
 * operation object; `resolve` answers as the server's service would.
 */
export function mockOperation<const Op extends ApiOperation>(operation: Op, resolve: MockResolver<Op>): HttpHandler {
  const { status } = successOf(operation);
  return http[operation.method](mswPathOf(operation), async ({ request, params: raw }) => {
    const path = new URL(request.url).pathname;
    if (!routeMatcher(operation).test(path) && servedByAnother(operation, path)) return undefined;
    try {
      const session = sessionOf(request);
      checkAccess(operation.access, session, () => paramsOf(operation, raw));
      const params = paramsOf(operation, raw);
      const query = operation.query
        ? read(operation.query, queryOf(request), { fallback: requestTexts.invalidQuery })
        : undefined;
      const body =
        operation.body && !isMultipartBody(operation.body)
          ? read(operation.body, await jsonBodyOf(request), { required: operation.requiredMessages })
          : undefined;
      const call = { params, query, body, session, request } as unknown as MockCall<Op>;
      const result: unknown = await resolve(call);
      if (result === undefined || result instanceof Response) return result;
      return HttpResponse.json(result as never, { status });
    } catch (error) {
      if (error instanceof MockApiError) return error.toResponse();
      throw error;
    }
  });
}
