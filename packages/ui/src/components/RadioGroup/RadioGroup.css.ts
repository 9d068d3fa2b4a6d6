import { style } from '@vanilla-extract/css';
import { choiceRow, strongBorder } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.large });
export const vertical = style({ flexDirection: 'column', gap: vars.space.small });

export const option = style({
  ...choiceRow,
});

export const radio = style({
  appearance: 'none',
  flexShrink: 0,
  width: vars.size.iconLarge,
  height: vars.size.iconLarge,
  margin: 0,
  ...strongBorder,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  cursor: 'inherit',
  selectors: {
    '&:checked': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 ${vars.space.xsmall} ${vars.color.primary}`,
    },
    '&:focus-visible': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxsmall,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { background: vars.color.surfaceMuted, borderColor: vars.color.border },
    '&:disabled:checked': { boxShadow: `inset 0 0 0 ${vars.space.xsmall} ${vars.color.borderStrong}` },
  },
});
