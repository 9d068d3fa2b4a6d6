import { clientUserPaths, cnaePaths } from '@product/api/contract';
import {
  type ApiOperation,
  apiOperations,
  isRawAnswer,
  type OperationAccess,
  rolesAllowed,
} from '@product/api/contract/operations';
import {
  type AccessRole,
  accessRoles,
  adminRouteAccess,
  brand,
  clientRouteAccess,
  isStaffRole,
  type PermissionCode,
  permissionCodes,
} from '@product/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { sessionLifetimeSeconds } from '../auth/tokens';
import { databaseKinds } from '../testing/harness';
import { recipeOf } from '../testing/matrix-requests';
import {
  type Caller,
  companyMarker,
  type MatrixRequest,
  type MatrixWorld,
  openMatrixWorld,
  type PreparedRequest,
  tenantMarker,
  tokenOf,
} from '../testing/matrix-world';
import { buildOpenApiDocument, whoMayCall } from './openapi';

/**
 * The role and permission matrix (issue 15): every operation of the contract
 * is called as every kind of caller with a request that would succeed, and
 * each answer must be what the operation's `access` declaration says — a 2xx
 * for whoever it lets in, 401 without a valid session, 403 for a role, a
 * missing code or a client the caller may not enter, 404 for another
 * account's (or group's) objects. Nothing is allowed that the declaration
 * does not allow, and nothing the declaration allows is refused.
 */

/** Who calls. */
type Identity =
  | { kind: 'anonymous' }
  /** An allowed person's token, signed with the right secret but past its expiry. */
  | { kind: 'expired' }
  /** A person of each role: client roles in Padaria Norte, staff of its group (inside it for client calls). */
  | { kind: 'role'; role: AccessRole }
  /** A USER of Padaria Norte holding exactly the declared codes, with the company: a code the server wants and the declaration omits shows. */
  | { kind: 'declared-codes' }
  /** A USER of Padaria Norte holding every code but one, with the company; `own`: naming their own user. */
  | { kind: 'lacking'; code: PermissionCode; own: boolean }
  /** A USER holding every code but not assigned to the company the request names. */
  | { kind: 'unassigned' }
  /** Staff with a token for no client. */
  | { kind: 'no-client' }
  /** The ADMIN of another account (Oficina Sul), sending Padaria Norte's ids. */
  | { kind: 'foreign' }
  /** A PARTNER of another group: inside Padaria Norte for client calls (a token it could not get by entering). */
  | { kind: 'other-group' };

type Outcome = 'success' | 401 | 403 | 404;

const label = (identity: Identity): string => {
  switch (identity.kind) {
    case 'role':
      return identity.role;
    case 'lacking':
      return `USER without ${identity.code}${identity.own ? ', on their own user' : ''}`;
    default:
      return identity.kind;
  }
};

const isClient = (access: OperationAccess): access is Extract<OperationAccess, { area: 'client' }> =>
  typeof access === 'object' && access.area === 'client';
const isAdmin = (access: OperationAccess): access is Extract<OperationAccess, { area: 'admin' }> =>
  typeof access === 'object' && access.area === 'admin';

/** Whether the path names objects by id: of an account (client area) or of a group's account (admin area). */
const namesObjects = (operation: ApiOperation) => /\{\w+\}/.test(operation.path);
/** Operations on one client user, which a person may also call on their own user. */
const namesAUser = (operation: ApiOperation) => operation.path === clientUserPaths.one('{id}');

/** Every caller an operation is tried with. */
function identitiesFor(operation: ApiOperation): Identity[] {
  const identities: Identity[] = [
    { kind: 'anonymous' },
    { kind: 'expired' },
    ...accessRoles.map((role) => ({ kind: 'role', role }) as const),
    { kind: 'foreign' },
    { kind: 'other-group' },
  ];
  const access = operation.access;
  if (isClient(access)) {
    identities.push({ kind: 'declared-codes' });
    for (const code of access.codes ?? []) {
      identities.push({ kind: 'lacking', code, own: false });
      if (namesAUser(operation)) identities.push({ kind: 'lacking', code, own: true });
    }
    identities.push({ kind: 'unassigned' }, { kind: 'no-client' });
  }
  return identities;
}

