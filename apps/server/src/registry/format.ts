import { maskCnaeCode } from '@product/domain';
import type { ActivityRecord } from '../db/schema';
import type { RegistrySituation } from './types';

/** Trimmed, inner runs of white space collapsed; empty becomes null. */
export function cleanText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/** '12.345.678/0001-95' style for messages; an unexpected length is shown as given. */
export function maskCnpj(cnpj: string): string {
  if (cnpj.length !== 14) return cnpj;
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

/**
 * The registry's situation wording onto the four the product keeps
 * (spec 2 §3): SUSPENSA becomes INATIVA and NULA becomes BAIXADA, as a
 * cancelled registration cannot operate either. Unknown wording → null.
 */
export function situationFromText(value: string | null | undefined): RegistrySituation | null {
  const text = (cleanText(value) ?? '').toUpperCase();
  switch (text) {
    case 'ATIVA':
      return 'ATIVA';
    case 'SUSPENSA':
    case 'INATIVA':
      return 'INATIVA';
    case 'INAPTA':
      return 'INAPTA';
    case 'BAIXADA':
    case 'NULA':
      return 'BAIXADA';
    default:
      return null;
  }
}

/** BrasilAPI's `situacao_cadastral` codes (Receita Federal open data). */
export function situationFromCode(code: number): RegistrySituation | null {
  const byCode: Record<number, RegistrySituation> = {
    1: 'BAIXADA',
    2: 'ATIVA',
    3: 'INATIVA',
    4: 'INAPTA',
    8: 'BAIXADA',
  };
  return byCode[code] ?? null;
}

/**
 * What the registry says about the situation, in its own words: the reason
 * when it gives one ('OMISSAO DE DECLARACOES'), else its situation wording
 * ('SUSPENSA'), since the product's four situations lose that nuance.
 */
export function situationReason(reason: string | null | undefined, wording: string | null | undefined): string | null {
  const cleanReason = cleanText(reason);
  if (cleanReason && cleanReason.toUpperCase() !== 'SEM MOTIVO') return cleanReason;
  return cleanText(wording);
}

/** A real calendar date or null. */
function calendarDate(year: number, month: number, day: number): string | null {
  if (year < 1800 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' (BrasilAPI) or 'dd/mm/yyyy' (ReceitaWS) → 'YYYY-MM-DD'; anything else → null. */
export function isoDate(value: string | null | undefined): string | null {
  const text = cleanText(value);
  if (!text) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (br) return calendarDate(Number(br[3]), Number(br[2]), Number(br[1]));
  return null;
}

/** Share capital as a decimal string with two places ('150000.00'); negative or unreadable → null. */
export function decimalText(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(number) || number < 0 || number >= 1e16) return null;
  return number.toFixed(2);
}

/** 8-digit CEP or null ('74.180-050' → '74180050'). */
export function zipCode(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === 8 ? digits : null;
}

/** '1123851939' → '(11) 2385-1939'; a mobile gets five digits before the dash; other shapes are kept as given. */
export function phoneText(value: string | null | undefined): string | null {
  const text = cleanText(value);
  if (!text) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  return text;
}

/**
 * A CNAE code in the mask `9999-9/99`: BrasilAPI's integer is padded to 7
 * digits, ReceitaWS's '46.46-0-02' loses its dots and dashes. The registry's
 * "no activity" placeholder (0, '00.00-0-00') and malformed codes → null.
 */
export function maskedCnae(value: number | string): string | null {
  const digits = typeof value === 'number' ? String(value).padStart(7, '0') : value.replace(/\D/g, '');
  if (!/^\d{7}$/.test(digits) || /^0+$/.test(digits)) return null;
  return maskCnaeCode(digits);
}

/** One activity, or null for the placeholder ('Não informada') and malformed codes. */
export function activity(code: number | string, text: string | null | undefined): ActivityRecord | null {
  const masked = maskedCnae(code);
  const description = cleanText(text);
  if (!masked || (description && /^n[ãa]o informada$/i.test(description))) return null;
  return { code: masked, text: description ?? masked };
}

/** Secondary activities without placeholders, repeats or the primary one. */
export function secondaryActivities(
  activities: (ActivityRecord | null)[],
  primary: ActivityRecord | null,
): ActivityRecord[] {
  const seen = new Set(primary ? [primary.code] : []);
  const result: ActivityRecord[] = [];
  for (const item of activities) {
    if (!item || seen.has(item.code)) continue;
    seen.add(item.code);
    result.push(item);
  }
  return result;
}

/** UF in upper case when it looks like one. */
export function stateAlias(value: string | null | undefined): string | null {
  const text = (cleanText(value) ?? '').toUpperCase();
  return /^[A-Z]{2}$/.test(text) ? text : null;
}

/** Lower-cased e-mail, or null when the registry sends something else. */
export function emailText(value: string | null | undefined): string | null {
  const text = cleanText(value)?.toLowerCase() ?? null;
  return text && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? text : null;
}
