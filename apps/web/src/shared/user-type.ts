import type { AccessRole } from '@product/domain';

/**
 * PROVIDER and BUSINESS carry no badge (spec 1 §6, spec 2 §6); the users lists, admin and client,
 * still have to name them, so they read as the sidebar names those accounts ('Provider', 'Business').
 */
export const unbadgedRoleNames: Readonly<Record<'PROVIDER' | 'BUSINESS', string>> = {
  PROVIDER: 'Provider',
  BUSINESS: 'Business',
};

/** The name of a role that carries no badge, or null for a role that has one. */
export function unbadgedRoleName(role: AccessRole): string | null {
  return role === 'PROVIDER' || role === 'BUSINESS' ? unbadgedRoleNames[role] : null;
}
