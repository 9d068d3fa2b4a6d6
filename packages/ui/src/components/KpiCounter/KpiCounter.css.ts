import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  ...cardSurface,
  minWidth: 0,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.controlLarge,
  height: vars.size.controlLarge,
  borderRadius: vars.radius.medium,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0, flex: 1 });

export const label = style({ fontSize: vars.font.size.small, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const value = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const description = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted });

/** While loading, the value's and the description's lines as grey blocks of their height: the card keeps its size. */
export const valueLoading = style({
  width: '60%',
  height: `calc(${vars.font.size.xxlarge} * ${vars.font.lineHeight.tight})`,
});

export const descriptionLoading = style({
  width: '40%',
  height: `calc(${vars.font.size.xsmall} * ${vars.font.lineHeight.normal})`,
});
