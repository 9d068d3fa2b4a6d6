import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import type { ButtonSize, ButtonVariant } from './variants';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const variantStyles: Record<ButtonVariant, Parameters<typeof style>[0]> = {
  primary: {
    background: vars.color.primary,
    color: vars.color.textInverse,
    borderColor: vars.color.primary,
    selectors: { '&:hover:not([aria-disabled="true"]):not(:disabled)': { background: vars.color.primaryHover } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { '&:hover:not([aria-disabled="true"]):not(:disabled)': { background: vars.color.surfaceMuted } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.primary,
    borderColor: 'transparent',
    selectors: { '&:hover:not([aria-disabled="true"]):not(:disabled)': { background: vars.color.primarySoft } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.textInverse,
    borderColor: vars.color.danger,
    selectors: { '&:hover:not([aria-disabled="true"]):not(:disabled)': { background: vars.color.dangerHover } },
  },
};

const sizeStyles: Record<ButtonSize, Parameters<typeof style>[0]> = {
  small: {
    minHeight: vars.size.controlSmall,
    paddingInline: vars.space.medium,
    fontSize: vars.font.size.small,
  },
  medium: {
    minHeight: vars.size.controlMedium,
    paddingInline: vars.space.large,
    fontSize: vars.font.size.small,
  },
  large: {
    minHeight: vars.size.controlLarge,
    paddingInline: vars.space.xlarge,
    fontSize: vars.font.size.medium,
  },
};

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    borderWidth: vars.border.width,
    borderStyle: 'solid',
    borderRadius: vars.radius.medium,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'normal',
    textAlign: 'center',
    transition: `background-color ${vars.duration.fast} ease-out`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.6 },
      '&[aria-busy="true"]': { opacity: 1 },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    variant: variantStyles,
    size: sizeStyles,
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export const spinner = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderWidth: vars.border.focusWidth,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} ${vars.duration.spin} linear infinite`,
});
