export {
  CompanyCard,
  type CompanyCardHeadingLevel,
  type CompanyCardLinkProps,
  type CompanyCardProps,
  type CompanyCardTag,
  companyCardHeadingLevels,
} from './CompanyCard';
