import { keyframes, style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../../styles/rules';
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
  // Stacked cards need no frame of their own: each card has one.
  '@media': {
    [media.belowSmall]: { overflowX: 'visible', borderWidth: 0, borderRadius: 0, background: 'transparent' },
  },
});

export const table = style({
  width: '100%',
  minWidth: vars.size.tableMin,
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  color: vars.color.text,
  '@media': { [media.belowSmall]: { display: 'block', minWidth: 0 } },
});

/**
 * Below the small breakpoint every row becomes a card ('Label: value' lines, the actions at the
 * bottom): the header row is hidden from sight but stays for screen readers, which keep reading
 * each cell with its column header (the elements carry explicit table roles, because some
 * browsers drop table semantics once the display changes).
 */
export const head = style({
  '@media': {
    [media.belowSmall]: visuallyHiddenRule,
  },
});

export const body = style({
  '@media': { [media.belowSmall]: { display: 'flex', flexDirection: 'column', gap: vars.space.medium } },
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
  '@media': {
    [media.belowSmall]: {
      // One line of the card: the row's two columns (names, values), so the values line up.
      display: 'grid',
      gridColumn: '1 / -1',
      gridTemplateColumns: 'subgrid',
      alignItems: 'baseline',
      padding: 0,
      selectors: {
        // The column's name before the value. Screen readers skip it (the empty alternative text
        // after '/') and read the column header instead, so nothing is said twice.
        '&[data-label]::before': {
          content: 'attr(data-label) / ""',
          color: vars.color.textMuted,
          fontSize: vars.font.size.xsmall,
          fontWeight: vars.font.weight.semibold,
        },
      },
    },
  },
});

export const alignEnd = style({ textAlign: 'end', '@media': { [media.belowSmall]: { textAlign: 'start' } } });
export const nowrap = style({ whiteSpace: 'nowrap', '@media': { [media.belowSmall]: { whiteSpace: 'normal' } } });

/** A cell without a label in the cards (no text header): its value takes the card's width. */
export const unlabelledCell = style({});

/** The row's actions: last in the card, on a line of their own, to the end. */
export const actionsCell = style({
  '@media': {
    [media.belowSmall]: {
      order: 1,
      display: 'block',
      textAlign: 'end',
      paddingTop: vars.space.small,
      borderTopWidth: vars.border.width,
      borderTopStyle: 'solid',
      borderTopColor: vars.color.border,
    },
  },
});

/** The cell's content: no box of its own in the table; the label's neighbour in the cards. */
export const cellValue = style({
  display: 'contents',
  '@media': {
    [media.belowSmall]: {
      display: 'block',
      minWidth: 0,
      gridColumn: 2,
      selectors: { [`${unlabelledCell} > &`]: { gridColumn: '1 / -1' } },
    },
  },
});

export const row = style({
  selectors: {
    '&:not(:last-child)': {
      borderBottomWidth: vars.border.width,
      borderBottomStyle: 'solid',
      borderBottomColor: vars.color.border,
    },
  },
  '@media': {
    [media.belowSmall]: {
      // Names take what they need, up to 40% of the card; the values the rest.
      display: 'grid',
      gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
      columnGap: vars.space.medium,
      rowGap: vars.space.small,
      padding: vars.space.large,
      borderWidth: vars.border.width,
      borderStyle: 'solid',
      borderColor: vars.color.border,
      borderRadius: vars.radius.large,
      background: vars.color.surface,
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
