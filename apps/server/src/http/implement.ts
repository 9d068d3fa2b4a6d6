// How the server serves the contract: each handler is registered against an
// operation object of `@product/api/contract/operations` (`implement`), and
// `mountOperations` gives it its route, its access check and its parsed input
// from that object alone. The path, the access rule and the schemas are never
// written again here; see docs/adding-an-operation.md.
import { catalogueIdParam, pathId } from '@product/api/contract';
import {
  type ApiOperation,
  apiOperations,
  type BodyOf,
  isMultipartBody,
  type OperationAccess,
  type ParamsOf,
  paramRoutePattern,
  pathParamsOf,
  type QueryOf,
  type ResultOf,
  successOf,
} from '@product/api/contract/operations';
import { missingCodeRefusal } from '@product/domain';
import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod/mini';
import { type AuthEnv, requireAdminRoute, requireAuth } from '../auth/middleware';
import { type ClientEnv, requireClientArea } from '../client-area/context';
import { defaultLicenseSettings } from '../config';
import type { Database } from '../db/database';
import { type AnswerClock, conditionalAnswers, isConditional } from './conditional';
import { errorMessages, forbidden } from './errors';
import { parseOr400, readJsonBody, withoutTrailingSlash } from './validation';

/** The context a handler gets: the client area's tenant, the signed-in viewer, or nothing for public calls. */
export type EnvOf<Op extends ApiOperation> = Op['access'] extends { area: 'client' }
  ? ClientEnv
  : Op['access'] extends 'public'
    ? Env
    : AuthEnv;

/** What a handler receives, parsed with the operation's own schemas (a 400 in Portuguese before it runs otherwise). */
export interface OperationInput<Op extends ApiOperation> {
  params: ParamsOf<Op>;
  query: QueryOf<Op>;
  body: BodyOf<Op>;
}

/** A handler's answer: the success body (sent as JSON with the declared status) or a whole Response (files, documents). */
export type OperationResult<Op extends ApiOperation> = ResultOf<Op> | Response;

export interface Implementation {
  readonly operation: ApiOperation;
  /** Middleware that runs after the access check and before the input is read (e.g. an upload's size limit). */
  readonly before: readonly MiddlewareHandler[];
  readonly handle: (input: OperationInput<ApiOperation>, c: Context) => Promise<unknown> | unknown;
}

/**
 * Registers `handle` as the server's answer to `operation`. Its input comes
 * parsed and typed, its access already enforced from `operation.access`, and
 * its return type is the operation's success schema.
 */
export function implement<const Op extends ApiOperation>(
  operation: Op,
  handle: (input: OperationInput<Op>, c: Context<EnvOf<Op>>) => Promise<OperationResult<Op>> | OperationResult<Op>,
  options: { before?: readonly MiddlewareHandler<EnvOf<Op>>[] } = {},
): Implementation {
  return {
    operation,
    before: (options.before ?? []) as readonly MiddlewareHandler[],
    handle: handle as Implementation['handle'],
  };
}

/** What the access checks need. */
export interface GuardDeps {
  db: Database;
  jwtSecret: Uint8Array;
  /** The day in a signed-in GET's ETag (http/conditional); by default the real clock in the statuses' default zone. */
  clock?: AnswerClock;
}

const realClock: AnswerClock = { now: () => new Date(), timeZone: defaultLicenseSettings.timeZone };

/**
 * The checks `operation.access` declares, in the order the answers depend on:
 * the session (401), the screen's roles (403), then each permission code (403)
 * — after the path's `id` when the caller's own user needs no code.
 */
function accessChecks(access: OperationAccess, deps: GuardDeps, readParams: ParamReader): MiddlewareHandler[] {
  if (access === 'public') return [];
  if (access === 'signed-in') return [requireAuth(deps)];
  if (access.area === 'admin') return [requireAuth(deps), requireAdminRoute(access.route)];
  const codes = access.codes ?? [];
  const holdsCodes: MiddlewareHandler<ClientEnv> = async (c, next) => {
    const tenant = c.var.tenant;
    const ownUser = access.exceptOwnUser === true && readParams(c).id === tenant.userId;
    // The same decision the mocks make (@product/domain), so the two cannot drift.
    const refusal = missingCodeRefusal(tenant, codes, ownUser);
    if (refusal) throw forbidden(refusal);
    await next();
  };
  return [...requireClientArea(deps, { route: access.route }), holdsCodes as MiddlewareHandler];
}

type ParamReader = (c: Context) => Record<string, number | string>;

/**
 * The Hono pattern of an operation's path: each parameter as the contract's
 * `paramRoutePattern` says the server routes it (`:id{[0-9]+}`, so
 * `/company/export` and `/company/12` are distinct routes whatever order they
 * are registered in; the mocks route by the same rule). `loose` matches any
 * segment: the fallback that answers a malformed id with 400 instead of 404.
 */
