import { type AdminUserRole, roleBadgeLabel } from '@product/domain';
import { unbadgedRoleNames } from '#/shared/user-type';

/**
 * The user type as text: the domain's badge label ('Conforma', 'Editor', 'Parceiro', 'Affinity'),
 * or for PROVIDER and BUSINESS, which carry no badge, the names the sidebar gives those accounts.
 */
export function adminUserRoleLabel(role: AdminUserRole): string {
  return roleBadgeLabel(role) ?? unbadgedRoleNames[role as keyof typeof unbadgedRoleNames];
}
