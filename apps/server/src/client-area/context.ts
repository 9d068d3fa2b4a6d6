import { catalogueIdParam } from '@product/api/contract';
import {
  type AccessRole,
  authTexts,
  type ClientRoute,
  canAccessClientRoute,
  holdsPermission,
  isGroupConfined,
  isStaffRole,
  type PermissionCode,
  seesAssignedCompaniesOnly,
} from '@product/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type Actor, actorFromSession } from '../activity/record';
import { type AuthEnv, requireAuth } from '../auth/middleware';
import type { Database, Executor } from '../db/database';
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

export const clientAreaTexts = {
  noClient: 'Acesse um cliente pela administração para usar a área do cliente.',
  missingPermission: 'Você não tem permissão para esta ação. Contate o administrador.',
  companyNotFound: 'Empresa não encontrada.',
} as const;

/**
 * The guard of every client-area call: a valid token (requireAuth), then the
 * account from the token's `current_client_id` — the person's own account for
 * client roles; for staff, a client they entered and may reach (PARTNER and
 * AFFINITY only within their group) — then the route's role list (spec 2 §2)
 * and the permission code (spec 2 §6). Ids in the request are never trusted
 * for the tenant: every query filters by `tenant.clientId`.
 */
export function requireClientArea(
  deps: { db: Database; jwtSecret: Uint8Array },
  needs: { route?: ClientRoute; permission?: PermissionCode } = {},
) {
  return [requireAuth(deps), resolveTenant(deps.db, needs)] as const;
}

function resolveTenant(db: Database, needs: { route?: ClientRoute; permission?: PermissionCode }) {
  return createMiddleware<ClientEnv>(async (c, next) => {
    const session = c.var.session;
    const viewer = c.var.viewer;
    const role = session.access_role;
    const clientId = session.current_client_id;
    if (clientId === null) throw forbidden(clientAreaTexts.noClient);

    const [account] = await db
      .select({ id: clients.id, name: clients.name, groupId: clients.groupId })
      .from(clients)
      .where(eq(clients.id, clientId))
      .limit(1);
    if (!account) throw forbidden(clientAreaTexts.noClient);
    if (isStaffRole(role)) {
      if (isGroupConfined(role) && account.groupId !== viewer.groupId) throw forbidden(authTexts.forbiddenDescription);
    } else if (viewer.clientId !== clientId) {
      throw forbidden(authTexts.forbiddenDescription);
    }
    if (needs.route && !canAccessClientRoute(role, needs.route)) throw forbidden(authTexts.forbiddenDescription);

    const [person] = await db
      .select({ permissionRoles: users.permissionRoles })
      .from(users)
      .where(eq(users.id, viewer.id))
      .limit(1);
    const permissionRoles = person?.permissionRoles ?? [];
    if (needs.permission && !holdsPermission({ accessRole: role, permissionRoles }, needs.permission)) {
      throw forbidden(clientAreaTexts.missingPermission);
    }

    let companyIds: number[] | null = null;
    if (seesAssignedCompaniesOnly(role)) {
      const rows = await db
        .select({ companyId: userCompanies.companyId })
        .from(userCompanies)
        .where(eq(userCompanies.userId, viewer.id));
      companyIds = rows.map((row) => row.companyId);
    }

    c.set('tenant', {
      clientId,
      clientName: account.name,
      userId: viewer.id,
      accessRole: role,
      permissionRoles,
      companyIds,
      // Log entries land in the client's account, whoever acted.
      actor: { ...actorFromSession(session), clientId },
    });
    await next();
  });
}

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
  // inArray of an empty list is always false in drizzle: a USER without companies sees none.
  return and(inAccount, inArray(companies.id, [...tenant.companyIds])) as SQL;
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
