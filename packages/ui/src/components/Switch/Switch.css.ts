import { style } from '@vanilla-extract/css';
import { choiceRow } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const row = style({
  position: 'relative',
  ...choiceRow,
});

/** The real checkbox sits over the track, invisible, so clicks and the keyboard reach it. */
export const input = style({
  position: 'absolute',
  insetInlineStart: 0,
  width: vars.size.controlMedium,
  height: vars.size.iconLarge,
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: vars.size.controlMedium,
  height: vars.size.iconLarge,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transitionProperty: 'background',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${input}:checked + &`]: { background: vars.color.primary },
    [`${input}:focus-visible + &`]: {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxsmall,
    },
    [`${input}:disabled + &`]: { opacity: 0.5 },
    [`${input}[aria-invalid="true"] + &`]: {
      outline: `${vars.border.width} solid ${vars.color.danger}`,
      outlineOffset: vars.space.xxsmall,
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: vars.space.xxsmall,
  insetInlineStart: vars.space.xxsmall,
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${input}:checked + ${track} &`]: {
      transform: `translateX(calc(${vars.size.controlMedium} - ${vars.size.iconLarge}))`,
    },
  },
});
