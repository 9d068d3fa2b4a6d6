import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const warning = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

export const warningIcon = style({
  width: vars.size.iconLarge,
  height: vars.size.iconLarge,
  flexShrink: 0,
});

export const itemName = style({ fontWeight: vars.font.weight.semibold });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

export const options = style({ display: 'flex', gap: vars.space.large });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlSmall,
  fontSize: vars.font.size.medium,
  cursor: 'pointer',
});

export const radio = style({
  width: vars.size.iconLarge,
  height: vars.size.iconLarge,
  margin: 0,
  accentColor: vars.color.danger,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: vars.space.xxsmall,
    },
  },
});
