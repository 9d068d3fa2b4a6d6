import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const scroller = style({
  width: '100%',
  overflowX: 'auto',
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focus}` } },
});

export const table = style({
  width: '100%',
  minWidth: vars.size.tableMin,
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  color: vars.color.text,
});

export const headerCell = style({
  paddingInline: vars.space.large,
  paddingBlock: vars.space.medium,
  background: vars.color.surfaceMuted,
  borderBottomWidth: vars.border.width,
  borderBottomStyle: 'solid',
  borderBottomColor: vars.color.border,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  verticalAlign: 'bottom',
});

export const cell = style({
  paddingInline: vars.space.large,
  paddingBlock: vars.space.medium,
  verticalAlign: 'top',
  // Long Portuguese texts wrap between words; a single long word may break too.
  overflowWrap: 'break-word',
  wordBreak: 'normal',
});

export const alignEnd = style({ textAlign: 'end' });
export const nowrap = style({ whiteSpace: 'nowrap' });

export const row = style({
  selectors: {
    '&:not(:last-child)': {
      borderBottomWidth: vars.border.width,
      borderBottomStyle: 'solid',
      borderBottomColor: vars.color.border,
    },
  },
});

export const clickableRow = style({
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.border.focusWidth})`,
    },
  },
});

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  height: vars.space.medium,
  marginBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  background: vars.color.neutral[200],
  animation: `${pulse} 1.5s ease-in-out infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
