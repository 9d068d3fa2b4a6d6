import { type AccessRole, type AdminUserRole, roleBadgeLabel } from '@product/domain';

/**
 * The user type as text: the domain's badge label ('Conforma', 'Editor', 'Parceiro', 'Affinity').
 * PROVIDER and BUSINESS carry no badge (spec 1 §6); the admin list still has to name them, so they
 * read as the sidebar names those accounts ('Provider', 'Business').
 */
const unbadged: Readonly<Record<'PROVIDER' | 'BUSINESS', string>> = { PROVIDER: 'Provider', BUSINESS: 'Business' };

export function adminUserRoleLabel(role: AdminUserRole): string {
  return roleBadgeLabel(role) ?? unbadged[role as keyof typeof unbadged];
}

/** The name of a role that carries no badge, or null for a role that has one. */
export function unbadgedRoleName(role: AccessRole): string | null {
  return role === 'PROVIDER' || role === 'BUSINESS' ? unbadged[role] : null;
}
