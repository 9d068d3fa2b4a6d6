export { type RegistrationSituation, registrationSituations, situationGroups, situationLabels } from './labels';
export { SituationBadge, type SituationBadgeProps, situationSourceLabel } from './SituationBadge';
