export type { AppShellClientBox } from '../components/AppShell';
export {
  type BreadcrumbItem,
  Breadcrumbs,
  type BreadcrumbsLinkProps,
  type BreadcrumbsProps,
} from '../components/Breadcrumbs';
export {
  CompanyCard,
  type CompanyCardHeadingLevel,
  type CompanyCardLinkProps,
  type CompanyCardProps,
  type CompanyCardTag,
  CompanyLogo,
  companyCardHeadingLevels,
} from '../components/CompanyCard';
export {
  IconButton,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonTone,
  iconButtonSizes,
  iconButtonTones,
} from '../components/IconButton';
export {
  InactiveBadge,
  type InactiveBadgeProps,
  type InactiveBadgeSubject,
  inactiveBadgeLabels,
  inactiveBadgeSubjects,
} from '../components/InactiveBadge';
export { KpiCounter, type KpiCounterProps } from '../components/KpiCounter';
export { LicenseStatusBadge, type LicenseStatusBadgeProps } from '../components/LicenseStatusBadge';
export { Link, type LinkProps, type LinkTone, linkTones } from '../components/Link';
export {
  LinkProvider,
  type LinkProviderProps,
  type RenderLink,
  type RenderLinkProps,
  renderAnchor,
  useRenderLink,
} from '../components/LinkProvider';
export { LogCard, type LogCardHeadingLevel, type LogCardProps, logCardHeadingLevels } from '../components/LogCard';
export { Menu, type MenuAction, type MenuItemTone, type MenuProps, menuItemTones } from '../components/Menu';
export { NewBadge, type NewBadgeProps } from '../components/NewBadge';
export {
  type NotificationData,
  NotificationItem,
  type NotificationItemHeadingLevel,
  type NotificationItemProps,
  notificationItemHeadingLevels,
} from '../components/NotificationItem';
export { NotificationsPanel, type NotificationsPanelProps } from '../components/NotificationsPanel';
export { PageHeader, type PageHeaderProps } from '../components/PageHeader';
export { ProgressBar, type ProgressBarProps, type ProgressBarTone, progressBarTones } from '../components/ProgressBar';
export { RiskBadge, type RiskBadgeProps, riskBadgeLabels } from '../components/RiskBadge';
export { RiskProfileCards, type RiskProfileCardsProps, riskProfileDescriptions } from '../components/RiskProfileCards';
export {
  type RegistrationSituation,
  registrationSituations,
  SituationBadge,
  type SituationBadgeProps,
  situationGroups,
  situationLabels,
} from '../components/SituationBadge';
export { Skeleton, type SkeletonProps, type SkeletonVariant, skeletonVariants } from '../components/Skeleton';
export { Tabs, type TabsItem, type TabsLinkProps, type TabsProps, tabsScrollTexts } from '../components/Tabs';
