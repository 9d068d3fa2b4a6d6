import type { SessionClaims } from '@product/api/client';
import {
  type AccessRole,
  authTexts,
  type ClientRoute,
  canAccessClientRoute,
  holdsPermission,
  type PermissionCode,
} from '@product/domain';
import { notify } from '@product/ui';
import { redirect } from '@tanstack/react-router';

/**
 * A client route's `beforeLoad` guard (spec 2 §2 'Role lists per route', §6): a role the route
 * does not admit gets the 'Acesso restrito.' toast and the restricted page inside the client shell. The server refuses
 * the calls anyway; this keeps people from a screen that could not load.
 */
export function requireClientRoute(role: AccessRole, route: ClientRoute, preload: boolean): void {
  if (canAccessClientRoute(role, route)) return;
  // A hover preload must not toast; only a real navigation tells the person.
  if (!preload) notify.error(authTexts.forbiddenTitle, authTexts.forbiddenDescription);
  throw redirect({ to: '/client/access-restricted' });
}

/**
 * Whether the signed-in person holds a permission code (spec 2 §6): only a USER is limited to the
 * codes they were given. Buttons and screens use it; the server checks the same codes on every call.
 */
export function sessionHolds(session: SessionClaims, code: PermissionCode): boolean {
  return holdsPermission({ accessRole: session.access_role, permissionRoles: session.permission_role }, code);
}
