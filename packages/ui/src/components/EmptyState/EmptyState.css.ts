import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.large,
  padding: vars.space.xxlarge,
  textAlign: 'center',
  borderWidth: vars.border.width,
  borderStyle: 'dashed',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});

export const icon = style({
  width: vars.size.controlLarge,
  height: vars.size.controlLarge,
  color: vars.color.textMuted,
});

export const title = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxWidth: '100%',
});

export const filter = style({
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  overflowWrap: 'anywhere',
});

export const filterLabel = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.medium });
