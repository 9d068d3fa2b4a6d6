import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  background: vars.color.surface,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const email = style({ fontSize: vars.font.size.small, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const action = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const date = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted });
