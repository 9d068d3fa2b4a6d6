import { describe, expect, it } from 'vitest';
import { cnaeCodeDigits, cnpjSearchTerm, foldText } from './search-terms';

describe('search terms', () => {
  it('fold case and accents', () => {
    expect(foldText('Licença SANITÁRIA')).toBe('licenca sanitaria');
  });

  it('read CNAE codes, masked or not, and nothing else', () => {
    expect(cnaeCodeDigits('4711-3')).toBe('47113');
    expect(cnaeCodeDigits('4711302')).toBe('4711302');
    expect(cnaeCodeDigits('padaria')).toBe('');
    expect(cnaeCodeDigits('-/')).toBe('');
  });

  it('read CNPJs and their parts, masked or not, alphanumeric too', () => {
    expect(cnpjSearchTerm('12.345.678/0001')).toBe('123456780001');
    expect(cnpjSearchTerm('12.abc.345')).toBe('12ABC345');
    expect(cnpjSearchTerm('padaria')).toBeNull();
    expect(cnpjSearchTerm('12, padaria')).toBeNull();
  });
});
