import { style } from '@vanilla-extract/css';
import { controlFocus, controlSurface, fieldEndButtonBox } from '../../styles/rules';
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
  ...controlSurface,
  fontSize: vars.font.size.medium,
  appearance: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': controlFocus,
    // Chromium draws its own clear button on type="search"; ours replaces it.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
  },
});

export const clear = style({
  ...fieldEndButtonBox,
  selectors: { '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text } },
});

export const clearIcon = style({ width: vars.size.icon, height: vars.size.icon });
