import { globalStyle, style } from '@vanilla-extract/css';
import { readingSheet } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const title = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.semibold });

/** The scrolling sheet; a keyboard user scrolls it once it has focus. */
export const scroller = style({
  maxHeight: '60vh',
  overflowY: 'auto',
  ...readingSheet,
  borderRadius: vars.radius.large,
  lineHeight: vars.font.lineHeight.normal,
  selectors: {
    '&:focus-visible': {
      outlineWidth: vars.border.focusWidth,
      outlineStyle: 'solid',
      outlineColor: vars.color.focus,
      outlineOffset: vars.border.focusWidth,
    },
  },
});

export const part = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const partTitle = style({
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  selectors: { '&:not(:first-child)': { marginTop: vars.space.xlarge } },
});

export const clauseTitle = style({
  marginTop: vars.space.small,
  fontSize: vars.font.size.medium,
  fontWeight: vars.font.weight.semibold,
});

globalStyle(`${scroller} p`, { margin: 0, color: vars.color.text, fontSize: vars.font.size.small });
