// The licence dialog's form (spec 2 §4 "Licence Tipo", §5 "Licence form")
// with Portuguese messages, and the field rules the API contract shares with
// it (dates, BRL amounts, reasons), so the dialog and the server agree.
import { z } from 'zod/mini';
import { type LicenseRecordType, type NotNecessaryReason, notNecessaryReasons } from './license-status';

/** The dialog's Tipo selector: Licença, Protocolo, Não necessária. */
export const licenseFormTypes = ['document', 'protocol', 'not_necessary'] as const;
export type LicenseFormType = (typeof licenseFormTypes)[number];
export const licenseFormTypeLabels: Readonly<Record<LicenseFormType, string>> = {
  document: 'Licença',
  protocol: 'Protocolo',
  not_necessary: 'Não necessária',
};

export const notNecessaryReasonLabels: Readonly<Record<NotNecessaryReason, string>> = {
  shopping: 'Shopping',
  centro_comercial: 'Centro comercial',
  residencial: 'Residencial',
  logradouro: 'Logradouro',
  sala_comercial: 'Sala comercial',
  operador_logistico: 'Operador logístico',
};

/** The dialog's sim/não radio pairs ('Tem validade', 'Possui condicionantes', the fee). */
export const yesNoValues = ['sim', 'nao'] as const;
export type YesNo = (typeof yesNoValues)[number];
export const yesNoLabels: Readonly<Record<YesNo, string>> = { sim: 'Sim', nao: 'Não' };

/** Longest free text (conditions, note, reason description). */
export const licenseTextMaxLength = 5000;
/** Largest fee the database column holds (numeric(14, 2)). */
export const maxFeeAmount = 999_999_999_999.99;

export const licenseFormMessages = {
  typeRequired: 'Tipo obrigatório',
  typeInvalid: 'Tipo inválido',
  problemRequired: 'Motivo obrigatório',
  problemInvalid: 'Motivo inválido',
  hasValidityRequired: 'Informe se a licença tem validade',
  validUntilRequired: 'Data de validade obrigatória',
  dateInvalid: 'Data inválida',
  yesNoInvalid: 'Escolha sim ou não',
  conditionsRequired: 'Descreva as condicionantes',
  feeNameRequired: 'Nome da taxa obrigatório',
  feeAmountRequired: 'Valor da taxa obrigatório',
  feeAmountInvalid: 'Valor inválido',
  feeAmountNegative: 'O valor não pode ser negativo',
  feeAmountDecimals: 'Use no máximo 2 casas decimais',
  feeAmountTooLarge: 'Valor acima do máximo permitido',
  textTooLong: `Máximo de ${licenseTextMaxLength} caracteres`,
  max255: 'Máximo de 255 caracteres',
  fileInvalid: 'Arquivo inválido',
  isNecessaryInvalid: 'Valor inválido para isNecessary',
  sameFile: 'O comprovante da taxa deve ser um arquivo diferente do arquivo da licença.',
} as const;

/** A real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * An amount as people type it in BRL — '1.234,56', '1234,56', 'R$ 80' — or
 * as a number input gives it ('1234.56'). A dot followed by three digits is
 * a thousands separator ('1.234' is 1234). NaN when it is no amount at all.
 */
export function parseBrlAmount(text: string): number {
  const value = text.replace(/R\$/i, '').replace(/[\s\u00a0]/g, '');
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(value)) return Number(value.replace(/\./g, '').replace(',', '.'));
  if (/^-?\d+(,\d+)?$/.test(value)) return Number(value.replace(',', '.'));
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return Number.NaN;
}

/** Whole cents, allowing for binary fractions (0.1 + 0.2). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** The fault of an amount, or null when it may be stored as a fee. */
export function feeAmountProblem(value: number): string | null {
  if (!Number.isFinite(value)) return licenseFormMessages.feeAmountInvalid;
  if (value < 0) return licenseFormMessages.feeAmountNegative;
  if (!hasAtMostTwoDecimals(value)) return licenseFormMessages.feeAmountDecimals;
  if (value > maxFeeAmount) return licenseFormMessages.feeAmountTooLarge;
  return null;
}

