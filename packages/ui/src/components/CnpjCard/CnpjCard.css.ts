import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The Receita's card: a bordered sheet of labelled boxes in small capitals. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  maxWidth: vars.size.content,
  marginInline: 'auto',
  padding: vars.space.medium,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.text,
  color: vars.color.text,
  background: vars.color.surface,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.small,
  textAlign: 'center',
});

export const country = style({ fontSize: vars.font.size.medium, fontWeight: vars.font.weight.bold });

export const registry = style({ fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.xsmall,
});

export const field = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.text,
});

export const wide = style({ gridColumn: 'span 2' });

export const title = style({
  justifyContent: 'center',
  alignItems: 'center',
  textAlign: 'center',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.bold,
});

export const label = style({
  fontSize: vars.font.size.xsmall,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  letterSpacing: '0.02em',
});

export const value = style({
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  overflowWrap: 'anywhere',
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const footer = style({
  paddingBlock: vars.space.small,
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
  textAlign: 'center',
});
