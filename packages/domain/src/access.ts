import { brand } from './brand';
import { type AccessRole, staffRoles } from './roles';

const productOnly = [brand.roleCode] as const satisfies readonly AccessRole[];

/**
 * Who may open each admin route (spec 1 §2 "Admin routes" and §6). The keys are
 * the route paths below `/admin`. The server reads the same table for the
 * calls behind each screen, so the UI and the API can never disagree.
 */
export const adminRouteAccess = {
  '': staffRoles,
  myaccount: staffRoles,
  // 'Suporte' of the sidebar footer (spec 1 §2): the FAQ and terms page the client area also has.
  support: staffRoles,
  accounts: staffRoles,
  'accounts/$type': staffRoles,
  cnaes: productOnly,
  licenses: productOnly,
  users: productOnly,
} as const satisfies Record<string, readonly AccessRole[]>;
export type AdminRoute = keyof typeof adminRouteAccess;

/** Admin sidebar: categories, items and who sees them (spec 1 §2 table). */
export interface SidebarItem {
  readonly label: string;
  readonly path: string;
  readonly roles: readonly AccessRole[];
}
export interface SidebarCategory {
  readonly label: string;
  /** Who sees the category heading at all; each item is filtered again by its own roles. */
  readonly roles: readonly AccessRole[];
  readonly items: readonly SidebarItem[];
}

export const adminSidebar: readonly SidebarCategory[] = [
  {
    label: 'Contas',
    roles: staffRoles,
    items: [
      { label: 'Business', path: '/admin/accounts/business', roles: staffRoles },
      { label: 'Affinitys', path: '/admin/accounts/affinitys', roles: [brand.roleCode, 'EDITOR'] },
      { label: 'Providers', path: '/admin/accounts/providers', roles: ['PARTNER', 'AFFINITY'] },
    ],
  },
  {
    label: 'Gestão de Dados',
    roles: productOnly,
    items: [
      { label: 'CNAEs', path: '/admin/cnaes', roles: productOnly },
      { label: 'Licenças', path: '/admin/licenses', roles: productOnly },
    ],
  },
  {
    label: 'Administração',
    // The spec shows the item to PARTNER and AFFINITY too, but the category
    // (and the route) is {product}-only, so in practice only they see it.
    roles: productOnly,
    items: [{ label: 'Usuários', path: '/admin/users', roles: [brand.roleCode, 'PARTNER', 'AFFINITY'] }],
  },
];

/** The sidebar as one role sees it: empty categories are dropped. */
export function sidebarFor(role: AccessRole): SidebarCategory[] {
  return adminSidebar
    .filter((category) => category.roles.includes(role))
    .map((category) => ({ ...category, items: category.items.filter((item) => item.roles.includes(role)) }))
    .filter((category) => category.items.length > 0);
}

export function canAccessAdminRoute(role: AccessRole, route: AdminRoute): boolean {
  return (adminRouteAccess[route] as readonly AccessRole[]).includes(role);
}

/** What a permission check needs to know about the person. */
export interface PermissionSubject {
  readonly accessRole: AccessRole | null;
  readonly permissionRoles: readonly string[];
}
/** What a screen or call demands. */
export interface PermissionRequirement {
  readonly accessRoles: readonly AccessRole[];
  readonly permissionRoles?: readonly string[];
}

/**
 * Spec 1 §6: signed in, holding all listed permission codes and at least one
 * listed access role. A null subject is a signed-out visitor.
 */
export function hasPermission(subject: PermissionSubject | null, requirement: PermissionRequirement): boolean {
  if (!subject || subject.accessRole == null) return false;
  const held = new Set(subject.permissionRoles);
  const allCodes = (requirement.permissionRoles ?? []).every((code) => held.has(code));
  return allCodes && requirement.accessRoles.includes(subject.accessRole);
}

/** Roles that see the group filter on account lists (spec 1 §6). */
export const groupFilterRoles = [brand.roleCode, 'AFFINITY', 'EDITOR'] as const satisfies readonly AccessRole[];
/** Partners and affinities work only with the accounts of their own group (enforced by the server). */
export const groupConfinedRoles = ['PARTNER', 'AFFINITY'] as const satisfies readonly AccessRole[];
export function isGroupConfined(role: AccessRole): boolean {
  return (groupConfinedRoles as readonly AccessRole[]).includes(role);
}

/** AFFINITY does not see the group name on account cards (spec 1 §6). */
export function showsGroupName(role: AccessRole): boolean {
  return role !== 'AFFINITY';
}
