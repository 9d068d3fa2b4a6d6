import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center', width: '100%' });

export const input = style({ paddingInlineEnd: vars.size.controlMedium, fontVariantNumeric: 'tabular-nums' });

export const calendar = style({
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

/**
 * The browser's calendar opens under its input, so the input lies along the field's bottom edge,
 * rendered (showPicker needs that) but invisible and out of the way of the pointer.
 */
export const picker = style({
  position: 'absolute',
  insetInlineStart: 0,
  bottom: 0,
  width: '100%',
  height: '1px',
  padding: 0,
  border: 0,
  opacity: 0,
  pointerEvents: 'none',
});
