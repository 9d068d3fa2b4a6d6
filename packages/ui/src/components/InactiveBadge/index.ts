export { InactiveBadge, type InactiveBadgeProps } from './InactiveBadge';
