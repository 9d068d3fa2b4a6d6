import { brand } from './brand';
import { type AccessRole, accessRoles, isStaffRole } from './roles';

/** The five subjects of the client-area permission codes (spec 2 §6). */
export const permissionSubjects = ['USER', 'COMPANY', 'CNPJ', 'LICENSES', 'FILES'] as const;
export type PermissionSubjectCode = (typeof permissionSubjects)[number];
export const permissionVerbs = ['CREATE', 'UPDATE', 'DELETE', 'GET'] as const;
export type PermissionVerb = (typeof permissionVerbs)[number];

/** The twenty permission codes a USER may be given: CREATE_USER … GET_FILES. */
export const permissionCodes = permissionSubjects.flatMap((subject) =>
  permissionVerbs.map((verb) => `${verb}_${subject}` as const),
) as readonly `${PermissionVerb}_${PermissionSubjectCode}`[];
export type PermissionCode = (typeof permissionCodes)[number];

export function isPermissionCode(value: unknown): value is PermissionCode {
  return typeof value === 'string' && (permissionCodes as readonly string[]).includes(value);
}

/** Roles a client user can be given in the client users form (spec 2 §6). */
export const clientUserFormRoles = ['ADMIN', 'USER'] as const satisfies readonly AccessRole[];
export type ClientUserFormRole = (typeof clientUserFormRoles)[number];

/**
 * Whether a person holds a permission code. Only role USER is limited to the
 * codes they were given; ADMIN, the account-owner roles and staff hold them all.
 */
export function holdsPermission(
  subject: { accessRole: AccessRole; permissionRoles: readonly string[] },
  code: PermissionCode,
): boolean {
  return subject.accessRole !== 'USER' || subject.permissionRoles.includes(code);
}

/** Roles of the licences, documents and CNPJs routes (spec 2 §2). */
export const companyRecordsRoles = [brand.roleCode, 'EDITOR', 'ADMIN', 'USER'] as const satisfies readonly AccessRole[];

/**
 * Who may open each client route (spec 2 §2 "Role lists per route"). The keys
 * are the route paths below `/client`; the server reads the same table for the
 * calls behind each screen.
 */
export const clientRouteAccess = {
  dashboard: accessRoles,
  myaccount: accessRoles,
  companies: accessRoles,
  'companies/$id': accessRoles,
  'companies/$id/panel': accessRoles,
  'companies/$id/data': accessRoles,
  'companies/$id/cnpjs': companyRecordsRoles,
  'companies/$id/licenses': companyRecordsRoles,
  'companies/$id/documents': companyRecordsRoles,
  support: accessRoles,
  users: accessRoles,
  logs: accessRoles,
} as const satisfies Record<string, readonly AccessRole[]>;
export type ClientRoute = keyof typeof clientRouteAccess;

export function canAccessClientRoute(role: AccessRole, route: ClientRoute): boolean {
  return (clientRouteAccess[route] as readonly AccessRole[]).includes(role);
}

/**
 * A USER works only with the companies assigned to them (spec 2 §5 'companies');
 * everybody else sees every company of the account.
 */
export function seesAssignedCompaniesOnly(role: AccessRole): boolean {
  return role === 'USER';
}

/** Staff in a client's area act inside it; they hold every permission there. */
export function actsAsStaff(role: AccessRole): boolean {
  return isStaffRole(role);
}
