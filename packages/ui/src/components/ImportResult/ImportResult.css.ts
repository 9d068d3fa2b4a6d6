import { style } from '@vanilla-extract/css';
import { boxedList, hairlineBorder } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0 });

export const title = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.semibold });

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
});

export const count = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxsmall,
  padding: vars.space.large,
  background: vars.color.surface,
  ...hairlineBorder,
  borderRadius: vars.radius.medium,
});

export const countLabel = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const countValue = style({
  margin: 0,
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const success = style({ color: vars.color.success });
export const error = style({ color: vars.color.danger });

export const list = style({
  ...boxedList,
  borderRadius: vars.radius.medium,
});

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  paddingInline: vars.space.large,
  paddingBlock: vars.space.medium,
  selectors: {
    '&:not(:last-child)': {
      borderBottomWidth: vars.border.width,
      borderBottomStyle: 'solid',
      borderBottomColor: vars.color.border,
    },
  },
});

export const cnpj = style({ fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });

export const message = style({
  flex: '1 1 14rem',
  minWidth: 0,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const empty = style({ color: vars.color.textMuted });
