import { describe, expect, it } from 'vitest';
import { cnpjHoldingAmong, newCompanyConflict } from './company-cnpj-rules';

describe('one root, one company', () => {
  const held = ['11222333000181', '11222333000262'];
  it('refuses a CNPJ the account holds, then one of a root it holds', () => {
    expect(newCompanyConflict(cnpjHoldingAmong('11222333000181', held))).toBe('cnpjTaken');
    expect(newCompanyConflict(cnpjHoldingAmong('11222333000343', held))).toBe('rootTaken');
    expect(newCompanyConflict(cnpjHoldingAmong('99888777000100', held))).toBeNull();
  });
});