const text = (max: number, message: string) => z._default(z.string().check(z.maxLength(max, message)), '');
const longText = () => text(licenseTextMaxLength, licenseFormMessages.textTooLong);
/** '' until answered: 'Tem validade' of a pending licence starts empty (spec 2 §4). */
const yesNo = () => z._default(z.enum(['', ...yesNoValues] as const, licenseFormMessages.yesNoInvalid), '');
const fileField = z._default(
  z.nullable(z.int({ error: licenseFormMessages.fileInvalid }).check(z.positive(licenseFormMessages.fileInvalid))),
  null,
);

/** What the dialog holds: the selects and inputs as the browser gives them (text, '' when untouched). */
const licenseFormFields = z.object({
  type: z._default(z.enum(['', ...licenseFormTypes] as const, { error: licenseFormMessages.typeInvalid }), ''),
  problem: z._default(z.enum(['', ...notNecessaryReasons] as const, { error: licenseFormMessages.problemInvalid }), ''),
  description: longText(),
  hasValidity: yesNo(),
  validUntil: text(10, licenseFormMessages.dateInvalid),
  hasConditions: yesNo(),
  conditions: longText(),
  feeRequired: yesNo(),
  feeName: text(255, licenseFormMessages.max255),
  feeAmount: text(40, licenseFormMessages.feeAmountInvalid),
  feeExpirationDate: text(10, licenseFormMessages.dateInvalid),
  feeFileId: fileField,
  fileId: fileField,
  note: longText(),
});
export type LicenseFormValues = z.input<typeof licenseFormFields>;
type Fields = z.output<typeof licenseFormFields>;

/** The fee applies only with conditions and 'sim' for the fee (spec 2 §5: disabled otherwise). */
const feeApplies = (form: Fields) => form.hasConditions === 'sim' && form.feeRequired === 'sim';

