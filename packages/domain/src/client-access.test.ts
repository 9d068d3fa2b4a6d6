import { describe, expect, it } from 'vitest';
import { brand } from './brand';
import {
  actsAsStaff,
  type ClientRoute,
  canAccessClientRoute,
  clientRouteAccess,
  clientUserFormRoles,
  holdsPermission,
  isPermissionCode,
  permissionCodes,
  seesAssignedCompaniesOnly,
} from './client-access';
import { type AccessRole, accessRoles } from './roles';

describe('permissionCodes', () => {
  it('are the twenty codes of spec 2 §6: each verb for each subject', () => {
    expect(permissionCodes).toHaveLength(20);
    expect(new Set(permissionCodes).size).toBe(20);
    expect(permissionCodes).toEqual(
      expect.arrayContaining(['GET_LICENSES', 'UPDATE_LICENSES', 'DELETE_FILES', 'CREATE_USER', 'GET_CNPJ']),
    );
    expect(isPermissionCode('GET_COMPANY')).toBe(true);
    expect(isPermissionCode('GET_LICENSE')).toBe(false);
    expect(isPermissionCode('get_company')).toBe(false);
    expect(isPermissionCode(3)).toBe(false);
  });
});

describe('holdsPermission', () => {
  it('gives a USER exactly the codes they were given', () => {
    const user = { accessRole: 'USER' as const, permissionRoles: ['GET_LICENSES', 'DELETE_FILES'] };
    expect(holdsPermission(user, 'GET_LICENSES')).toBe(true);
    expect(holdsPermission(user, 'DELETE_FILES')).toBe(true);
    expect(holdsPermission(user, 'UPDATE_LICENSES')).toBe(false);
    expect(holdsPermission({ accessRole: 'USER', permissionRoles: [] }, 'GET_COMPANY')).toBe(false);
  });

  it.each(['ADMIN', 'PROVIDER', 'BUSINESS', brand.roleCode, 'EDITOR', 'PARTNER', 'AFFINITY'] as const)(
    'gives %s every code, even with an empty list',
    (accessRole) => {
      for (const code of permissionCodes) expect(holdsPermission({ accessRole, permissionRoles: [] }, code)).toBe(true);
    },
  );
});

describe('canAccessClientRoute', () => {
  const recordRoutes = ['companies/$id/licenses', 'companies/$id/documents', 'companies/$id/cnpjs'] as const;

  it.each(recordRoutes)('lets only %s open licences, documents and CNPJs', (route) => {
    const allowed = accessRoles.filter((role) => canAccessClientRoute(role, route));
    expect(allowed).toEqual([brand.roleCode, 'EDITOR', 'ADMIN', 'USER']);
  });

  it.each(['PARTNER', 'AFFINITY', 'PROVIDER', 'BUSINESS'] as const)(
    'refuses %s the licences, documents and CNPJs routes but not the others',
    (role) => {
      for (const route of recordRoutes) expect(canAccessClientRoute(role, route)).toBe(false);
      const others = (Object.keys(clientRouteAccess) as ClientRoute[]).filter(
        (route) => !(recordRoutes as readonly string[]).includes(route),
      );
      for (const route of others) expect(canAccessClientRoute(role, route)).toBe(true);
    },
  );

  it('opens every other client route to all eight roles', () => {
    for (const route of [
      'dashboard',
      'companies',
      'companies/$id',
      'companies/$id/panel',
      'companies/$id/data',
      'users',
      'logs',
      'support',
      'myaccount',
    ] as const) {
      expect(accessRoles.every((role: AccessRole) => canAccessClientRoute(role, route))).toBe(true);
    }
  });
});

describe('client roles', () => {
  it('offers ADMIN and USER in the client user forms', () => {
    expect(clientUserFormRoles).toEqual(['ADMIN', 'USER']);
  });

  it('limits only a USER to assigned companies, and treats the four staff roles as staff', () => {
    expect(accessRoles.filter(seesAssignedCompaniesOnly)).toEqual(['USER']);
    expect(accessRoles.filter(actsAsStaff)).toEqual([brand.roleCode, 'EDITOR', 'PARTNER', 'AFFINITY']);
  });
});
