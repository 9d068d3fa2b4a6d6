import type { SessionClaims } from '@product/api/client';
import { isStaffRole } from '@product/domain';

/**
 * Where a signed-in person is told 'Acesso restrito' (spec 1 §2 lists it among the admin routes,
 * spec 2 §2 among the client routes): inside the shell of the area they are in, so the sidebar
 * and 'Sair' stay. Staff working inside a client are in the client area; other staff in the admin
 * area; client roles in the client area. The public `/access-restricted` is left for someone with
 * no area (signed out).
 *
 * Apart from the page's component (shared/NotFoundAndAccess.tsx): the public route's guard reads
 * it and loads with the first page, which must not bring the component's 'Sair' and its schemas.
 */
export function accessRestrictedPathFor(
  session: Pick<SessionClaims, 'access_role' | 'current_client_id'>,
): '/admin/access-restricted' | '/client/access-restricted' {
  return isStaffRole(session.access_role) && session.current_client_id == null
    ? '/admin/access-restricted'
    : '/client/access-restricted';
}
