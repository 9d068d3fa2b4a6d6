/** A company's situation at the Receita Federal (spec 2 §3). */
export const registrationSituations = ['ATIVA', 'INATIVA', 'INAPTA', 'BAIXADA'] as const;
export type RegistrationSituation = (typeof registrationSituations)[number];

/** INAPTA is shown as SUSPENSA (spec 2 companies list). */
export const situationLabels = {
  ATIVA: 'ATIVA',
  INATIVA: 'INATIVA',
  INAPTA: 'SUSPENSA',
  BAIXADA: 'BAIXADA',
} as const satisfies Record<RegistrationSituation, string>;

/** The dashboard's situation groups (active, suspended, closed) each situation falls in. */
export const situationGroups = {
  ATIVA: 'active',
  INATIVA: 'closed',
  INAPTA: 'suspended',
  BAIXADA: 'closed',
} as const satisfies Record<RegistrationSituation, 'active' | 'suspended' | 'closed'>;