/** What the declaration promises this caller. */
function expectedOutcome(operation: ApiOperation, identity: Identity, prepared: PreparedRequest): Outcome {
  const access = operation.access;
  if (access === 'public') return 'success';
  if (identity.kind === 'anonymous' || identity.kind === 'expired') return 401;
  if (access === 'signed-in') return 'success';
  const role = roleOf(identity, access);
  if (!rolesAllowed(access).includes(role)) return 403;
  if (isAdmin(access)) {
    // PARTNER and AFFINITY reach only their own group's accounts.
    return identity.kind === 'other-group' && namesObjects(operation) ? 404 : 'success';
  }
  if (identity.kind === 'no-client' || identity.kind === 'other-group') return 403;
  if (identity.kind === 'lacking' && !(identity.own && access.exceptOwnUser)) return 403;
  if (identity.kind === 'foreign' && namesObjects(operation)) return 404;
  if (identity.kind === 'unassigned' && prepared.company !== undefined) return 404;
  return 'success';
}

function roleOf(identity: Identity, access: OperationAccess): AccessRole {
  switch (identity.kind) {
    case 'role':
      return identity.role;
    case 'declared-codes':
    case 'lacking':
    case 'unassigned':
      return 'USER';
    case 'no-client':
      return 'EDITOR';
    case 'foreign':
      return 'ADMIN';
    case 'other-group':
      return 'PARTNER';
    default:
      return isAdmin(access) ? brand.roleCode : 'ADMIN';
  }
}

/** The caller of a row: a fresh person, so rows that sign out, delete or change someone spoil nothing. */
async function callerFor(
  world: MatrixWorld,
  operation: ApiOperation,
  identity: Identity,
  prepared: PreparedRequest,
): Promise<Caller | null> {
  if (identity.kind === 'anonymous') return null;
  const inClient = isClient(operation.access);
  const role = roleOf(identity, operation.access);
  const companies = [world.fixed.company.id, ...(prepared.company ? [prepared.company] : [])];
  let home: number | null;
  let codes: readonly PermissionCode[] = permissionCodes;
  let companyIds: readonly number[] = companies;
  // Where the token says the caller works: client roles in their account, staff inside Padaria Norte for client calls.
  let tokenClient: number | null;
  switch (identity.kind) {
    case 'foreign':
      home = world.sul.id;
      tokenClient = world.sul.id;
      break;
    case 'other-group':
      home = world.otherGroupHome;
      tokenClient = inClient ? world.norte.id : null;
      break;
    case 'no-client':
      home = world.homes.EDITOR;
      tokenClient = null;
      break;
    default:
      home = world.homes[role];
      tokenClient = inClient || !isStaffRole(role) ? world.norte.id : null;
  }
  if (identity.kind === 'lacking') codes = permissionCodes.filter((code) => code !== identity.code);
  if (identity.kind === 'declared-codes') codes = isClient(operation.access) ? (operation.access.codes ?? []) : [];
  if (identity.kind === 'unassigned') companyIds = [];
  const person = await world.person(role, home, { codes, companyIds });
  const issuedAt =
    identity.kind === 'expired' ? Math.floor(Date.now() / 1000) - sessionLifetimeSeconds - 60 : undefined;
  const token = await tokenOf(person, tokenClient, { issuedAt });
  return { ...person, token, ownRecord: identity.kind === 'lacking' && identity.own };
}

function send(world: MatrixWorld, operation: ApiOperation, request: MatrixRequest, caller: Caller | null) {
  const headers: Record<string, string> = caller ? { Authorization: `Bearer ${caller.token}` } : {};
  let body: FormData | string | undefined;
  if (request.form) body = request.form;
  else if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  return world.app.request(request.path, { method: operation.method.toUpperCase(), headers, body });
}

/** `delete /api/v1/client/user/{id}`. */
const nameOf = (operation: ApiOperation) => `${operation.method} ${operation.path}`;

