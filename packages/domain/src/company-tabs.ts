import { type ClientRoute, canAccessClientRoute, holdsPermission, type PermissionCode } from './client-access';
import type { AccessRole } from './roles';

/** The company detail's tabs, in order (spec 2 §2 'Company detail'); `id` is the URL segment. */
export const companyTabs = [
  { id: 'panel', label: 'Painel', route: 'companies/$id/panel', code: null },
  { id: 'data', label: 'Dados', route: 'companies/$id/data', code: 'GET_COMPANY' },
  { id: 'cnpjs', label: 'CNPJs', route: 'companies/$id/cnpjs', code: 'GET_CNPJ' },
  { id: 'licenses', label: 'Licenças', route: 'companies/$id/licenses', code: 'GET_LICENSES' },
  { id: 'documents', label: 'Documentos', route: 'companies/$id/documents', code: 'GET_FILES' },
] as const satisfies readonly { id: string; label: string; route: ClientRoute; code: PermissionCode | null }[];
export type CompanyTab = (typeof companyTabs)[number];
export type CompanyTabId = CompanyTab['id'];

/**
 * Whether a tab can be opened (spec 2 §6): Painel always; the others need their permission code
 * (Dados also for the AFFINITY role) and a role the tab's route admits (spec 2 §2).
 */
export function isCompanyTabEnabled(
  tab: CompanyTab,
  subject: { accessRole: AccessRole; permissionRoles: readonly string[] },
): boolean {
  if (tab.code === null) return true;
  if (!canAccessClientRoute(subject.accessRole, tab.route)) return false;
  if (tab.id === 'data' && subject.accessRole === 'AFFINITY') return true;
  return holdsPermission(subject, tab.code);
}
