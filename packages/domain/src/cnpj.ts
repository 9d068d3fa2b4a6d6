// zod/mini, like the rest of the domain: the browser bundle budget counts every byte.
import { z } from 'zod/mini';

/** A CNPJ's 14 characters: 12 of `[A-Z0-9]` (alphanumeric from July 2026) and 2 numeric check digits. */
export const cnpjLength = 14;
const cnpjPattern = /^[0-9A-Z]{12}[0-9]{2}$/;
const dv1Weights = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const dv2Weights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Strips the mask (dots, slash, dash, spaces) and uppercases: '12.abc.345/01de-35' → '12ABC34501DE35'. */
export function normalizeCnpj(value: string): string {
  return value.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
}

function checkDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (chars.charCodeAt(i) - 48) * (weights[i] ?? 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** The two check digits of a CNPJ's first 12 characters (value of a character = ASCII code − 48). */
export function cnpjCheckDigits(base: string): string {
  const first12 = normalizeCnpj(base);
  if (!/^[0-9A-Z]{12}$/.test(first12)) throw new Error('A base do CNPJ deve ter 12 caracteres [A-Z0-9].');
  const dv1 = checkDigit(first12, dv1Weights);
  const dv2 = checkDigit(`${first12}${dv1}`, dv2Weights);
  return `${dv1}${dv2}`;
}

/** True for a valid numeric or alphanumeric CNPJ, masked or not; repeated digits ('00000000000000') are invalid. */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!cnpjPattern.test(cnpj)) return false;
  if (/^(.)\1{13}$/.test(cnpj)) return false;
  return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/** True when the CNPJ is numeric only (the form issued before July 2026). */
export function isNumericCnpj(value: string): boolean {
  return /^[0-9]{14}$/.test(normalizeCnpj(value));
}

/** Positions 9–12 `0001` mark the head office (matriz); anything else is a branch (filial). */
export function isMatriz(value: string): boolean {
  return normalizeCnpj(value).slice(8, 12) === '0001';
}

/** Head office or branch, as the registry flags a CNPJ (ours: the CNPJ item of spec 2 §3 spells them 'MATRIZ' and 'Filial'). */
export const establishmentKinds = ['MATRIZ', 'FILIAL'] as const;
export type EstablishmentKind = (typeof establishmentKinds)[number];

/** How a screen names them beside a CNPJ. */
export const establishmentKindLabels: Readonly<Record<EstablishmentKind, string>> = {
  MATRIZ: 'Matriz',
  FILIAL: 'Filial',
};

/** The company root (first 8 characters), shared by the matriz and its filiais. */
export function cnpjRoot(value: string): string {
  return normalizeCnpj(value).slice(0, 8);
}

export const cnpjMessages = {
  invalid: 'CNPJ inválido.',
} as const;

/** Zod schema: accepts a masked or bare CNPJ, outputs the normalised 14 characters. */
export const cnpjSchema = z.pipe(
  z.string().check(z.trim(), z.refine(isValidCnpj, { error: cnpjMessages.invalid })),
  z.transform(normalizeCnpj),
);

/** A CNAE 2.3 subclass code, mask `9999-9/99` (7 digits). */
export const cnaeMask = '9999-9/99';
const cnaeMaskedPattern = /^\d{4}-\d\/\d{2}$/;

/** Strips a CNAE's mask; BrasilAPI's integer `cnae_fiscal` is padded to 7 digits (leading zeros). */
export function normalizeCnae(value: string | number): string {
  if (typeof value === 'number') return String(value).padStart(7, '0');
  return value.replace(/\D/g, '');
}

/** True for a 7-digit CNAE, bare ('4646002') or masked ('4646-0/02'); a partly masked code is refused. */
export function isValidCnae(value: string): boolean {
  const trimmed = value.trim();
  if (/^\d{7}$/.test(trimmed)) return true;
  return cnaeMaskedPattern.test(trimmed);
}

export const cnaeMessages = {
  invalid: 'CNAE inválido. Use o formato 9999-9/99.',
} as const;

/** Zod schema: accepts '4646002' or '4646-0/02', outputs the 7 digits. */
export const cnaeSchema = z.pipe(
  z.string().check(z.trim(), z.refine(isValidCnae, { error: cnaeMessages.invalid })),
  z.transform((value: string) => normalizeCnae(value)),
);