export function routePattern(operation: ApiOperation, loose = false): string {
  const params = new Map(pathParamsOf(operation).map((param) => [param.name, param]));
  const pattern = operation.path.replace(/\{(\w+)\}[^/]*/g, (_, name: string) => {
    const param = params.get(name);
    const value = param ? paramRoutePattern(param, loose) : null;
    return value === null ? `:${name}` : `:${name}{${value}}`;
  });
  return withoutTrailingSlash(pattern);
}

/** Reads the path parameters: text as sent, whole numbers through the contract's `pathId` (400 'ID inválido.'). */
function paramReader(operation: ApiOperation): ParamReader {
  const params = pathParamsOf(operation);
  const message = operation.invalidIdMessage;
  const wholeNumber = message ? z.object({ id: pathId(message) }) : catalogueIdParam;
  return (c) =>
    Object.fromEntries(
      params.map(({ name, text, suffix }) => {
        const raw = c.req.param(name) ?? '';
        const value = suffix && raw.endsWith(suffix) ? raw.slice(0, -suffix.length) : raw;
        return [name, text ? value : parseOr400(wholeNumber, { id: value }).id];
      }),
    );
}

/**
 * The handler chain of one operation: access, then for a signed-in GET the 304 that skips the
 * rest when the answer has not changed (http/conditional), its own middleware, input, answer.
 */
function chainOf(implementation: Implementation, deps: GuardDeps): MiddlewareHandler[] {
  const { operation, before, handle } = implementation;
  const readParams = paramReader(operation);
  const { status } = successOf(operation);
  const answer: MiddlewareHandler = async (c) => {
    const params = readParams(c);
    const query = operation.query
      ? parseOr400(operation.query, c.req.query(), { fallback: errorMessages.invalidQuery })
      : undefined;
    const body =
      operation.body && !isMultipartBody(operation.body)
        ? parseOr400(operation.body, await readJsonBody(c), { required: operation.requiredMessages })
        : undefined;
    const result = await handle({ params, query, body } as OperationInput<ApiOperation>, c);
    return result instanceof Response ? result : c.json(result, status as ContentfulStatusCode);
  };
  const conditional = isConditional(operation)
    ? [conditionalAnswers(deps.clock ?? realClock) as MiddlewareHandler]
    : [];
  return [...accessChecks(operation.access, deps, readParams), ...conditional, ...before, answer];
}

/**
 * Mounts implementations on the app. Each operation's route matches only its
 * own requests (typed parameters), so the order of registration does not
 * matter; a malformed whole-number parameter gets its 400 from a loose
 * fallback mounted after every operation, behind the same access checks.
 */
export function mountOperations<E extends Env>(
  app: Hono<E>,
  deps: GuardDeps,
  implementations: readonly Implementation[],
) {
  const fallbacks: Array<() => void> = [];
  for (const implementation of implementations) {
    const { operation } = implementation;
    const chain = chainOf(implementation, deps);
    app.on([operation.method.toUpperCase()], [routePattern(operation)], ...(chain as MiddlewareHandler<E>[]));
    const loose = routePattern(operation, true);
    if (loose !== routePattern(operation)) {
      fallbacks.push(() => app.on([operation.method.toUpperCase()], [loose], ...(chain as MiddlewareHandler<E>[])));
    }
  }
  return {
    /** Mounts the 400 fallbacks: call once, after every operation is mounted. */
    finish: () => {
      for (const mount of fallbacks) mount();
    },
  };
}

const keyOf = (operation: ApiOperation) => `${operation.method.toUpperCase()} ${operation.path}`;

/**
 * Throws unless every operation of the contract has exactly one handler and
 * every handler answers an operation of the contract: a call nobody serves, or
 * served twice, never reaches users.
 */
export function assertEveryOperationImplemented(
  implementations: readonly Implementation[],
  operations: readonly ApiOperation[] = apiOperations,
): void {
  const declared = new Set(operations);
  const served = new Map<ApiOperation, number>();
  for (const { operation } of implementations) served.set(operation, (served.get(operation) ?? 0) + 1);
  const problems = [
    ...operations.filter((operation) => !served.has(operation)).map((o) => `sem handler: ${keyOf(o)}`),
    ...[...served].filter(([, count]) => count > 1).map(([o]) => `handler repetido: ${keyOf(o)}`),
    ...[...served.keys()].filter((o) => !declared.has(o)).map((o) => `handler sem operação no contrato: ${keyOf(o)}`),
  ];
  if (problems.length > 0) throw new Error(`Operações e handlers não conferem:\n${problems.join('\n')}`);
}
