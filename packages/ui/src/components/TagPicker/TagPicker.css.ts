import { style } from '@vanilla-extract/css';
import { controlFocus, controlSurface } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

// The name keeps at least a menu's width and wraps between words; the actions move to the next line first.
export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flex: 1,
  flexBasis: vars.size.menu,
  minWidth: 0,
  fontSize: vars.font.size.medium,
  overflowWrap: 'break-word',
});

export const checkbox = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
  margin: 0,
  accentColor: vars.color.primary,
});

export const actions = style({ display: 'flex', gap: vars.space.xsmall, flexShrink: 0, marginInlineStart: 'auto' });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.small,
  ...controlSurface,
  fontSize: vars.font.size.medium,
  selectors: {
    '&:focus-visible': controlFocus,
  },
});

export const create = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const empty = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });
