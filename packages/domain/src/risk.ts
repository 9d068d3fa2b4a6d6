import type { RegistrationLevel } from './catalogue-forms';

/** Risk labels of the badges (spec 2 §2 "Company detail"). */
export const riskLabels: Readonly<Record<RegistrationLevel, string>> = {
  high_level: 'Risco Alto',
  medium_level: 'Risco Médio',
  low_level: 'Risco Baixo',
};

/**
 * A company's risk from the levels of its CNAEs (spec 2 §4): high if any is
 * high, else medium if any is medium, else low if it has low ones; null for a
 * company without CNAEs (no risk can be told).
 */
export function companyRiskLevel(levels: Iterable<RegistrationLevel>): RegistrationLevel | null {
  let risk: RegistrationLevel | null = null;
  for (const level of levels) {
    if (level === 'high_level') return 'high_level';
    if (level === 'medium_level') risk = 'medium_level';
    else if (risk === null) risk = 'low_level';
  }
  return risk;
}

/** The 1–3 scale of impact and complexity (spec 2 §3): 1 low, 2 medium, 3 high, anything else none. */
export function levelOfScale(value: number | null | undefined): RegistrationLevel | null {
  if (value === 1) return 'low_level';
  if (value === 2) return 'medium_level';
  if (value === 3) return 'high_level';
  return null;
}
