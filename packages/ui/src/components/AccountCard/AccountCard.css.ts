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

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, flex: 1, minWidth: 0 });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const heading = style({ fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.tight, minWidth: 0 });

export const name = style({
  padding: 0,
  border: 'none',
  background: 'none',
  textAlign: 'left',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.primary,
  textTransform: 'lowercase',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.small,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const nameInactive = style({ color: vars.color.danger });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
});
