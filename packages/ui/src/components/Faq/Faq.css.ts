import { style } from '@vanilla-extract/css';
import { boxedList } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const title = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.semibold });

export const list = style({
  ...boxedList,
  borderRadius: vars.radius.large,
});

export const item = style({
  selectors: {
    '&:not(:last-child)': {
      borderBottomWidth: vars.border.width,
      borderBottomStyle: 'solid',
      borderBottomColor: vars.color.border,
    },
  },
});

export const question = style({ margin: 0, fontSize: 'inherit' });

export const disclosure = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  paddingInline: vars.space.large,
  paddingBlock: vars.space.medium,
  border: 'none',
  background: 'none',
  textAlign: 'left',
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  cursor: 'pointer',
  borderRadius: vars.radius.large,
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': {
      outlineWidth: vars.border.focusWidth,
      outlineStyle: 'solid',
      outlineColor: vars.color.focus,
      outlineOffset: `calc(${vars.border.focusWidth} * -1)`,
    },
  },
});

export const chevron = style({
  flexShrink: 0,
  width: vars.size.iconLarge,
  height: vars.size.iconLarge,
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const answer = style({
  paddingInline: vars.space.large,
  paddingBottom: vars.space.large,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});