/** The licence data the form saves: exactly the editable fields of the wire's licence update. */
export interface LicenseFormOutput {
  isNecessary: boolean;
  type: LicenseRecordType | null;
  problem: NotNecessaryReason | null;
  description: string | null;
  validUntil: string | null;
  conditions: string | null;
  feeName: string | null;
  feeAmount: number | null;
  feeExpirationDate: string | null;
  feeFileId: number | null;
  fileId: number | null;
  note: string | null;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The form's values as the update call sends them: what does not apply is
 * cleared (Não necessária keeps only reason and description; no validity
 * clears the date; no conditions clears conditions and fee; no fee clears it).
 */
export function licenseFormToUpdate(form: Fields): LicenseFormOutput {
  const notNecessary = form.type === 'not_necessary';
  const recordType = form.type === 'document' || form.type === 'protocol' ? form.type : null;
  const withConditions = !notNecessary && form.hasConditions === 'sim';
  const withFee = !notNecessary && feeApplies(form);
  return {
    isNecessary: !notNecessary,
    type: recordType,
    problem: notNecessary && form.problem !== '' ? form.problem : null,
    description: notNecessary ? orNull(form.description) : null,
    validUntil: !notNecessary && form.hasValidity === 'sim' ? orNull(form.validUntil) : null,
    conditions: withConditions ? orNull(form.conditions) : null,
    feeName: withFee ? orNull(form.feeName) : null,
    feeAmount: withFee && form.feeAmount.trim() !== '' ? parseBrlAmount(form.feeAmount) : null,
    feeExpirationDate: withFee ? orNull(form.feeExpirationDate) : null,
    feeFileId: withFee ? form.feeFileId : null,
    fileId: notNecessary ? null : form.fileId,
    note: orNull(form.note),
  };
}

/**
 * The licence dialog (spec 2 §5): Tipo required; for Não necessária a reason
 * (problem) and a free description; for Licença or Protocolo 'Tem validade'
 * sim/não with the date when sim, conditions text when 'Possui
 * condicionantes' is sim, and with the fee name and amount (BRL, ≥ 0), an
 * optional fee due date and fee file; a note. The output is the update
 * call's fields (see `licenseFormToUpdate`).
 */
export const licenseUpdateFormSchema = z.pipe(
  licenseFormFields.check(
    z.superRefine((form, context) => {
      const issue = (path: keyof Fields, message: string) =>
        context.issues.push({ code: 'custom', message, input: form[path], path: [path] });
      if (form.type === '') {
        issue('type', licenseFormMessages.typeRequired);
        return;
      }
      if (form.type === 'not_necessary') {
        if (form.problem === '') issue('problem', licenseFormMessages.problemRequired);
        return;
      }
      if (form.hasValidity === '') issue('hasValidity', licenseFormMessages.hasValidityRequired);
      if (form.hasValidity === 'sim') {
        if (form.validUntil.trim() === '') issue('validUntil', licenseFormMessages.validUntilRequired);
        else if (!isCalendarDate(form.validUntil.trim())) issue('validUntil', licenseFormMessages.dateInvalid);
      }
      if (form.hasConditions === 'sim' && form.conditions.trim() === '') {
        issue('conditions', licenseFormMessages.conditionsRequired);
      }
      if (!feeApplies(form)) return;
      if (form.feeName.trim() === '') issue('feeName', licenseFormMessages.feeNameRequired);
      if (form.feeAmount.trim() === '') issue('feeAmount', licenseFormMessages.feeAmountRequired);
      else {
        const problem = feeAmountProblem(parseBrlAmount(form.feeAmount));
        if (problem) issue('feeAmount', problem);
      }
      const due = form.feeExpirationDate.trim();
      if (due !== '' && !isCalendarDate(due)) issue('feeExpirationDate', licenseFormMessages.dateInvalid);
      if (form.feeFileId !== null && form.feeFileId === form.fileId) issue('feeFileId', licenseFormMessages.sameFile);
    }),
  ),
  z.transform(licenseFormToUpdate),
);
export type LicenseUpdateFormInput = z.input<typeof licenseUpdateFormSchema>;
export type LicenseUpdateForm = z.output<typeof licenseUpdateFormSchema>;

/** Formats cents for the amount input: 1234.5 → '1234,50'. */
function amountText(value: number | string | null): string {
  if (value === null || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? amount.toFixed(2).replace('.', ',') : '';
}

/**
 * The dialog's starting values for a licence row (spec 2 §4): a pending
 * licence starts with 'Tem validade' empty and the fee at não; a saved one
 * shows what it holds.
 */
export function licenseFormDefaults(license: {
  isNecessary: boolean;
  type: LicenseRecordType | null;
  problem: string | null;
  description: string | null;
  validUntil: string | null;
  conditions: string | null;
  feeName: string | null;
  feeAmount: number | string | null;
  feeExpirationDate: string | null;
  note: string | null;
}): z.output<typeof licenseFormFields> {
  const reason = (notNecessaryReasons as readonly string[]).includes(license.problem ?? '')
    ? (license.problem as NotNecessaryReason)
    : '';
  const pending = license.isNecessary && license.type === null;
  const hasFee = Boolean(license.feeName) || (license.feeAmount !== null && license.feeAmount !== '');
  return {
    type: license.isNecessary ? (license.type ?? '') : 'not_necessary',
    problem: reason,
    description: license.description ?? '',
    hasValidity: pending ? '' : license.validUntil ? 'sim' : 'nao',
    validUntil: license.validUntil ?? '',
    hasConditions: license.conditions || hasFee ? 'sim' : 'nao',
    conditions: license.conditions ?? '',
    feeRequired: hasFee ? 'sim' : 'nao',
    feeName: license.feeName ?? '',
    feeAmount: amountText(license.feeAmount),
    feeExpirationDate: license.feeExpirationDate ?? '',
    feeFileId: null,
    fileId: null,
    note: license.note ?? '',
  };
}
