// The add-company and add-CNPJ forms (spec 2 §5): one CNPJ field, masked
// '99.999.999/9999-99' on screen, numeric or alphanumeric (letters in the first
// 12 positions from July 2026), sent without the mask. zod/mini: the browser
// downloads it.
import { z } from 'zod/mini';
import { cnpjCheckDigits, cnpjLength, normalizeCnpj } from './cnpj';

/** The spec's required message and ours for what it does not word. */
export const cnpjFormMessages = {
  required: 'CNPJ é obrigatório.',
  incomplete: 'CNPJ incompleto: informe os 14 caracteres.',
  /** Letters are allowed only in the first 12 positions; the last two are the numeric check digits. */
  shape: 'CNPJ inválido: use letras ou números nas 12 primeiras posições e números nos 2 dígitos verificadores.',
  checkDigits: 'CNPJ inválido: os dígitos verificadores não conferem.',
} as const;

/**
 * Why a typed CNPJ cannot be sent, or null when it can: each failure has its own words, so the
 * person knows whether a character is missing, misplaced or mistyped.
 */
export function cnpjProblem(value: string): string | null {
  const cnpj = normalizeCnpj(value);
  if (cnpj === '') return cnpjFormMessages.required;
  if (cnpj.length < cnpjLength) return cnpjFormMessages.incomplete;
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj)) return cnpjFormMessages.shape;
  // Repeated characters pass the arithmetic ('00000000000000') but are no CNPJ.
  if (/^(.)\1{13}$/.test(cnpj) || cnpjCheckDigits(cnpj.slice(0, 12)) !== cnpj.slice(12)) {
    return cnpjFormMessages.checkDigits;
  }
  return null;
}

/** The CNPJ form: masked text in, the 14 characters without the mask out (what the API takes). */
export const cnpjFormSchema = z.object({
  cnpj: z.pipe(
    z.string({ error: cnpjFormMessages.required }).check(
      z.superRefine((value, context) => {
        const problem = cnpjProblem(value);
        if (problem) context.issues.push({ code: 'custom', message: problem, input: value });
      }),
    ),
    z.transform(normalizeCnpj),
  ),
});
export type CnpjFormFields = z.input<typeof cnpjFormSchema>;
export type CnpjForm = z.output<typeof cnpjFormSchema>;
