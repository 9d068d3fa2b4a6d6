export { Badge, type BadgeProps } from './Badge';
export { type BadgeTone, badgeTones } from './variants';
