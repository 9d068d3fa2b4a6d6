import { describe, expect, it } from 'vitest';
import {
  feeAmountProblem,
  isCalendarDate,
  type LicenseFormValues,
  licenseFormDefaults,
  licenseFormTypeLabels,
  licenseUpdateFormSchema,
  notNecessaryReasonLabels,
  parseBrlAmount,
} from './license-forms';
import { notNecessaryReasons } from './license-status';

/** The first message per field, as the dialog shows them. */
function errorsOf(values: LicenseFormValues): Record<string, string> {
  const result = licenseUpdateFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}

function parsed(values: LicenseFormValues) {
  const result = licenseUpdateFormSchema.safeParse(values);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}

const documentWithEverything: LicenseFormValues = {
  type: 'document',
  problem: 'shopping',
  description: 'não se aplica',
  hasValidity: 'sim',
  validUntil: '2026-12-31',
  hasConditions: 'sim',
  conditions: '  Renovar o laudo dos bombeiros  ',
  feeRequired: 'sim',
  feeName: 'Taxa de fiscalização',
  feeAmount: 'R$ 1.234,56',
  feeExpirationDate: '2026-06-30',
  feeFileId: 8,
  fileId: 7,
  note: 'Entregue na prefeitura',
};

describe('licenseUpdateFormSchema', () => {
  it('requires the Tipo', () => {
    expect(errorsOf({})).toEqual({ type: 'Tipo obrigatório' });
    expect(errorsOf({ type: 'licenca' as never })).toEqual({ type: 'Tipo inválido' });
  });

  it('requires a reason for Não necessária and sends only reason, description and note', () => {
    expect(errorsOf({ type: 'not_necessary' })).toEqual({ problem: 'Motivo obrigatório' });
    expect(errorsOf({ type: 'not_necessary', problem: 'praia' as never })).toEqual({ problem: 'Motivo inválido' });
    expect(parsed({ ...documentWithEverything, type: 'not_necessary', description: ' Loja em shopping ' })).toEqual({
      isNecessary: false,
      type: null,
      problem: 'shopping',
      description: 'Loja em shopping',
      validUntil: null,
      conditions: null,
      feeName: null,
      feeAmount: null,
      feeExpirationDate: null,
      feeFileId: null,
      fileId: null,
      note: 'Entregue na prefeitura',
    });
  });

  it("asks 'Tem validade' for a licence or protocol, and the date when sim", () => {
    expect(errorsOf({ type: 'document' })).toEqual({ hasValidity: 'Informe se a licença tem validade' });
    expect(errorsOf({ type: 'protocol', hasValidity: 'sim' })).toEqual({ validUntil: 'Data de validade obrigatória' });
    expect(errorsOf({ type: 'document', hasValidity: 'sim', validUntil: '2026-02-30' })).toEqual({
      validUntil: 'Data inválida',
    });
    expect(errorsOf({ type: 'document', hasValidity: 'sim', validUntil: '31/12/2026' })).toEqual({
      validUntil: 'Data inválida',
    });
    expect(errorsOf({ type: 'document', hasValidity: 'talvez' as never })).toEqual({
      hasValidity: 'Escolha sim ou não',
    });
  });

  it('drops the date when there is no validity (indefinite licence)', () => {
    expect(parsed({ type: 'document', hasValidity: 'nao', validUntil: '2026-12-31' })).toMatchObject({
      isNecessary: true,
      type: 'document',
      validUntil: null,
    });
  });

  it('requires the conditions text when Possui condicionantes is sim', () => {
    expect(errorsOf({ type: 'document', hasValidity: 'nao', hasConditions: 'sim', conditions: '   ' })).toEqual({
      conditions: 'Descreva as condicionantes',
    });
  });

  it('requires the fee name and a non-negative BRL amount when the fee applies', () => {
    const base = { type: 'protocol', hasValidity: 'nao', hasConditions: 'sim', conditions: 'Laudo' } as const;
    expect(errorsOf({ ...base, feeRequired: 'sim' })).toEqual({
      feeName: 'Nome da taxa obrigatório',
      feeAmount: 'Valor da taxa obrigatório',
    });
    expect(errorsOf({ ...base, feeRequired: 'sim', feeName: 'Taxa', feeAmount: '-5,00' })).toEqual({
      feeAmount: 'O valor não pode ser negativo',
    });
    expect(errorsOf({ ...base, feeRequired: 'sim', feeName: 'Taxa', feeAmount: 'cem reais' })).toEqual({
      feeAmount: 'Valor inválido',
    });
    expect(errorsOf({ ...base, feeRequired: 'sim', feeName: 'Taxa', feeAmount: '10,555' })).toEqual({
      feeAmount: 'Use no máximo 2 casas decimais',
    });
    expect(errorsOf({ ...base, feeRequired: 'sim', feeName: 'Taxa', feeAmount: '1000000000000' })).toEqual({
      feeAmount: 'Valor acima do máximo permitido',
    });
    expect(
      errorsOf({ ...base, feeRequired: 'sim', feeName: 'Taxa', feeAmount: '0', feeExpirationDate: '2026-13-01' }),
    ).toEqual({ feeExpirationDate: 'Data inválida' });
    expect(
      errorsOf({ ...base, feeRequired: 'sim', feeName: 'Taxa', feeAmount: '10', fileId: 4, feeFileId: 4 }),
    ).toEqual({ feeFileId: 'O comprovante da taxa deve ser um arquivo diferente do arquivo da licença.' });
  });

  it('ignores the fee when there are no conditions or no fee (its fields are disabled then)', () => {
    const fee = { feeRequired: 'sim', feeName: '', feeAmount: 'x', feeFileId: 9 } as const;
    expect(parsed({ type: 'document', hasValidity: 'nao', hasConditions: 'nao', ...fee })).toMatchObject({
      conditions: null,
      feeName: null,
      feeAmount: null,
      feeFileId: null,
    });
    expect(
      parsed({ type: 'document', hasValidity: 'nao', hasConditions: 'sim', conditions: 'Laudo', feeRequired: 'nao' }),
    ).toMatchObject({ conditions: 'Laudo', feeName: null, feeAmount: null });
  });

  it('gives the update call every field of a full licence, trimmed and typed', () => {
    expect(parsed(documentWithEverything)).toEqual({
      isNecessary: true,
      type: 'document',
      problem: null,
      description: null,
      validUntil: '2026-12-31',
      conditions: 'Renovar o laudo dos bombeiros',
      feeName: 'Taxa de fiscalização',
      feeAmount: 1234.56,
      feeExpirationDate: '2026-06-30',
      feeFileId: 8,
      fileId: 7,
      note: 'Entregue na prefeitura',
    });
  });

  it('limits the free texts', () => {
    expect(errorsOf({ type: 'document', hasValidity: 'nao', note: 'a'.repeat(5001) })).toEqual({
      note: 'Máximo de 5000 caracteres',
    });
    expect(parsed({ type: 'document', hasValidity: 'nao', note: 'a'.repeat(5000) }).note).toHaveLength(5000);
    expect(errorsOf({ type: 'document', hasValidity: 'nao', feeName: 'a'.repeat(256) })).toEqual({
      feeName: 'Máximo de 255 caracteres',
    });
    expect(errorsOf({ type: 'document', hasValidity: 'nao', fileId: 0 })).toEqual({ fileId: 'Arquivo inválido' });
  });
});

