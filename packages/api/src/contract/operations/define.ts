// The shape of an operation of the API and the helpers its declarations use.
// An operation object is the one place its method, path, schemas, access rule
// and documentation are written: the server mounts its handler from it, the
// fetchers call it and the mocks answer it (see docs/adding-an-operation.md).
import {
  type AccessRole,
  type AdminRoute,
  accessRoles,
  adminRouteAccess,
  type ClientRoute,
  clientRouteAccess,
  type PermissionCode,
} from '@product/domain';
import type { z } from 'zod/mini';
import { errorResponse } from '../common';

type Schema = z.core.$ZodType;

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** An answer the contract does not describe field by field: a file's bytes, or this very document. */
export interface RawAnswer {
  raw: string;
}
export type OperationAnswer = Schema | RawAnswer;

/** A `multipart/form-data` body: each field a file or a text parsed with a schema. */
export interface MultipartBody {
  multipart: Readonly<Record<string, 'file' | Schema>>;
  required: readonly string[];
}
/** A JSON body (its schema) or a multipart one. */
export type OperationBody = Schema | MultipartBody;

/**
 * Who may call an operation: exactly what the server enforces, in the
 * domain's own rules, so that the two cannot drift apart unnoticed (the
 * access matrix, apps/server/src/http/access-matrix.test.ts, calls every
 * operation as every kind of caller and checks each answer against this).
 *
 * - `'public'`: anyone, with or without a token. Where the path carries a
 *   secret (a calendar or file link, a logo key), the secret is the permission.
 * - `'signed-in'`: any valid session, whatever the role or account (My account, Sair).
 * - admin: the roles of that admin screen (`adminRouteAccess`). PARTNER and
 *   AFFINITY reach only their own group's accounts: another group's are not found.
 * - client: inside the account the token names (`current_client_id`: a client
 *   role's own account; for staff, one they entered, PARTNER and AFFINITY only
 *   within their group), the roles of that client screen (`clientRouteAccess`)
 *   and, for a USER, every listed code (`holdsPermission`) and only the
 *   companies assigned to them. Another account's ids are not found.
 *   `exceptOwnUser`: on the caller's own user the codes are not needed.
 */
export type OperationAccess =
  | 'public'
  | 'signed-in'
  | { readonly area: 'admin'; readonly route: AdminRoute }
  | {
      readonly area: 'client';
      readonly route: ClientRoute;
      readonly codes?: readonly PermissionCode[];
      readonly exceptOwnUser?: true;
    };

/** The roles a declaration lets in, read from the domain's route tables (before codes, accounts and groups). */
export function rolesAllowed(access: OperationAccess): readonly AccessRole[] {
  if (access === 'public' || access === 'signed-in') return accessRoles;
  return access.area === 'admin' ? adminRouteAccess[access.route] : clientRouteAccess[access.route];
}

export interface ApiOperation {
  method: HttpMethod;
  /** OpenAPI style: `/api/v1/client/user/{id}`. */
  path: string;
  /** Portuguese, as the documentation shows it. */
  summary: string;
  tag: string;
  /** Whether a bearer token is needed. */
  auth: boolean;
  /** Who may call it. Required: an operation nobody declared does not compile. */
  access: OperationAccess;
  /** Path parameters are whole numbers unless named here as text. */
  textParams?: readonly string[];
  /** The 400 for a malformed whole-number path parameter; 'ID inválido.' unless said here. */
  invalidIdMessage?: string;
  /** Portuguese messages for body fields missing altogether (zod's own would be English). */
  requiredMessages?: Readonly<Record<string, string>>;
  query?: Schema;
  body?: OperationBody;
  /** Every answer by status: success schemas, and `errorResponse` for each failure the call may give. */
  responses: Readonly<Record<number, OperationAnswer>>;
}

/** Where the OpenAPI document of the whole API is served. */
export const docsPath = '/api/docs';

export function isRawAnswer(answer: OperationAnswer): answer is RawAnswer {
  return typeof answer === 'object' && answer !== null && 'raw' in answer;
}
export function isMultipartBody(body: OperationBody): body is MultipartBody {
  return typeof body === 'object' && body !== null && 'multipart' in body;
}

/** `{ status: errorResponse }` for each status: every failure answers `{ message }` in Portuguese. */
export function errors(...statuses: number[]): Record<number, Schema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse]));
}

/** The failures of every signed-in call: no or bad token (401), a role or code that may not (403). */
export const guarded = errors(401, 403);
/** Plus a bad id (400) and an id that is not found, or is another account's (404). */
export const guardedOne = errors(400, 401, 403, 404);
/**
 * The failures of a public call: another site's page (403), a body that is
 * not JSON (415), too many calls from the address or on the e-mail (429).
 */
export const publicFailures = errors(400, 403, 415, 429);
/** A multipart upload: too large (413), a type not accepted (415). */
export const uploadFailures = errors(400, 401, 403, 404, 413, 415);

/** An admin screen's roles (`adminRouteAccess`). */
export const admin = <const Route extends AdminRoute>(route: Route) => ({ area: 'admin', route }) as const;
/** A client screen's roles (`clientRouteAccess`) and, for a USER, these codes. */
export function client<const Route extends ClientRoute>(route: Route, ...codes: PermissionCode[]) {
  return codes.length > 0 ? ({ area: 'client', route, codes } as const) : ({ area: 'client', route } as const);
}

