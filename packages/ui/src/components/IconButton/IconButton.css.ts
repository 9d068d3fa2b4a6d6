import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { IconButtonSize, IconButtonTone } from './variants';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const tones = styleVariants<Record<IconButtonTone, Parameters<typeof style>[0]>>({
  neutral: {
    color: vars.color.textMuted,
    selectors: {
      '&:hover:enabled, &[aria-expanded="true"]': { background: vars.color.surfaceMuted, color: vars.color.text },
    },
  },
  primary: {
    color: vars.color.primary,
    selectors: { '&:hover:enabled, &[aria-expanded="true"]': { background: vars.color.primarySoft } },
  },
  danger: {
    color: vars.color.danger,
    selectors: { '&:hover:enabled, &[aria-expanded="true"]': { background: vars.color.dangerSoft } },
  },
});

export const sizes = styleVariants<Record<IconButtonSize, Parameters<typeof style>[0]>>({
  small: { width: vars.size.controlSmall, height: vars.size.controlSmall },
  medium: { width: vars.size.controlMedium, height: vars.size.controlMedium },
});

export const icon = style({ display: 'inline-flex', width: vars.size.iconLarge, height: vars.size.iconLarge });

export const tooltip = style({
  zIndex: vars.zIndex.menu,
  // A long label wraps instead of running off a phone's screen (Ariakit sets the variable).
  maxWidth: 'var(--popover-available-width, 100vw)',
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.neutral[800],
  color: vars.color.textInverse,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  boxShadow: vars.shadow.medium,
});
