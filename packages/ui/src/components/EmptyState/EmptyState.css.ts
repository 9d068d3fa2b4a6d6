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

export const term = style({ fontWeight: vars.font.weight.bold });
