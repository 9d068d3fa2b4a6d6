import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', display: 'flex', alignItems: 'center', width: '100%' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  width: vars.size.icon,
  height: vars.size.icon,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  width: '100%',
  minHeight: vars.size.controlMedium,
  paddingInlineStart: vars.size.controlMedium,
  paddingInlineEnd: vars.size.controlMedium,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  appearance: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': { outline: 'none', borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
    // Chromium draws its own clear button on type="search"; ours replaces it.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
  },
});

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xsmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});

export const clearIcon = style({ width: vars.size.icon, height: vars.size.icon });
