import { canAccessClientRoute, holdsPermission } from './client-access';
import type { AccessRole } from './roles';

/**
 * Who may see licence expiry alerts, in the panel and by e-mail: whoever may
 * open a company's licences — the licences route's roles (spec 2 §2:
 * {product}, EDITOR, ADMIN, USER) and, for a USER, the GET_LICENSES code
 * (spec 2 §6). PROVIDER, BUSINESS, PARTNER and AFFINITY may not open the
 * licences, so alerts (which name licences and link to that screen) are not
 * theirs either; account-wide notices ('info') are everybody's.
 */
export function seesLicenseAlerts(person: { accessRole: AccessRole; permissionRoles: readonly string[] }): boolean {
  return canAccessClientRoute(person.accessRole, 'companies/$id/licenses') && holdsPermission(person, 'GET_LICENSES');
}
