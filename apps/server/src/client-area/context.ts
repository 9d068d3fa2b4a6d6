import type { SessionClaims } from '@product/api/contract';
import { catalogueIdParam } from '@product/api/contract';
import {
  type AccessRole,
  type ClientRoute,
  clientAreaRefusal,
  clientAreaTexts,
  holdsPermission,
  missingCodeRefusal,
  type PermissionCode,
  seesAssignedCompaniesOnly,
} from '@product/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type Actor, actorFromSession } from '../activity/record';
import { type AuthEnv, currentViewer, sessionFromHeader, type Viewer } from '../auth/middleware';
import { accountDataVersion, viewerColumns } from '../auth/queries';
import type { Database, Executor } from '../db/database';
import { inIdList } from '../db/id-list';
import { preparedOnce } from '../db/prepared';
import { clients, companies, userCompanies, users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { parseOr400 } from '../http/validation';

/** The account a client-area call works inside, and what the caller may do there. */
export interface Tenant {
  clientId: number;
  clientName: string;
  userId: number;
  accessRole: AccessRole;
  /** Codes held by a USER; everybody else holds every code. */
  permissionRoles: readonly string[];
  /** A USER's assigned companies; null means every company of the account. */
  companyIds: readonly number[] | null;
  actor: Actor;
}

export type ClientEnv = { Variables: AuthEnv['Variables'] & { tenant: Tenant } };

/** The client area's refusals; they live in @product/domain, beside the decision the mocks share. */
export { clientAreaTexts };

/**
 * The guard of every client-area call: a valid token whose holder is still
 * who it names (the same checks as requireAuth), then the account from the
 * token's `current_client_id` — the person's own account for client roles;
 * for staff, a client they entered and may reach (PARTNER and AFFINITY only
 * within their group) — then the route's role list (spec 2 §2) and the
 * permission code (spec 2 §6). Ids in the request are never trusted for the
 * tenant: every query filters by `tenant.clientId`.
 *
 * Everything the checks need is read fresh in one query per request
 * (`findClientCaller`), so a disabled person, a revoked permission or a
 * removed company assignment takes effect on the very next call.
 */
export function requireClientArea(
  deps: { db: Database; jwtSecret: Uint8Array },
  needs: { route?: ClientRoute; permission?: PermissionCode } = {},
) {
  return [
    createMiddleware<ClientEnv>(async (c, next) => {
      const session = await sessionFromHeader(c.req.header('Authorization'), deps.jwtSecret);
      const caller = await findClientCaller(deps.db, session.id, session.current_client_id);
      const viewer = currentViewer(session, caller);
      c.set('session', session);
      c.set('viewer', viewer);
      c.set('tenant', tenantFor(session, viewer, caller, needs));
      await next();
    }),
  ] as const;
}

/** The tenant of a signed-in caller, or 403 with the spec's text for the first check that fails. */
function tenantFor(
  session: SessionClaims,
  viewer: Viewer,
  caller: ClientCaller | undefined,
  needs: { route?: ClientRoute; permission?: PermissionCode },
): Tenant {
  const role = session.access_role;
  // The account the token entered, when it exists: the caller's query joined it by that id.
  const entered = caller?.accountId != null ? { ...caller, accountId: caller.accountId } : undefined;
  const refusal =
    clientAreaRefusal(
      {
        accessRole: role,
        enteredAccount: entered ? { id: entered.accountId, groupId: entered.accountGroupId } : null,
        ownAccount: { id: viewer.clientId, groupId: viewer.groupId },
      },
      needs.route,
    ) ??
    missingCodeRefusal(
      { accessRole: role, permissionRoles: entered?.permissionRoles ?? [] },
      needs.permission ? [needs.permission] : [],
    );
  if (refusal !== null || !entered) throw forbidden(refusal ?? clientAreaTexts.noClient);
  const clientId = entered.accountId;
  const permissionRoles = entered.permissionRoles;
  return {
    clientId,
    clientName: entered.accountName ?? '',
    userId: viewer.id,
    accessRole: role,
    permissionRoles,
    companyIds: seesAssignedCompaniesOnly(role) ? entered.companyIds : null,
    // Log entries land in the client's account, whoever acted.
    actor: { ...actorFromSession(session), clientId },
  };
}

const account = alias(clients, 'account');

/**
 * In one round trip: the token's holder with their own account (what
 * requireAuth checks), the account the token entered with its data version,
 * the person's permission codes and assigned companies. Prepared once (db/prepared).
 */
const clientCallerStatement = preparedOnce((db) =>
  db
    .select({
      ...viewerColumns,
      permissionRoles: users.permissionRoles,
      accountId: account.id,
      accountName: account.name,
      accountGroupId: account.groupId,
      // The entered account's data version, for the ETag of a GET (http/conditional).
      dataVersion: accountDataVersion(account.id),
      companyIds: sql<
        number[]
      >`array(select ${userCompanies.companyId} from ${userCompanies} where ${userCompanies.userId} = ${users.id} order by 1)`,
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    // A token that entered no account (null) matches none: `id = null` is never true.
    .leftJoin(account, eq(account.id, sql.placeholder('clientId')))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('client_caller'),
);

async function findClientCaller(db: Database, userId: number, clientId: number | null) {
  const [row] = await clientCallerStatement(db).execute({ userId, clientId });
  return row;
}

type ClientCaller = NonNullable<Awaited<ReturnType<typeof findClientCaller>>>;

/** Whether the tenant holds a code (for answers that differ by permission rather than refusing). */
export function tenantHolds(tenant: Tenant, code: PermissionCode): boolean {
  return holdsPermission(tenant, code);
}

/**
 * SQL condition: the company belongs to the tenant's account and, for a USER,
 * is one of their companies. Every company-scoped query starts from this.
 */
export function companyVisible(tenant: Tenant): SQL {
  const inAccount = eq(companies.clientId, tenant.clientId);
  if (tenant.companyIds === null) return inAccount;
  // An empty list matches nothing: a USER without companies sees none.
  return and(inAccount, inIdList(companies.id, tenant.companyIds)) as SQL;
}

/** The company if the tenant may see it; otherwise 404 (another account's id is simply not found). */
export async function findVisibleCompany(db: Executor, tenant: Tenant, companyId: number) {
  const [company] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), companyVisible(tenant)))
    .limit(1);
  if (!company) throw notFound(clientAreaTexts.companyNotFound);
  return company;
}

/**
 * A numeric path parameter: plain digits, or 400 'ID inválido.'. An id beyond
 * the database's integer range cannot exist: the contract reads it as 0,
 * which no row has, so the resource answers its own 404 instead of the driver
 * failing with a 500.
 */
export function idParam(c: Context, name = 'id'): number {
  return parseOr400(catalogueIdParam, { id: c.req.param(name) }).id;
}

export function tenantOf(c: Context<ClientEnv>): Tenant {
  return c.var.tenant;
}
