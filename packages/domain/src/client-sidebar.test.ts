import { describe, expect, it } from 'vitest';
import { clientSidebarFor, myAccountPathFor } from './client-sidebar';
import { accessRoles } from './roles';

describe('client sidebar (spec 2 §2)', () => {
  it('shows the four entries to each of the eight roles', () => {
    for (const role of accessRoles) {
      expect(clientSidebarFor(role).map((item) => [item.label, item.path])).toEqual([
        ['Início', '/client/dashboard'],
        ['Empresas', '/client/companies'],
        ['Usuários', '/client/users'],
        ['Logs de atividade', '/client/logs'],
      ]);
    }
  });

  it("sends staff to their own 'Minha conta' and client roles to the client one", () => {
    expect(myAccountPathFor('CONFORMA')).toBe('/admin/myaccount');
    expect(myAccountPathFor('EDITOR')).toBe('/admin/myaccount');
    expect(myAccountPathFor('PARTNER')).toBe('/admin/myaccount');
    expect(myAccountPathFor('AFFINITY')).toBe('/admin/myaccount');
    expect(myAccountPathFor('ADMIN')).toBe('/client/myaccount');
    expect(myAccountPathFor('USER')).toBe('/client/myaccount');
    expect(myAccountPathFor('PROVIDER')).toBe('/client/myaccount');
    expect(myAccountPathFor('BUSINESS')).toBe('/client/myaccount');
  });
});
