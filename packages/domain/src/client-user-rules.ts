// The rules of managing an account's users (spec 2 §5, §6) that the server's
// service applies and the msw mocks of @product/api repeat over their store:
// what a USER may grant, whom a USER may manage, what an edit asks for, and
// which change would take an administrator away. Each answers a verdict; the
// caller words it with the contract's texts (or the two below).
import type { PermissionCode } from './client-access';
import { isAccountAdministrator } from './client-user-forms';
import type { AccessRole } from './roles';

/**
 * Texts of the refusals decided here that the contract's `clientUserTexts`
 * does not word (the server sends them; the web app shows the message it gets).
 */
export const clientUserRightsTexts = {
  editMorePrivileged: 'Você não pode editar um usuário com mais permissões que as suas.',
  deleteMorePrivileged: 'Você não pode excluir um usuário com mais permissões que as suas.',
} as const;

/** Who manages the users: their role, a USER's codes, a USER's companies (null: every company of the account). */
export interface UserManager {
  accessRole: AccessRole;
  permissionRoles: readonly string[];
  companyIds: readonly number[] | null;
}

/** A user as these rules read them: role, enabled, codes and assigned companies. */
export interface ManagedUser {
  accessRole: string;
  enabled: boolean;
  codes: readonly PermissionCode[];
  companyIds: readonly number[];
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];
const sameSet = <T>(a: readonly T[], b: readonly T[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((value) => right.has(value));
};

/**
 * The subset rule of a USER's rights: of these codes, the ones the manager
 * does not hold. Only a USER is limited; everybody else holds every code.
 */
export function codesBeyondManager(manager: UserManager, codes: readonly PermissionCode[]): PermissionCode[] {
  if (manager.accessRole !== 'USER') return [];
  return codes.filter((code) => !manager.permissionRoles.includes(code));
}

/** The same for companies: of these, the ones that are not the manager's own (only a USER has `companyIds`). */
export function companiesBeyondManager(manager: UserManager, companyIds: readonly number[]): number[] {
  if (manager.companyIds === null) return [];
  const own = new Set(manager.companyIds);
  return companyIds.filter((id) => !own.has(id));
}

/**
 * Of the companies newly given to a user, the ones refused: not an enabled
 * company of the account (`active`), or, when a USER gives them, not among
 * the USER's own. In the order asked.
 */
export function unassignableCompanies(
  manager: UserManager,
  added: readonly number[],
  active: ReadonlySet<number>,
): number[] {
  const notOwn = new Set(companiesBeyondManager(manager, added));
  return added.filter((id) => !active.has(id) || notOwn.has(id));
}

/**
 * Whom a USER may edit or delete: only another USER whose codes AND
 * companies are all among the USER's own (the subset rule that limits what a
 * USER grants); otherwise one holding UPDATE_USER could take over a more
 * privileged user by changing their e-mail and password. An account
 * administrator is refused with its own reason. Staff in the client and the
 * account's administrators manage everybody (null).
 */
export function userManagementRefusal(
  manager: UserManager,
  target: Pick<ManagedUser, 'accessRole' | 'codes' | 'companyIds'>,
): 'administrator' | 'morePrivileged' | null {
  if (manager.accessRole !== 'USER') return null;
  if (target.accessRole !== 'USER') return 'administrator';
  const beyond =
    codesBeyondManager(manager, target.codes).length > 0 ||
    companiesBeyondManager(manager, target.companyIds).length > 0;
  return beyond ? 'morePrivileged' : null;
}

/** The access part of an edit's body (PATCH of spec 2 §7 "Users"). */
export interface UserAccessRequest<Role extends string = string> {
  systemRole: Role;
  enabled?: boolean | undefined;
  permissionRole?: readonly PermissionCode[] | undefined;
  companies?: readonly { id: number }[] | undefined;
}

/**
 * What an edit asks for, absent fields read as the user has them: codes and
 * companies are kept from a USER (none for anyone else), and only a USER
 * keeps any. `changesAccess` tells whether role, enabled, codes or companies
 * change (refused on one's own record).
 */
export function requestedUserAccess<Role extends string>(current: ManagedUser, input: UserAccessRequest<Role>) {
  const role = input.systemRole;
  const isUser = role === 'USER';
  const wasUser = current.accessRole === 'USER';
  const roleChanged = role !== current.accessRole;
  const enabled = input.enabled ?? current.enabled;
  const codes = unique(input.permissionRole ?? (wasUser ? current.codes : []));
  const companyIds = unique(input.companies?.map((company) => company.id) ?? (wasUser ? current.companyIds : []));
  const changesAccess =
    roleChanged ||
    enabled !== current.enabled ||
    (isUser && (!sameSet(codes, current.codes) || !sameSet(companyIds, current.companyIds)));
  return {
    role,
    roleChanged,
    enabled,
    codes: isUser ? codes : [],
    companyIds: isUser ? companyIds : [],
    changesAccess,
  };
}

/**
 * Whether an edit takes an enabled administrator away from the account:
 * disabling them, or giving them a role that is not an administrator's. The
 * caller then refuses it (409) unless another enabled administrator remains.
 */
export function administratorRemoval(
  current: Pick<ManagedUser, 'accessRole' | 'enabled'>,
  next: { role: string; enabled: boolean },
): 'disable' | 'demote' | null {
  if (!current.enabled || !isAccountAdministrator(current.accessRole)) return null;
  if (!next.enabled) return 'disable';
  return isAccountAdministrator(next.role) ? null : 'demote';
}
