import { describe, expect, it } from 'vitest';
import {
  cnaeSchema,
  cnpjCheckDigits,
  cnpjRoot,
  cnpjSchema,
  isMatriz,
  isNumericCnpj,
  isValidCnae,
  isValidCnpj,
  normalizeCnae,
  normalizeCnpj,
} from './cnpj';

describe('CNPJ check digits (ASCII − 48, mod 11)', () => {
  it('computes the worked examples of BRAZIL.md', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(cnpjCheckDigits('112223330001')).toBe('81');
  });
  it('gives 0 when the remainder is below 2', () => {
    // 000000000000 → sums 0 → r = 0 → DV 0; both digits 0.
    expect(cnpjCheckDigits('000000000000')).toBe('00');
    // '000000000006': DV1 sum = 12 → r = 1 → 0; DV2 sum = 6·3 + 0·2 = 18 → r = 7 → 4.
    expect(cnpjCheckDigits('000000000006')).toBe('04');
    // '000000000001': DV1 sum = 2 → r = 2 → 9 (the first r that is not below 2); DV2 sum = 3 + 18 = 21 → r = 10 → 1.
    expect(cnpjCheckDigits('000000000001')).toBe('91');
  });
  it('refuses a base that is not 12 characters of [A-Z0-9]', () => {
    expect(() => cnpjCheckDigits('12ABC34501D')).toThrow();
    expect(() => cnpjCheckDigits('12ABC34501D*')).toThrow();
  });
});

describe('isValidCnpj', () => {
  it('accepts numeric CNPJs, masked or not', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
  });
  it('accepts alphanumeric CNPJs in any case', () => {
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });
  it('refuses a wrong check digit', () => {
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('11222333000191')).toBe(false);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
  });
  it('refuses letters in the check digits and characters outside [A-Z0-9]', () => {
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    expect(isValidCnpj('12ÁBC34501DE35')).toBe(false);
  });
  it('refuses 13 and 15 characters', () => {
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001810')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
  });
  it('refuses repeated characters even when the digits add up', () => {
    expect(isValidCnpj('00000000000000')).toBe(false);
  });
});

describe('normalise, matriz and root', () => {
  it('strips the mask and uppercases', () => {
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
  });
  it('tells numeric from alphanumeric', () => {
    expect(isNumericCnpj('11.222.333/0001-81')).toBe(true);
    expect(isNumericCnpj('12ABC34501DE35')).toBe(false);
  });
  it('is matriz only when positions 9–12 are 0001', () => {
    expect(isMatriz('11.222.333/0001-81')).toBe(true);
    expect(isMatriz('11.222.333/0002-62')).toBe(false);
    expect(isMatriz('12ABC34501DE35')).toBe(false);
  });
  it('takes the first 8 characters as the root', () => {
    expect(cnpjRoot('12.abc.345/01de-35')).toBe('12ABC345');
    expect(cnpjRoot('11.222.333/0001-81')).toBe('11222333');
  });
  it('parses with zod into the bare uppercase form', () => {
    expect(cnpjSchema.parse('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    const result = cnpjSchema.safeParse('11.222.333/0001-80');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('CNPJ inválido.');
  });
});

describe('CNAE 9999-9/99', () => {
  it('accepts 7 digits, bare or masked', () => {
    expect(isValidCnae('4646002')).toBe(true);
    expect(isValidCnae('4646-0/02')).toBe(true);
  });
  it('refuses 6 or 8 digits and a half mask', () => {
    expect(isValidCnae('464600')).toBe(false);
    expect(isValidCnae('46460021')).toBe(false);
    expect(isValidCnae('4646-002')).toBe(false);
    expect(isValidCnae('4646-0/2')).toBe(false);
  });
  it('pads the integer cnae_fiscal to 7 digits', () => {
    expect(normalizeCnae(111301)).toBe('0111301');
    expect(normalizeCnae('4646-0/02')).toBe('4646002');
  });
  it('parses with zod into 7 digits', () => {
    expect(cnaeSchema.parse('4646-0/02')).toBe('4646002');
    expect(cnaeSchema.safeParse('4646').success).toBe(false);
  });
});
