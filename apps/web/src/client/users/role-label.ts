import type { ClientUser } from '@product/api/client';
import { roleBadgeLabel } from '@product/domain';
import { unbadgedRoleName } from '#/shared/user-type';

/**
 * A client user's type as text: 'Administrador', 'Usuário', and for the account owners (no badge,
 * spec 2 §6) the names the admin users list gives them.
 */
export function clientUserRoleLabel(role: ClientUser['systemRole']): string {
  return unbadgedRoleName(role) ?? roleBadgeLabel(role) ?? role;
}
