/** Licence status values (spec 2 §4) with their labels. */
export const licenseStatuses = [
  'in_conformity',
  'pending',
  'license_expired',
  'near_expiration',
  'renewing',
  'not_necessary',
] as const;
export type LicenseStatus = (typeof licenseStatuses)[number];

export const licenseStatusLabels: Readonly<Record<LicenseStatus, string>> = {
  in_conformity: 'Em conformidade',
  pending: 'Pendente',
  license_expired: 'Vencida',
  near_expiration: 'Expirando',
  renewing: 'Renovando',
  not_necessary: 'Não necessária',
};

/** The same labels counting licences, as the charts' legends read them ('Pendentes', 'Vencidas'). */
export const licenseStatusCountLabels: Readonly<Record<LicenseStatus, string>> = {
  in_conformity: 'Em conformidade',
  pending: 'Pendentes',
  license_expired: 'Vencidas',
  near_expiration: 'Expirando',
  renewing: 'Renovando',
  not_necessary: 'Não necessárias',
};

/** Licence Tipo of the dialog (spec 2 §4): Licença, Protocolo; Não necessária is `isNecessary: false`. */
export const licenseRecordTypes = ['document', 'protocol'] as const;
export type LicenseRecordType = (typeof licenseRecordTypes)[number];

/** Reasons a licence is not necessary (spec 2 §5). */
export const notNecessaryReasons = [
  'shopping',
  'centro_comercial',
  'residencial',
  'logradouro',
  'sala_comercial',
  'operador_logistico',
] as const;
export type NotNecessaryReason = (typeof notNecessaryReasons)[number];

/** Days before validUntil when a licence counts as expiring; the server may set another. */
export const defaultExpiryWindowDays = 30;
/** Days before validUntil at which an alert is sent, one per stage. */
export const defaultAlertLeadDays = [90, 60, 30, 15, 7, 1] as const;

/** What the status is computed from: the licence's own data. */
export interface LicenseStatusInput {
  isNecessary: boolean;
  /** null while nobody has filled the licence in. */
  type: LicenseRecordType | null;
  /** `YYYY-MM-DD`, or null for a licence without validity (indefinite). */
  validUntil: string | null;
}

/** Whole days from `today` to `date` (both `YYYY-MM-DD`), negative when past. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * The one rule for a licence's status (issue 5 "Licences"): not_necessary when
 * marked so; pending without data; renewing for a protocol; license_expired
 * past validUntil (the validity day itself still counts as valid);
 * near_expiration within the window; in_conformity otherwise, including a
 * licence without validity date (indefinite). `today` is `YYYY-MM-DD` in the
 * office's time zone.
 */
export function licenseStatus(
  license: LicenseStatusInput,
  today: string,
  windowDays: number = defaultExpiryWindowDays,
): LicenseStatus {
  if (!license.isNecessary) return 'not_necessary';
  if (license.type === null) return 'pending';
  if (license.type === 'protocol') return 'renewing';
  if (license.validUntil === null) return 'in_conformity';
  const days = daysUntil(license.validUntil, today);
  if (days < 0) return 'license_expired';
  if (days <= windowDays) return 'near_expiration';
  return 'in_conformity';
}

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs ~70 µs, and the server asks
 * for today on every conditional answer (issue 27's profile: ~5 % of a small call's CPU). An
 * unknown zone throws here, before anything is kept.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Today's date (`YYYY-MM-DD`) in a time zone, America/Sao_Paulo by default. */
export function todayIn(timeZone = 'America/Sao_Paulo', now: Date = new Date()): string {
  // Assembled from parts: a locale's whole-date pattern may change with the ICU version.
  const parts = dayFormatIn(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
