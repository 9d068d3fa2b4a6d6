// How the lists' free-text search reads a term: the server turns these into
// SQL conditions, and the mocks of @product/api filter their in-memory rows
// with the very same readings.
import { normalizeCnpj } from './cnpj';

/** Text as searches compare it: lower case, without accents ('Sanitária' → 'sanitaria'). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The digits of a term that is a CNAE code, masked or not ('4711-3', '47113',
 * '4711302' all find 4711-3/02), or '' for a term that is not one (a letter,
 * or no digit at all).
 */
export function cnaeCodeDigits(search: string): string {
  return /^[\d\s./-]+$/.test(search) && /\d/.test(search) ? search.replace(/\D/g, '') : '';
}

/**
 * A term that is a CNPJ or part of one, masked or not, alphanumeric CNPJs too
 * ('12.345.678/0001' → '123456780001'), or null when it is not one (no digit,
 * or characters a CNPJ's mask does not have).
 */
export function cnpjSearchTerm(search: string): string | null {
  return /\d/.test(search) && /^[\dA-Za-z\s./-]+$/.test(search) ? normalizeCnpj(search) : null;
}
