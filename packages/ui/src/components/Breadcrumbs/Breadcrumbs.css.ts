import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall, minWidth: 0 });

export const separator = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0 });

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
});

export const current = style({ color: vars.color.text, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });
