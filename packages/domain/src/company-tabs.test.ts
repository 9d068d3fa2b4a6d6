import { describe, expect, it } from 'vitest';
import { brand } from './brand';
import { permissionCodes } from './client-access';
import { companyTabs, isCompanyTabEnabled } from './company-tabs';
import { accessRoles } from './roles';

const tab = (id: (typeof companyTabs)[number]['id']) => companyTabs.find((item) => item.id === id) ?? companyTabs[0];
const enabledFor = (accessRole: (typeof accessRoles)[number], permissionRoles: readonly string[] = []) =>
  companyTabs.filter((item) => isCompanyTabEnabled(item, { accessRole, permissionRoles })).map((item) => item.id);

describe('companyTabs', () => {
  it('are the five tabs of spec 2, in order', () => {
    expect(companyTabs.map((item) => item.label)).toEqual(['Painel', 'Dados', 'CNPJs', 'Licenças', 'Documentos']);
  });
});

describe('isCompanyTabEnabled', () => {
  it('opens Painel to every role, even a USER without codes', () => {
    for (const role of accessRoles)
      expect(isCompanyTabEnabled(tab('panel'), { accessRole: role, permissionRoles: [] })).toBe(true);
  });

  it('gives a USER only the tabs of the codes they hold', () => {
    expect(enabledFor('USER')).toEqual(['panel']);
    expect(enabledFor('USER', ['GET_COMPANY'])).toEqual(['panel', 'data']);
    expect(enabledFor('USER', ['GET_CNPJ', 'GET_FILES'])).toEqual(['panel', 'cnpjs', 'documents']);
    expect(enabledFor('USER', ['GET_LICENSES', 'UPDATE_COMPANY'])).toEqual(['panel', 'licenses']);
    expect(enabledFor('USER', permissionCodes)).toEqual(['panel', 'data', 'cnpjs', 'licenses', 'documents']);
  });

  it('gives ADMIN and the internal roles every tab', () => {
    const all = ['panel', 'data', 'cnpjs', 'licenses', 'documents'];
    expect(enabledFor('ADMIN')).toEqual(all);
    expect(enabledFor(brand.roleCode)).toEqual(all);
    expect(enabledFor('EDITOR')).toEqual(all);
  });

  it('closes the CNPJs, Licenças and Documentos tabs to roles their routes do not admit', () => {
    // AFFINITY enables Dados (spec 2 §6); PARTNER, PROVIDER and BUSINESS hold the codes but not the routes.
    expect(enabledFor('AFFINITY')).toEqual(['panel', 'data']);
    expect(enabledFor('PARTNER')).toEqual(['panel', 'data']);
    expect(enabledFor('PROVIDER')).toEqual(['panel', 'data']);
    expect(enabledFor('BUSINESS')).toEqual(['panel', 'data']);
  });
});
