// The client area's permission decision (spec 2 §2 and §6) as one pure rule:
// the server's guard answers with it for every client-area call, and the
// mocks of @product/api answer with the very same function.
import { isGroupConfined } from './access';
import { brand } from './brand';
import { type ClientRoute, canAccessClientRoute, holdsPermission, type PermissionCode } from './client-access';
import { authTexts } from './messages';
import { type AccessRole, isStaffRole } from './roles';

/** The client area's own refusals, in Portuguese. */
export const clientAreaTexts = {
  noClient: 'Acesse um cliente pela administração para usar a área do cliente.',
  missingPermission: 'Você não tem permissão para esta ação. Contate o administrador.',
  companyNotFound: 'Empresa não encontrada.',
} as const;

/** Who calls the client area, as the server reads them afresh for each request. */
export interface ClientAreaCaller {
  accessRole: AccessRole;
  /** The account the session works in (the token's `current_client_id`), or null when it names none that exists. */
  enteredAccount: { id: number; groupId: number | null } | null;
  /** The caller's own account and its group. */
  ownAccount: { id: number | null; groupId: number | null };
}

/**
 * Why a caller may not work in the account they entered, on this screen's
 * calls: no account entered; staff of PARTNER and AFFINITY outside their own
 * group; a client role in another account than their own; a role the screen
 * does not list (`clientRouteAccess`). The 403 message, or null when they may.
 */
export function clientAreaRefusal(caller: ClientAreaCaller, route?: ClientRoute): string | null {
  const account = caller.enteredAccount;
  if (account === null) return clientAreaTexts.noClient;
  if (isStaffRole(caller.accessRole)) {
    if (isGroupConfined(caller.accessRole) && account.groupId !== caller.ownAccount.groupId) {
      return authTexts.forbiddenDescription;
    }
  } else if (caller.ownAccount.id !== account.id) {
    return authTexts.forbiddenDescription;
  }
  if (route && !canAccessClientRoute(caller.accessRole, route)) return authTexts.forbiddenDescription;
  return null;
}

/**
 * The 403 message when the caller lacks one of an operation's permission
 * codes (only a USER can), or null. With `onOwnUser` (an operation declared
 * `exceptOwnUser`, called on the caller's own user) no code is needed.
 */
export function missingCodeRefusal(
  subject: { accessRole: AccessRole; permissionRoles: readonly string[] },
  codes: readonly PermissionCode[],
  onOwnUser = false,
): string | null {
  if (onOwnUser) return null;
  return codes.some((code) => !holdsPermission(subject, code)) ? clientAreaTexts.missingPermission : null;
}

/** Staff who research the state's registries see a licence's sources (the Junta Comercial): {product} and EDITOR (spec 2 §6). */
export function seesLicenseSources(role: AccessRole): boolean {
  return role === brand.roleCode || role === 'EDITOR';
}
