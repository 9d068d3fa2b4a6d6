import { cnpjRoot, isMatriz, isNumericCnpj, isValidCnpj } from '@product/domain';
import { describe, expect, it } from 'vitest';
import { readCnaeSubclasses } from '../cnaes/seed';
import { findMunicipality, foldName } from './municipalities';
import { offlineCnpjs, offlineCompanies } from './offline';

describe('the offline demo dataset', () => {
  const companies = offlineCompanies();

  it('holds about ten companies with valid, unique CNPJs, listed by offlineCnpjs in file order', () => {
    expect(companies.length).toBeGreaterThanOrEqual(10);
    expect(offlineCnpjs()).toEqual(companies.map((company) => company.cnpj));
    expect(companies.filter((company) => !isValidCnpj(company.cnpj))).toEqual([]);
    expect(new Set(offlineCnpjs()).size).toBe(companies.length);
  });

  it('has a matriz with two filiais of one root, listed matriz first, and one alphanumeric CNPJ', () => {
    const roots = companies.map((company) => cnpjRoot(company.cnpj));
    const familyRoot = roots.find((root) => roots.filter((other) => other === root).length === 3);
    const family = companies.filter((company) => cnpjRoot(company.cnpj) === familyRoot);
    expect(family?.map((company) => company.type)).toEqual(['MATRIZ', 'FILIAL', 'FILIAL']);
    for (const company of companies) expect(company.type).toBe(isMatriz(company.cnpj) ? 'MATRIZ' : 'FILIAL');
    expect(companies.filter((company) => !isNumericCnpj(company.cnpj)).map((company) => company.cnpj)).toEqual([
      '12ABC345000188',
    ]);
  });

  it('covers the four situations, mostly ATIVA', () => {
    const situations = companies.map((company) => company.situation);
    expect(new Set(situations)).toEqual(new Set(['ATIVA', 'INATIVA', 'INAPTA', 'BAIXADA']));
    expect(situations.filter((situation) => situation === 'ATIVA').length).toBeGreaterThan(companies.length / 2);
  });

  it('uses real CNAE subclasses with their official text, including fuel retail, a hospital and chemicals', () => {
    const reference = new Map(readCnaeSubclasses().map((row) => [row.codeClass, row.codeDescription]));
    const activities = companies.flatMap((company) => [
      ...(company.primaryActivity ? [company.primaryActivity] : []),
      ...company.secondaryActivities,
    ]);
    expect(activities.filter((item) => reference.get(item.code) !== item.text)).toEqual([]);
    const codes = new Set(activities.map((item) => item.code));
    for (const code of ['4731-8/00', '8610-1/01', '2029-1/00']) expect(codes).toContain(code);
  });

  it('places every company in a real municipality of several states, with matching IBGE and SIAFI codes', () => {
    for (const { address } of companies) {
      const byCode = findMunicipality({ ibgeCode: address.ibgeCode });
      expect(byCode, address.cityName ?? '').not.toBeNull();
      expect(findMunicipality({ siafiCode: address.siafiCode })).toEqual(byCode);
      expect(byCode?.stateAlias).toBe(address.stateAlias);
      expect(foldName(byCode?.name ?? '')).toBe(foldName(address.cityName ?? ''));
    }
    expect(new Set(companies.map((company) => company.address.stateAlias)).size).toBeGreaterThanOrEqual(6);
  });
});
