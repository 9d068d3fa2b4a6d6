export { type ActiveFilter, EmptyState, type EmptyStateProps } from './EmptyState';
