import { describe, expect, it } from 'vitest';
import {
  administratorRemoval,
  codesBeyondManager,
  companiesBeyondManager,
  type ManagedUser,
  requestedUserAccess,
  type UserManager,
  unassignableCompanies,
  userManagementRefusal,
} from './client-user-rules';

const admin: UserManager = { accessRole: 'ADMIN', permissionRoles: [], companyIds: null };
const user: UserManager = { accessRole: 'USER', permissionRoles: ['GET_USER', 'UPDATE_USER'], companyIds: [1, 2] };

describe("a USER's rights bound what they grant", () => {
  it('codes: only a USER is limited, to the codes they hold', () => {
    expect(codesBeyondManager(admin, ['DELETE_USER'])).toEqual([]);
    expect(codesBeyondManager(user, ['GET_USER', 'DELETE_USER', 'GET_FILES'])).toEqual(['DELETE_USER', 'GET_FILES']);
    expect(codesBeyondManager(user, [])).toEqual([]);
  });
  it('companies: only a USER is limited, to their own', () => {
    expect(companiesBeyondManager(admin, [7])).toEqual([]);
    expect(companiesBeyondManager(user, [2, 3])).toEqual([3]);
  });
  it('refuses companies that are not active, or not the USER’s own, in the order asked', () => {
    const active = new Set([1, 2, 3]);
    expect(unassignableCompanies(admin, [4, 3, 1], active)).toEqual([4]);
    expect(unassignableCompanies(user, [4, 3, 1], active)).toEqual([4, 3]);
    expect(unassignableCompanies(user, [], active)).toEqual([]);
  });
});

describe('whom a USER manages', () => {
  const target = { accessRole: 'USER', codes: ['GET_USER'] as const, companyIds: [1] };
  it('administrators and staff manage everybody', () => {
    expect(userManagementRefusal(admin, { ...target, accessRole: 'ADMIN' })).toBeNull();
  });
  it('a USER manages only USERs holding no more than themself', () => {
    expect(userManagementRefusal(user, target)).toBeNull();
    expect(userManagementRefusal(user, { ...target, accessRole: 'BUSINESS' })).toBe('administrator');
    expect(userManagementRefusal(user, { ...target, codes: ['DELETE_USER'] })).toBe('morePrivileged');
    expect(userManagementRefusal(user, { ...target, companyIds: [1, 3] })).toBe('morePrivileged');
  });
});

describe('what an edit asks for', () => {
  const current: ManagedUser = { accessRole: 'USER', enabled: true, codes: ['GET_USER'], companyIds: [1, 2] };
  it('keeps a USER’s codes and companies when absent, and asks no change', () => {
    expect(requestedUserAccess(current, { systemRole: 'USER' })).toEqual({
      role: 'USER',
      roleChanged: false,
      enabled: true,
      codes: ['GET_USER'],
      companyIds: [1, 2],
      changesAccess: false,
    });
  });
  it('reads the same set in another order, or repeated, as no change', () => {
    const answer = requestedUserAccess(current, { systemRole: 'USER', companies: [{ id: 2 }, { id: 1 }, { id: 2 }] });
    expect([answer.companyIds, answer.changesAccess]).toEqual([[2, 1], false]);
  });
  it('sees a change of codes, companies, enabled or role', () => {
    expect(requestedUserAccess(current, { systemRole: 'USER', permissionRole: [] }).changesAccess).toBe(true);
    expect(requestedUserAccess(current, { systemRole: 'USER', companies: [{ id: 1 }] }).changesAccess).toBe(true);
    expect(requestedUserAccess(current, { systemRole: 'USER', enabled: false }).changesAccess).toBe(true);
    const promoted = requestedUserAccess(current, { systemRole: 'ADMIN', permissionRole: ['GET_USER'] });
    expect(promoted).toMatchObject({ roleChanged: true, changesAccess: true, codes: [], companyIds: [] });
  });
  it('gives a user that was not a USER no codes unless asked', () => {
    const wasAdmin: ManagedUser = { accessRole: 'ADMIN', enabled: true, codes: [], companyIds: [] };
    expect(requestedUserAccess(wasAdmin, { systemRole: 'USER' })).toMatchObject({ codes: [], companyIds: [] });
    expect(requestedUserAccess(wasAdmin, { systemRole: 'ADMIN' }).changesAccess).toBe(false);
  });
});

describe('taking an administrator away', () => {
  it('is disabling or demoting an enabled administrator', () => {
    expect(administratorRemoval({ accessRole: 'ADMIN', enabled: true }, { role: 'ADMIN', enabled: false })).toBe(
      'disable',
    );
    expect(administratorRemoval({ accessRole: 'BUSINESS', enabled: true }, { role: 'USER', enabled: true })).toBe(
      'demote',
    );
    expect(administratorRemoval({ accessRole: 'PROVIDER', enabled: true }, { role: 'ADMIN', enabled: true })).toBe(
      null,
    );
  });
  it('is nothing for a disabled administrator or a USER', () => {
    expect(administratorRemoval({ accessRole: 'ADMIN', enabled: false }, { role: 'USER', enabled: false })).toBeNull();
    expect(administratorRemoval({ accessRole: 'USER', enabled: true }, { role: 'USER', enabled: false })).toBeNull();
  });
});
