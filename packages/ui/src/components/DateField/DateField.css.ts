import { style } from '@vanilla-extract/css';
import { fieldEndButton } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center', width: '100%' });

export const input = style({ paddingInlineEnd: vars.size.controlMedium, fontVariantNumeric: 'tabular-nums' });

export const calendar = style(fieldEndButton);

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
