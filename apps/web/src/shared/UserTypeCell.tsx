import type { AccessRole } from '@product/domain';
import { RoleBadge } from '@product/ui';
import { unbadgedRoleName } from './user-type';

/**
 * The 'Tipo' cell of the users tables, admin and client: the role's badge, or, for the roles that
 * carry none (PROVIDER and BUSINESS, spec 1 §6 and spec 2 §6), its name in plain text.
 */
export function UserTypeCell({ role }: { role: AccessRole }) {
  const name = unbadgedRoleName(role);
  return name === null ? <RoleBadge role={role} /> : <span>{name}</span>;
}