/** Path in OpenAPI style from a contract path builder. */
export const id = '{id}';
/** The company's `{id}` in client-area paths. */
export const companyId = '{id}';

/** Declares an operation, keeping its literal types (path, schemas, access) for handlers and fetchers. */
export function defineOperation<const Op extends ApiOperation>(operation: Op): Op {
  return operation;
}

// ------------------------------------------------------------------ types read from a declaration

type ParamNamesOf<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNamesOf<Rest>
  : never;
type TextParamsOf<Op extends ApiOperation> = Op['textParams'] extends readonly (infer Name)[] ? Name : never;

/** The path parameters: whole numbers, or text where `textParams` says so. */
export type ParamsOf<Op extends ApiOperation> = string extends Op['path']
  ? Record<string, number | string>
  : { [Name in ParamNamesOf<Op['path']>]: Name extends TextParamsOf<Op> ? string : number };

/** The query after parsing (defaults applied), or undefined when the operation takes none. */
export type QueryOf<Op extends ApiOperation> = Op['query'] extends Schema ? z.output<Op['query']> : undefined;
/** What a caller sends as query (before defaults). */
export type QueryInputOf<Op extends ApiOperation> = Op['query'] extends Schema ? z.input<Op['query']> : undefined;

/** The JSON body after parsing, or undefined (no body, or multipart: the handler reads it). */
export type BodyOf<Op extends ApiOperation> = Op['body'] extends Schema ? z.output<Op['body']> : undefined;
/** What a caller sends as JSON body. */
export type BodyInputOf<Op extends ApiOperation> = Op['body'] extends Schema ? z.input<Op['body']> : undefined;

/** The success status: the one 2xx the operation declares. */
export type SuccessStatusOf<Op extends ApiOperation> = Extract<keyof Op['responses'], 200 | 201 | 202 | 204>;
type SuccessAnswerOf<Op extends ApiOperation> = Op['responses'][SuccessStatusOf<Op>];
/** The success answer's body as the server builds it; `Response` for raw answers (files, this document). */
export type ResultOf<Op extends ApiOperation> =
  SuccessAnswerOf<Op> extends Schema ? z.input<SuccessAnswerOf<Op>> : Response;
/** The success answer's body as a caller reads it (after parsing). */
export type AnswerOf<Op extends ApiOperation> =
  SuccessAnswerOf<Op> extends Schema ? z.output<SuccessAnswerOf<Op>> : Response;

/** The success status and its answer, read from the declaration at run time. */
export function successOf(operation: ApiOperation): { status: number; answer: OperationAnswer } {
  for (const [status, answer] of Object.entries(operation.responses)) {
    if (Number(status) >= 200 && Number(status) < 300) return { status: Number(status), answer };
  }
  throw new Error(`${operation.method} ${operation.path}: no success answer declared`);
}

/** The operation's path with its parameters filled in (each encoded). */
export function pathOf(operation: ApiOperation, params: Readonly<Record<string, number | string>> = {}): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operation.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The names of the path's parameters, in order. */
export function paramNames(operation: ApiOperation): string[] {
  return [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? '');
}

// ------------------------------------------------------------------ how the server routes a path

/** A path parameter as the server routes it. */
export interface PathParam {
  name: string;
  /** Text (`textParams`); otherwise a whole number. */
  text: boolean;
  /** Text after the parameter within its segment, e.g. `.ics`; not part of the value. */
  suffix: string;
}

const paramWithSuffix = /\{(\w+)\}([^/]*)/g;

/** The path's parameters, in order, with the text glued after each in its segment. */
export function pathParamsOf(operation: ApiOperation): PathParam[] {
  const text = new Set(operation.textParams ?? []);
  return [...operation.path.matchAll(paramWithSuffix)].map(([, name = '', suffix = '']) => ({
    name,
    text: text.has(name),
    suffix,
  }));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a parameter's segment must look like for the server to route a request
 * to its operation (a regular expression's source, suffix included), or null
 * for any segment. Whole numbers are digits only, so `/company/export` and
 * `/company/12` are distinct routes whatever order they are registered in; a
 * secret followed by an extension (a calendar's `{token}.ics`) is base64url
 * characters. `loose` is the server's fallback route, which answers a
 * malformed whole number with 400 instead of 404.
 */
export function paramRoutePattern(param: PathParam, loose = false): string | null {
  if (param.suffix) return `[A-Za-z0-9_-]+${escapeRegExp(param.suffix)}`;
  return param.text || loose ? null : '[0-9]+';
}

/** The server's route of an operation (`paramRoutePattern`) as a regular expression over a path, any trailing slash. */
export function routeMatcherOf(operation: ApiOperation, loose = false): RegExp {
  const params = pathParamsOf(operation);
  const literals = operation.path.replace(/\/+$/, '').split(paramWithSuffix);
  // split() with two groups answers: literal, name, suffix, literal, name, suffix, …, literal.
  const source = literals
    .filter((_, index) => index % 3 === 0)
    .map((literal, index) => {
      const param = params[index];
      if (!param) return escapeRegExp(literal);
      return `${escapeRegExp(literal)}${paramRoutePattern(param, loose) ?? '[^/]+'}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}
