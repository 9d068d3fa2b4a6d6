import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  margin: 0,
  ...cardSurface,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xlarge,
});

export const chart = style({ position: 'relative', flexShrink: 0 });

export const svg = style({ display: 'block' });

export const slice = style({ stroke: vars.color.surface, strokeWidth: vars.border.focusWidth });

export const emptyRing = style({ fill: vars.color.surfaceMuted });

export const centre = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
});

export const total = style({
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const totalLabel = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted });

export const legend = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  flex: '1 1 12rem',
  maxWidth: vars.size.toast,
  minWidth: 0,
});

export const legendItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  color: vars.color.text,
});

export const swatch = style({
  flexShrink: 0,
  width: vars.space.medium,
  height: vars.space.medium,
  borderRadius: vars.radius.full,
});

export const legendLabel = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const legendValue = style({
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const legendShare = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  minWidth: '4.5em',
  textAlign: 'right',
});

export const note = style({ fontSize: vars.font.size.small, color: vars.color.textMuted, textAlign: 'center' });
