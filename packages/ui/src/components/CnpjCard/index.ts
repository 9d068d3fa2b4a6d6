export {
  type CnpjActivity,
  type CnpjAddress,
  CnpjCard,
  type CnpjCardProps,
  type CnpjEstablishmentType,
  cnpjEstablishmentTypes,
  displaySituation,
} from './CnpjCard';
