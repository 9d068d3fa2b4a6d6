import { style } from '@vanilla-extract/css';
import { popoverSurface } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const button = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  textAlign: 'start',
  cursor: 'pointer',
});

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });

export const placeholder = style({ color: vars.color.textMuted });

export const chevron = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const popover = style({
  ...popoverSurface,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'min(var(--popover-available-height, 20rem), 20rem)',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  boxShadow: vars.shadow.large,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-active-item]': { background: vars.color.surfaceMuted },
    '&[aria-selected="true"]': { fontWeight: vars.font.weight.semibold, color: vars.color.primary },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const check = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0 });
