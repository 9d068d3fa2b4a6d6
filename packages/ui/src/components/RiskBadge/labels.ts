import type { RegistrationLevel } from '@product/domain';

export const riskBadgeLabels = {
  high_level: 'Risco Alto',
  medium_level: 'Risco Médio',
  low_level: 'Risco Baixo',
} as const satisfies Record<RegistrationLevel, string>;
