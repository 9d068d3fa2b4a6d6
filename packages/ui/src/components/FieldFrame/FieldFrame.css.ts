import { style } from '@vanilla-extract/css';
import { controlFocus, controlSurface } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

/** The box look shared by text-like controls (same as TextField). */
export const control = style({
  width: '100%',
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.medium,
  ...controlSurface,
  fontSize: vars.font.size.medium,
  fontFamily: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': controlFocus,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-invalid="true"]:focus-visible': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&:disabled, &[aria-disabled="true"]': {
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const hint = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  color: vars.color.danger,
});

export const errorIcon = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
  marginTop: vars.space.xxsmall,
});
