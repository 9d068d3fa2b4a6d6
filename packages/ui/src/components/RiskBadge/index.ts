export { riskBadgeLabels } from './labels';
export { RiskBadge, type RiskBadgeProps } from './RiskBadge';