describe('parseBrlAmount', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['R$ 1.234,56', 1234.56],
    ['R$\u00a080', 80],
    ['1234,5', 1234.5],
    ['1234.56', 1234.56],
    ['1.234', 1234],
    ['1.234.567', 1234567],
    ['0', 0],
    ['-3,10', -3.1],
  ])('reads %s as %d', (text, value) => {
    expect(parseBrlAmount(text)).toBe(value);
  });

  it.each(['', 'abc', '1,234,56', '12.34.56', '1.23,4.5'])('refuses %s', (text) => {
    expect(parseBrlAmount(text)).toBeNaN();
  });
});

describe('feeAmountProblem', () => {
  it('accepts zero, cents and the largest stored amount', () => {
    expect([0, 0.1 + 0.2, 19.99, 999_999_999_999.99].map(feeAmountProblem)).toEqual([null, null, null, null]);
  });
  it('names each fault', () => {
    expect(feeAmountProblem(Number.NaN)).toBe('Valor inválido');
    expect(feeAmountProblem(Number.POSITIVE_INFINITY)).toBe('Valor inválido');
    expect(feeAmountProblem(-0.01)).toBe('O valor não pode ser negativo');
    expect(feeAmountProblem(1.005)).toBe('Use no máximo 2 casas decimais');
    expect(feeAmountProblem(1_000_000_000_000)).toBe('Valor acima do máximo permitido');
  });
});

describe('isCalendarDate', () => {
  it('accepts real days only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-4-30')).toBe(false);
    expect(isCalendarDate('2026-04-30T00:00:00Z')).toBe(false);
  });
});

describe('licenseFormDefaults', () => {
  const pending = {
    isNecessary: true,
    type: null,
    problem: null,
    description: null,
    validUntil: null,
    conditions: null,
    feeName: null,
    feeAmount: null,
    feeExpirationDate: null,
    note: null,
  };

  it("starts a pending licence with 'Tem validade' empty and the fee at não", () => {
    expect(licenseFormDefaults(pending)).toMatchObject({
      type: '',
      hasValidity: '',
      hasConditions: 'nao',
      feeRequired: 'nao',
      feeAmount: '',
    });
  });

  it('shows a saved licence as it is, and saving it unchanged sends the same data', () => {
    const saved = {
      ...pending,
      type: 'document' as const,
      validUntil: '2027-01-31',
      conditions: 'Laudo',
      feeName: 'Taxa',
      feeAmount: 80.5,
      feeExpirationDate: '2026-05-01',
      note: 'ok',
    };
    const form = licenseFormDefaults(saved);
    expect(form).toMatchObject({ type: 'document', hasValidity: 'sim', hasConditions: 'sim', feeRequired: 'sim' });
    expect(form.feeAmount).toBe('80,50');
    expect(parsed(form)).toEqual({ ...saved, isNecessary: true, feeFileId: null, fileId: null });
    expect(licenseFormDefaults({ ...saved, validUntil: null }).hasValidity).toBe('nao');
    expect(licenseFormDefaults({ ...pending, isNecessary: false, problem: 'residencial' })).toMatchObject({
      type: 'not_necessary',
      problem: 'residencial',
    });
  });
});

describe('labels', () => {
  it('name the Tipo options and every reason', () => {
    expect(Object.values(licenseFormTypeLabels)).toEqual(['Licença', 'Protocolo', 'Não necessária']);
    expect(notNecessaryReasons.every((reason) => notNecessaryReasonLabels[reason].length > 0)).toBe(true);
  });
});
