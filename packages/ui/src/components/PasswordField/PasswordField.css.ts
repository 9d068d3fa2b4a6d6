import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center', width: '100%' });

export const input = style({ paddingInlineEnd: vars.size.controlMedium });

export const toggle = style({
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
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focus}` },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted, background: 'transparent' },
  },
});

export const icon = style({ width: vars.size.iconLarge, height: vars.size.iconLarge });
