import type { SessionClaims } from '@product/api/contract';
import { type AccessRole, type AdminRoute, authTexts, canAccessAdminRoute } from '@product/domain';
import { createMiddleware } from 'hono/factory';
import type { Database } from '../db/database';
import { forbidden, sessionRefused } from '../http/errors';
import { findViewer } from './queries';
import { checkSession } from './tokens';

/** The signed-in person, as the database says now. */
export interface Viewer {
  id: number;
  /** The person's session version now (equal to the token's `sv`). */
  sessionVersion: number;
  accessRole: AccessRole;
  clientId: number | null;
  /** The group of the person's own account; PARTNER and AFFINITY only see this group. */
  groupId: number | null;
  /**
   * The version of the data this call reads (migration 0012), read in the same query: every
   * account's for staff and signed-in calls, the entered account's (with the shared rows') in the
   * client area. A signed-in GET's ETag is made from it (http/conditional).
   */
  dataVersion: string;
}

export type AuthEnv = { Variables: { session: SessionClaims; viewer: Viewer } };

/**
 * Verifies the bearer token on the server (signature, expiry, claim shapes)
 * and that its holder still exists, is enabled, in an enabled account, still
 * has the role the token names, and has not ended their sessions since it was
 * signed (`sv`, see `auth/sessions.ts`); otherwise 401. One query per request,
 * which also reads the data version (the client area's guard folds the same
 * check into its own single query).
 */
export function requireAuth(deps: { db: Database; jwtSecret: Uint8Array }) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const session = await sessionFromHeader(c.req.header('Authorization'), deps.jwtSecret);
    const viewer = currentViewer(session, await findViewer(deps.db, session.id));
    c.set('session', session);
    c.set('viewer', viewer);
    await next();
  });
}

/**
 * The verified claims of an `Authorization: Bearer …` header; 401 without a valid one, coded
 * 'sessao-expirada' only when the token is this server's and merely expired.
 */
export async function sessionFromHeader(header: string | undefined, secret: Uint8Array): Promise<SessionClaims> {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) throw sessionRefused();
  const checked = await checkSession(match[1], secret);
  if ('refused' in checked) throw sessionRefused(checked.refused);
  return checked.claims;
}

/** The holder of a token as the database has them now, as read by `findViewer` or the client area's query. */
export interface ViewerRow {
  id: number;
  accessRole: string;
  enabled: boolean;
  sessionVersion: number;
  clientId: number | null;
  clientEnabled: boolean | null;
  groupId: number | null;
  dataVersion: string;
}

/** The viewer, or 401 when the token's holder is gone, disabled, in a disabled account, changed role or ended their sessions. */
export function currentViewer(session: SessionClaims, user: ViewerRow | undefined): Viewer {
  if (
    !user?.enabled ||
    user.clientEnabled === false ||
    user.accessRole !== session.access_role ||
    (session.sv ?? 0) !== user.sessionVersion
  ) {
    throw sessionRefused();
  }
  return {
    id: user.id,
    sessionVersion: user.sessionVersion,
    accessRole: session.access_role,
    clientId: user.clientId,
    groupId: user.groupId,
    dataVersion: user.dataVersion,
  };
}

/** 403 unless the token's role may open this admin route (the same table the web app's guards read). */
export function requireAdminRoute(route: AdminRoute) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    if (!canAccessAdminRoute(c.var.session.access_role, route)) throw forbidden(authTexts.forbiddenDescription);
    await next();
  });
}
