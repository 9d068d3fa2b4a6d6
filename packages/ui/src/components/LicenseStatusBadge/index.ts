export { LicenseStatusBadge, type LicenseStatusBadgeProps } from './LicenseStatusBadge';
