import './theme/fonts';
import './theme/global.css';

export { AccessRestricted, type AccessRestrictedProps, accessRestrictedTexts } from './components/AccessRestricted';
export {
  AccountCard,
  type AccountCardHeadingLevel,
  type AccountCardProps,
  accountCardHeadingLevels,
  companiesText,
} from './components/AccountCard';
export {
  AppShell,
  type AppShellCategory,
  type AppShellLinkProps,
  type AppShellNavItem,
  type AppShellProps,
  type AppShellUser,
} from './components/AppShell';
export { AuthLayout, type AuthLayoutProps, defaultTagline } from './components/AuthLayout';
export { Badge, type BadgeProps, type BadgeTone, badgeTones } from './components/Badge';
export { Box, type BoxProps } from './components/Box';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonSizes,
  buttonVariants,
} from './components/Button';
export { CardGrid, type CardGridProps } from './components/CardGrid';
export { type ActiveFilter, EmptyState, type EmptyStateProps } from './components/EmptyState';
export {
  Inline,
  type InlineAlign,
  type InlineAlignY,
  type InlineProps,
  inlineAligns,
  inlineAlignsY,
} from './components/Inline';
export { Logo, type LogoProps, type LogoVariant, logoVariantLabels, logoVariants } from './components/Logo';
export { MessagePanel, type MessagePanelProps } from './components/MessagePanel';
export { NotFound, type NotFoundProps, notFoundTexts } from './components/NotFound';
export { Pagination, type PaginationProps } from './components/Pagination';
export { RoleBadge, type RoleBadgeProps } from './components/RoleBadge';
export { SearchField, type SearchFieldProps } from './components/SearchField';
export { Stack, type StackAlign, type StackProps, stackAligns } from './components/Stack';
export { TextField, type TextFieldProps, type TextFieldType, textFieldTypes } from './components/TextField';
export { type NotifyOptions, notify, Toaster, type ToasterProps } from './components/Toaster';
export * from './exports/fields';
export * from './exports/lists';
export * from './exports/security';
export * from './exports/shell';
export * from './exports/visuals';
export {
  type Breakpoint,
  breakpoints,
  media,
  type Sprinkles,
  sprinkles,
  type Tokens,
  tokens,
  vars,
  visuallyHidden,
} from './theme';
