import { style } from '@vanilla-extract/css';
import { controlFocus, controlSurface, popoverSurface } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });

export const label = style({ fontSize: vars.font.size.small, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minWidth: vars.size.controlLarge,
  height: vars.size.controlSmall,
  paddingInline: vars.space.medium,
  ...controlSurface,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': controlFocus,
  },
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon, color: vars.color.textMuted });

export const popover = style({
  ...popoverSurface,
  display: 'flex',
  flexDirection: 'column',
  minWidth: vars.size.controlLarge,
  maxHeight: 'var(--popover-available-height)',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  boxShadow: vars.shadow.medium,
  // The active option is highlighted; the popover itself needs no focus ring.
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.small,
  cursor: 'default',
  selectors: {
    '&[data-active-item]': { background: vars.color.primarySoft },
    '&[aria-selected="true"]': { color: vars.color.primary, fontWeight: vars.font.weight.semibold },
  },
});
