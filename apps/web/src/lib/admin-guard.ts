import { type AccessRole, type AdminRoute, authTexts, canAccessAdminRoute } from '@product/domain';
import { notify } from '@product/ui';
import { redirect } from '@tanstack/react-router';

/**
 * A route's `beforeLoad` guard for the admin screens (spec 1 §2, §4): a role the route does not
 * admit gets the 'Acesso restrito.' toast and the restricted page inside the admin shell. The
 * server refuses the calls anyway; this only keeps people from a screen that could not load.
 */
export function requireAdminRoute(role: AccessRole, route: AdminRoute, preload: boolean): void {
  if (canAccessAdminRoute(role, route)) return;
  // A hover preload must not toast; only a real navigation tells the person.
  if (!preload) notify.error(authTexts.forbiddenTitle, authTexts.forbiddenDescription);
  throw redirect({ to: '/admin/access-restricted' });
}
