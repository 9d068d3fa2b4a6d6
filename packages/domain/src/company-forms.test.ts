import { describe, expect, it } from 'vitest';
import { cnpjFormMessages, cnpjFormSchema, cnpjProblem } from './company-forms';

const issueOf = (cnpj: unknown) => {
  const result = cnpjFormSchema.safeParse({ cnpj });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the CNPJ form (spec 2 §5)', () => {
  it("says 'CNPJ é obrigatório.' when nothing was typed", () => {
    expect(issueOf('')).toBe('CNPJ é obrigatório.');
    expect(issueOf('  ./-')).toBe('CNPJ é obrigatório.');
    expect(issueOf(undefined)).toBe('CNPJ é obrigatório.');
  });
  it('tells a short CNPJ from a mistyped one', () => {
    expect(cnpjProblem('11.222.333/0001')).toBe(cnpjFormMessages.incomplete);
    expect(cnpjProblem('11.222.333/0001-82')).toBe(cnpjFormMessages.checkDigits);
    expect(cnpjProblem('00.000.000/0000-00')).toBe(cnpjFormMessages.checkDigits);
    expect(cnpjProblem('11.222.333/0001-8A')).toBe(cnpjFormMessages.shape);
  });
  it('sends the 14 characters without the mask, numeric or alphanumeric', () => {
    expect(cnpjFormSchema.parse({ cnpj: '11.222.333/0001-81' })).toEqual({ cnpj: '11222333000181' });
    expect(cnpjFormSchema.parse({ cnpj: '12.abc.345/01de-35' })).toEqual({ cnpj: '12ABC34501DE35' });
    expect(cnpjProblem('12ABC34501DE35')).toBeNull();
  });
});
