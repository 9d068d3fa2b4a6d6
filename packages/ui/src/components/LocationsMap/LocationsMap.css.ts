import { globalStyle, style } from '@vanilla-extract/css';
import { hairlineBorder } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

/** The focus ring of the map and its markers. */
const focusRing = {
  outlineWidth: vars.border.focusWidth,
  outlineStyle: 'solid',
  outlineColor: vars.color.focus,
  outlineOffset: vars.border.focusWidth,
} as const;

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  minWidth: 0,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
  selectors: {
    // Focused when a gathered marker it held zoomed the map in from the keyboard.
    '&:focus-visible': focusRing,
  },
});

// Under the tiles, and all there is where they fail to load: the theme's plain muted surface, not
// pigeon-maps' own grey (an inline style on its container, hence the !important).
globalStyle(`${root} > div`, { background: `${vars.color.surfaceMuted} !important` });

export const marker = style({
  position: 'absolute',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  width: 'max-content',
  transform: 'translate(-50%, -100%)',
});

// The chosen marker's overlay (pigeon-maps' wrapper) is drawn above the markers after it, so none covers its bubble.
globalStyle(`${root} .pigeon-overlays > :has(> ${marker}[data-selected])`, { zIndex: 1 });

export const pin = style({
  position: 'relative',
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  cursor: 'pointer',
  borderRadius: vars.radius.full,
  selectors: {
    '&:hover, &[aria-pressed="true"]': { color: vars.color.primaryHover },
    '&:focus-visible': focusRing,
  },
});

export const pinIcon = style({ flexShrink: 0, width: vars.size.controlSmall, height: vars.size.controlSmall });

/** How many items a place stands for, on the pin's upper right; grows to the right with the digits. */
export const count = style({
  position: 'absolute',
  insetBlockStart: `calc(-1 * ${vars.space.xsmall})`,
  insetInlineStart: `calc(50% + ${vars.space.xsmall})`,
  minWidth: `calc(${vars.size.icon} + 2 * ${vars.border.width})`,
  paddingInline: vars.space.xsmall,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  // The pin's colour (primary, darker when hovered or chosen).
  color: 'inherit',
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.size.icon,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  whiteSpace: 'nowrap',
});

/** Nearby locations gathered into one marker: a filled circle with their total, centred on their mean position. */
export const cluster = style({
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  minWidth: vars.size.controlSmall,
  height: vars.size.controlSmall,
  paddingInline: vars.space.xsmall,
  borderWidth: `calc(2 * ${vars.border.width})`,
  borderStyle: 'solid',
  borderColor: vars.color.surface,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.small,
  cursor: 'pointer',
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { background: vars.color.primaryHover },
    '&:focus-visible': focusRing,
  },
});

export const bubble = style({
  order: -1,
  marginBottom: vars.space.xsmall,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  maxWidth: vars.size.toast,
  width: 'max-content',
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.medium,
  overflowWrap: 'anywhere',
});

/**
 * Custom properties the component sets on the details bubble (inline style) from the room the
 * map leaves around the pin: its widest and tallest size and a horizontal shift that keeps it inside.
 */
export const detailsRoom = {
  width: '--locations-map-details-width',
  height: '--locations-map-details-height',
  shift: '--locations-map-details-shift',
} as const;

/** The chosen place's bubble with the caller's content: a scrolling block above (or below) the pin. */
export const details = style({
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockEnd: '100%',
  marginBlock: vars.space.xsmall,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  width: 'max-content',
  maxWidth: `min(${vars.size.listbox}, var(${detailsRoom.width}, ${vars.size.listbox}))`,
  maxHeight: `min(${vars.size.listbox}, var(${detailsRoom.height}, ${vars.size.listbox}))`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  transform: `translateX(calc(-50% + var(${detailsRoom.shift}, 0px)))`,
  ...hairlineBorder,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.large,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'auto',
  selectors: {
    '&[data-placement="below"]': { insetBlockEnd: 'auto', insetBlockStart: '100%' },
  },
});

export const detailsTitle = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

/** 'Não foi possível carregar o mapa.': a small note in the top-left corner, above the markers. */
export const tilesFailed = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  zIndex: 1,
  maxWidth: `calc(100% - 2 * ${vars.space.small})`,
  margin: 0,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  fontSize: vars.font.size.xsmall,
  pointerEvents: 'none',
});

export const attribution = style({
  position: 'absolute',
  right: 0,
  bottom: 0,
  paddingInline: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  borderTopLeftRadius: vars.radius.small,
});

globalStyle(`${attribution} a`, { color: vars.color.info });

export const pinDot = style({ fill: vars.color.surface });
