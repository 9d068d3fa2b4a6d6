import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, color: vars.color.text });

export const title = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const term = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted, textTransform: 'uppercase' });

export const detail = style({ margin: 0, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const subtitle = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.semibold });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
});

export const th = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.small,
  textAlign: 'left',
  fontWeight: vars.font.weight.semibold,
  background: vars.color.surfaceMuted,
  borderBottomWidth: vars.border.width,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
});

export const td = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.small,
  verticalAlign: 'top',
  borderBottomWidth: vars.border.width,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
  // Breaks a word only when it alone is wider than the page: on a phone the table keeps whole
  // words and scrolls sideways in its box (with the CNPJ column, 'anywhere' cut names mid-word).
  overflowWrap: 'break-word',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const status = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const dot = style({
  flexShrink: 0,
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.full,
});

export const cnpj = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const establishment = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted });

export const empty = style({ color: vars.color.textMuted });
