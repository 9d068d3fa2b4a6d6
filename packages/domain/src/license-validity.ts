import type { LicenseStatus } from './license-status';

/** The two words a licence row shows instead of a day. */
export const licenseValidityTexts = {
  /** The licence is in force with no end date. */
  indefinite: 'Indeterminada',
  /** Nothing is valid yet: the licence is pending. */
  none: '—',
} as const;

export interface LicenseValidity {
  status: LicenseStatus;
  /** Calendar day `YYYY-MM-DD` (a longer `YYYY-MM-DD hh:mm…` is read by its day); null or absent without one. */
  validUntil?: string | null;
}

/** `YYYY-MM-DD…` as '31/03/2027', read from the text itself: as an instant it would shift a day in Brazil. */
function calendarDayText(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day;
}

/**
 * 'Validade' of a licence row: the one rule for the Licenças table, the Painel (its list and the
 * print view 'Dados da Empresa e Licenças') and the Excel export (issue 25, item 5).
 *
 * Spec 2 "Company panel": "'Indeterminada' when a licence has no validity date and is not
 * pending, and a dash when pending".
 * - Pending: a dash, even when a day was typed: nothing is valid yet.
 * - Otherwise the day ('31/03/2027'), or 'Indeterminada' without one, 'Não necessária' included
 *   (such a licence has no end date; its status beside it says why).
 */
export function licenseValidityText({ status, validUntil }: LicenseValidity): string {
  if (status === 'pending') return licenseValidityTexts.none;
  return validUntil ? calendarDayText(validUntil) : licenseValidityTexts.indefinite;
}
