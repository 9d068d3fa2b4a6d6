import { style, styleVariants } from '@vanilla-extract/css';
import { iconSquare, popoverSurface } from '../../styles/rules';
import { vars } from '../../theme/contract.css';
import type { MenuItemTone } from './variants';

export const trigger = style({
  ...iconSquare,
  flexShrink: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceMuted, color: vars.color.text },
  },
});

export const icon = style({ width: vars.size.iconLarge, height: vars.size.iconLarge });

export const menu = style({
  ...popoverSurface,
  minWidth: vars.size.menu,
  // Long actions wrap instead of pushing the menu past a phone's screen (Ariakit sets the variable).
  maxWidth: 'var(--popover-available-width, 100vw)',
  padding: vars.space.xsmall,
  boxShadow: vars.shadow.large,
  // Focus is shown on the active item, not around the whole menu.
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  minHeight: vars.size.controlSmall,
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const tones = styleVariants<Record<MenuItemTone, Parameters<typeof style>[0]>>({
  neutral: { color: vars.color.text, selectors: { '&[data-active-item]': { background: vars.color.surfaceMuted } } },
  danger: { color: vars.color.danger, selectors: { '&[data-active-item]': { background: vars.color.dangerSoft } } },
});
