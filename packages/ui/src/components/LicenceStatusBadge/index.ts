export { LicenceStatusBadge, type LicenceStatusBadgeProps } from './LicenceStatusBadge';
