import { brand } from './brand';

/** The eight access roles of spec 1 §6, staff first. */
export const accessRoles = [
  brand.roleCode,
  'EDITOR',
  'PARTNER',
  'AFFINITY',
  'ADMIN',
  'USER',
  'PROVIDER',
  'BUSINESS',
] as const;
export type AccessRole = (typeof accessRoles)[number];

/** The provider's staff: they use the admin area and may enter a client. */
export const staffRoles = [brand.roleCode, 'EDITOR', 'PARTNER', 'AFFINITY'] as const satisfies readonly AccessRole[];
export type StaffRole = (typeof staffRoles)[number];

/** Client-side roles: they use the client area of their own account. */
export const clientRoles = ['ADMIN', 'USER', 'PROVIDER', 'BUSINESS'] as const satisfies readonly AccessRole[];

/** Badge text per role; PROVIDER and BUSINESS carry no badge (spec 1 §6). */
export const roleBadgeLabels: Readonly<Record<AccessRole, string | null>> = {
  [brand.roleCode]: brand.name,
  EDITOR: 'Editor',
  PARTNER: 'Parceiro',
  AFFINITY: 'Affinity',
  ADMIN: 'Administrador',
  USER: 'Usuário',
  PROVIDER: null,
  BUSINESS: null,
};

export function isAccessRole(value: unknown): value is AccessRole {
  return typeof value === 'string' && (accessRoles as readonly string[]).includes(value);
}

export function isStaffRole(role: AccessRole | null | undefined): role is StaffRole {
  return role != null && (staffRoles as readonly string[]).includes(role);
}

export function roleBadgeLabel(role: AccessRole): string | null {
  return roleBadgeLabels[role];
}

/** Where a signed-in person lands from a public page (spec 1 §2, public layout). */
export function homePathFor(role: AccessRole): '/admin/accounts/business' | '/client/dashboard' {
  return isStaffRole(role) ? '/admin/accounts/business' : '/client/dashboard';
}
