export {
  InactiveBadge,
  type InactiveBadgeProps,
  type InactiveBadgeSubject,
  inactiveBadgeLabels,
  inactiveBadgeSubjects,
} from './InactiveBadge';
