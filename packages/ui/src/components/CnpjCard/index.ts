export {
  type CnpjActivity,
  type CnpjAddress,
  CnpjCard,
  type CnpjCardField,
  type CnpjCardProps,
  type CnpjCardSheet,
  type CnpjCardTitle,
  type CnpjEstablishmentType,
  cnpjCardSheet,
  cnpjEstablishmentTypes,
  displaySituation,
} from './CnpjCard';
export { cnpjCardPdf, cnpjCardPdfName } from './cnpjCardPdf';
