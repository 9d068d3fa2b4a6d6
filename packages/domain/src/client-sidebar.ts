import { type AccessRole, accessRoles, isStaffRole } from './roles';

/** One entry of the client area's sidebar (spec 2 §2 'Client shell'). */
export interface ClientSidebarItem {
  readonly label: string;
  readonly path: string;
  readonly roles: readonly AccessRole[];
}

/** The client sidebar: four entries, visible to all eight roles (spec 2 §2). */
export const clientSidebar: readonly ClientSidebarItem[] = [
  { label: 'Início', path: '/client/dashboard', roles: accessRoles },
  { label: 'Empresas', path: '/client/companies', roles: accessRoles },
  { label: 'Usuários', path: '/client/users', roles: accessRoles },
  { label: 'Logs de atividade', path: '/client/logs', roles: accessRoles },
];

/** The entries one role sees (spec 2 §6: navigation links show only for the roles listed). */
export function clientSidebarFor(role: AccessRole): ClientSidebarItem[] {
  return clientSidebar.filter((item) => item.roles.includes(role));
}

/** 'Minha conta' of the client shell: staff keep their own page (spec 2 §2). */
export function myAccountPathFor(role: AccessRole): string {
  return isStaffRole(role) ? '/admin/myaccount' : '/client/myaccount';
}
