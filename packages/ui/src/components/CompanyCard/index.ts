export {
  CompanyCard,
  type CompanyCardHeadingLevel,
  type CompanyCardLinkProps,
  type CompanyCardProps,
  type CompanyCardTag,
  CompanyLogo,
  companyCardHeadingLevels,
} from './CompanyCard';
