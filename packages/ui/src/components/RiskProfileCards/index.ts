export { RiskProfileCards, type RiskProfileCardsProps, riskProfileDescriptions } from './RiskProfileCards';
