import { style } from '@vanilla-extract/css';
import { iconSquare } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

/** How far an edge with hidden tabs fades out: the arrow's width and a little air. */
const fadeWidth = `calc(${vars.size.controlSmall} + ${vars.space.small})`;

/** Holds the row and the arrows over its edges; says which edges hide tabs (`data-overflow-*`). */
export const scroller = style({ position: 'relative', minWidth: 0 });

export const list = style({
  // The tabs' offset parent, so the component measures them along the scrolled row.
  position: 'relative',
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  // The arrows say it scrolls; a phone's thin scroll bar over the tabs' underline would only blur it.
  scrollbarWidth: 'none',
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  selectors: {
    // A mask, not a coloured gradient: the row fades into whatever lies behind it (page or card).
    [`${scroller}[data-overflow-start] &`]: {
      maskImage: `linear-gradient(to right, transparent, black ${fadeWidth})`,
    },
    [`${scroller}[data-overflow-end] &`]: {
      maskImage: `linear-gradient(to left, transparent, black ${fadeWidth})`,
    },
    [`${scroller}[data-overflow-start][data-overflow-end] &`]: {
      maskImage: `linear-gradient(to right, transparent, black ${fadeWidth}, black calc(100% - ${fadeWidth}), transparent)`,
    },
  },
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.large,
  marginBottom: `calc(-1 * ${vars.border.width})`,
  border: 'none',
  borderBottom: `${vars.border.focusWidth} solid transparent`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[aria-selected="true"]': {
      color: vars.color.primary,
      borderBottomColor: vars.color.primary,
      fontWeight: vars.font.weight.semibold,
    },
    '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
    // Inside the tab: the scrolling row would clip a ring drawn outside it.
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.border.focusWidth})` },
  },
});

/** A round arrow over a fading edge, centred on the row's height. */
export const arrow = style({
  position: 'absolute',
  insetBlockStart: `calc((${vars.size.controlMedium} - ${vars.size.controlSmall}) / 2)`,
  ...iconSquare,
  padding: 0,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-edge="start"]': { insetInlineStart: 0 },
    '&[data-edge="end"]': { insetInlineEnd: 0 },
    '&:hover': { background: vars.color.surfaceMuted },
  },
});

export const arrowIcon = style({ width: vars.size.icon, height: vars.size.icon });

export const panel = style({ paddingTop: vars.space.large, outline: 'none' });