describe('the access declarations', () => {
  it('declare who may call every operation, in the terms of the domain tables', () => {
    const wrong: string[] = [];
    for (const operation of apiOperations) {
      const access: unknown = operation.access;
      if (access === 'public' || access === 'signed-in') {
        if (operation.auth !== (access === 'signed-in')) wrong.push(`${nameOf(operation)}: auth disagrees with access`);
        continue;
      }
      const declared = access as { area?: unknown; route?: unknown; codes?: unknown };
      const routes: Record<string, unknown> =
        declared.area === 'admin' ? adminRouteAccess : declared.area === 'client' ? clientRouteAccess : {};
      const codes = declared.codes ?? [];
      const valid =
        typeof declared.route === 'string' &&
        declared.route in routes &&
        Array.isArray(codes) &&
        codes.every((code) => (permissionCodes as readonly unknown[]).includes(code));
      if (!valid) wrong.push(`${nameOf(operation)}: no valid declaration (${JSON.stringify(access)})`);
      else if (!operation.auth) wrong.push(`${nameOf(operation)}: a signed-in area without auth`);
    }
    expect(wrong).toEqual([]);
  });
  it('have a request for every operation, to try it with', () => {
    expect(apiOperations.filter((operation) => !recipeOf(operation)).map(nameOf)).toEqual([]);
  });
  it('are stated in the OpenAPI document, as the description of each operation', () => {
    const document = buildOpenApiDocument() as { paths: Record<string, Record<string, { description?: string }>> };
    for (const operation of apiOperations) {
      const description = document.paths[operation.path]?.[operation.method]?.description;
      expect(description, nameOf(operation)).toBe(whoMayCall(operation.access));
    }
    expect(document.paths[cnaePaths.list]?.get?.description).toBe(`Quem pode: ${brand.roleCode}.`);
    expect(document.paths[clientUserPaths.one('{id}')]?.patch?.description).toContain(
      'Um USER precisa de UPDATE_USER, exceto no próprio usuário.',
    );
  });
});

describe.each(databaseKinds)('the access matrix on %s', (kind) => {
  let world: MatrixWorld;
  const tally = { operations: 0, requests: 0, allowed: 0, refused: 0, identities: new Set<string>() };
  let started = 0;
  let cpu = process.cpuUsage();

  beforeAll(async () => {
    started = Date.now();
    cpu = process.cpuUsage();
    world = await openMatrixWorld(kind);
  });
  afterAll(async () => {
    await world?.close();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const used = process.cpuUsage(cpu);
    const cpuSeconds = ((used.user + used.system) / 1e6).toFixed(1);
    console.info(
      `access matrix on ${kind}: ${tally.operations} operations × ${tally.identities.size} kinds of caller = ` +
        `${tally.requests} requests (${tally.allowed} allowed, ${tally.refused} refused as declared) ` +
        `in ${seconds} s (${cpuSeconds} s of CPU)`,
    );
  });

  it.each(apiOperations.map((operation) => [nameOf(operation), operation] as const))(
    '%s answers every caller as declared',
    async (_, operation) => {
      const recipe = recipeOf(operation);
      if (!recipe) throw new Error(`No request for ${nameOf(operation)} in testing/matrix-requests.ts`);
      const wrong: string[] = [];
      for (const identity of identitiesFor(operation)) {
        const prepared = await recipe(world);
        const caller = await callerFor(world, operation, identity, prepared);
        const request = await prepared.build(caller);
        const response = await send(world, operation, request, caller);
        const expected = expectedOutcome(operation, identity, prepared);
        const text = await response.text();
        const got = response.status;
        const ok = expected === 'success' ? got >= 200 && got < 300 : got === expected;
        tally.requests += 1;
        tally.identities.add(identity.kind === 'lacking' ? 'lacking a code' : label(identity));
        if (expected === 'success') tally.allowed += 1;
        else tally.refused += 1;
        if (!ok) {
          wrong.push(`${label(identity)}: expected ${expected}, got ${got} ${text.slice(0, 160)}`);
          continue;
        }
        const problem = expected === 'success' ? checkSuccess(operation, identity, got, text) : null;
        if (problem) wrong.push(`${label(identity)}: ${problem}`);
      }
      tally.operations += 1;
      expect(wrong, nameOf(operation)).toEqual([]);
    },
  );
});

/**
 * A success must be one the contract describes, and must not show someone
 * outside Padaria Norte (or a USER without the company) anything of it.
 */
function checkSuccess(operation: ApiOperation, identity: Identity, status: number, text: string): string | null {
  const answer = operation.responses[status];
  if (!answer) return `status ${status} is not in the contract`;
  if (!isRawAnswer(answer) && !z.safeParse(answer, JSON.parse(text)).success) {
    return `answer ${status} does not match the contract: ${text.slice(0, 160)}`;
  }
  if (operation.access === 'public') return null;
  if ((identity.kind === 'foreign' || identity.kind === 'other-group') && text.includes(tenantMarker)) {
    return `answer shows Padaria Norte's data: ${text.slice(0, 160)}`;
  }
  if (identity.kind === 'unassigned' && text.includes(companyMarker)) {
    return `answer shows a company not assigned to the USER: ${text.slice(0, 160)}`;
  }
  return null;
}
