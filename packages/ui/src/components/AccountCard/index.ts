export {
  AccountCard,
  type AccountCardHeadingLevel,
  type AccountCardProps,
  accountCardHeadingLevels,
  companiesText,
} from './AccountCard';
