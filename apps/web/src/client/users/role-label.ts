import type { ClientUser } from '@product/api/client';
import { roleBadgeLabel } from '@product/domain';
import { adminUserRoleLabel } from '../../admin/users/role-label';

/**
 * A client user's type as text: 'Administrador', 'Usuário', and for the account owners (no badge,
 * spec 2 §6) the names the admin users list gives them.
 */
export function clientUserRoleLabel(role: ClientUser['systemRole']): string {
  if (role === 'PROVIDER' || role === 'BUSINESS') return adminUserRoleLabel(role);
  return roleBadgeLabel(role) ?? role;
}
