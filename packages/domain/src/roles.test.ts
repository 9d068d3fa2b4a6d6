import { describe, expect, it } from 'vitest';
import { canAccessAdminRoute, hasPermission, sidebarFor } from './access';
import { accountViewQuery, showsGroupFilter } from './accounts';
import { brand } from './brand';
import { accessRoles, homePathFor, isStaffRole, roleBadgeLabel } from './roles';

describe('roles', () => {
  it('has the eight access roles with the brand code first', () => {
    expect(accessRoles).toEqual(['CONFORMA', 'EDITOR', 'PARTNER', 'AFFINITY', 'ADMIN', 'USER', 'PROVIDER', 'BUSINESS']);
    expect(brand.roleCode).toBe('CONFORMA');
  });
  it('labels badges as the spec does, none for PROVIDER and BUSINESS', () => {
    expect(roleBadgeLabel('CONFORMA')).toBe('Conforma');
    expect(roleBadgeLabel('EDITOR')).toBe('Editor');
    expect(roleBadgeLabel('PARTNER')).toBe('Parceiro');
    expect(roleBadgeLabel('AFFINITY')).toBe('Affinity');
    expect(roleBadgeLabel('ADMIN')).toBe('Administrador');
    expect(roleBadgeLabel('USER')).toBe('Usuário');
    expect(roleBadgeLabel('PROVIDER')).toBeNull();
    expect(roleBadgeLabel('BUSINESS')).toBeNull();
  });
  it('sends staff to admin and everyone else to the client dashboard', () => {
    for (const role of accessRoles) {
      const staff = ['CONFORMA', 'EDITOR', 'PARTNER', 'AFFINITY'].includes(role);
      expect(isStaffRole(role)).toBe(staff);
      expect(homePathFor(role)).toBe(staff ? '/admin/accounts/business' : '/client/dashboard');
    }
  });
});

describe('admin route access (spec 1 §2)', () => {
  it('opens account lists to the four staff roles only', () => {
    const allowed = accessRoles.filter((role) => canAccessAdminRoute(role, 'accounts/$type'));
    expect(allowed).toEqual(['CONFORMA', 'EDITOR', 'PARTNER', 'AFFINITY']);
  });
  it('opens My account and Suporte to the four staff roles', () => {
    for (const route of ['myaccount', 'support'] as const) {
      expect(accessRoles.filter((role) => canAccessAdminRoute(role, route))).toEqual([
        'CONFORMA',
        'EDITOR',
        'PARTNER',
        'AFFINITY',
      ]);
    }
  });
  it('keeps CNAEs, licences and users for the brand role', () => {
    for (const route of ['cnaes', 'licenses', 'users'] as const) {
      expect(accessRoles.filter((role) => canAccessAdminRoute(role, route))).toEqual(['CONFORMA']);
    }
  });
  it('builds each role’s sidebar', () => {
    const labels = (role: (typeof accessRoles)[number]) =>
      sidebarFor(role).map((c) => `${c.label}: ${c.items.map((i) => i.label).join(', ')}`);
    expect(labels('CONFORMA')).toEqual([
      'Contas: Business, Affinitys',
      'Gestão de Dados: CNAEs, Licenças',
      'Administração: Usuários',
    ]);
    expect(labels('EDITOR')).toEqual(['Contas: Business, Affinitys']);
    expect(labels('PARTNER')).toEqual(['Contas: Business, Providers']);
    expect(labels('AFFINITY')).toEqual(['Contas: Business, Providers']);
    expect(labels('ADMIN')).toEqual([]);
  });
});

describe('hasPermission (spec 1 §6)', () => {
  const requirement = { accessRoles: ['ADMIN', 'USER'] as const, permissionRoles: ['GET_COMPANY', 'UPDATE_COMPANY'] };
  it('refuses a signed-out visitor', () => {
    expect(hasPermission(null, requirement)).toBe(false);
  });
  it('needs every permission code and one access role', () => {
    expect(hasPermission({ accessRole: 'USER', permissionRoles: ['GET_COMPANY', 'UPDATE_COMPANY'] }, requirement)).toBe(
      true,
    );
    expect(hasPermission({ accessRole: 'USER', permissionRoles: ['GET_COMPANY'] }, requirement)).toBe(false);
    expect(
      hasPermission({ accessRole: 'EDITOR', permissionRoles: ['GET_COMPANY', 'UPDATE_COMPANY'] }, requirement),
    ).toBe(false);
  });
});

describe('account views', () => {
  it('maps each view to its list filter', () => {
    expect(accountViewQuery('business')).toEqual({ group: 1 });
    expect(accountViewQuery('providers')).toEqual({ filter: 'PROVIDER' });
    // Affinitys leave out group 1: its accounts are the business view's.
    expect(accountViewQuery('affinitys')).toEqual({ filter: 'CLIENT', exceptGroup: 1 });
  });
  it('shows the group filter off the business view to CONFORMA, AFFINITY and EDITOR', () => {
    expect(showsGroupFilter('business', 'CONFORMA')).toBe(false);
    expect(showsGroupFilter('affinitys', 'CONFORMA')).toBe(true);
    expect(showsGroupFilter('affinitys', 'EDITOR')).toBe(true);
    expect(showsGroupFilter('providers', 'AFFINITY')).toBe(true);
    expect(showsGroupFilter('providers', 'PARTNER')).toBe(false);
  });
});
