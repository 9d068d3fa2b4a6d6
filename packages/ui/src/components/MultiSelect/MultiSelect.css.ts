import { style } from '@vanilla-extract/css';
import { iconSquare, popoverSurface, strongBorder } from '../../styles/rules';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const control = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  ...strongBorder,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
  },
});

export const chips = style({ display: 'contents', margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  maxWidth: '100%',
  minHeight: vars.size.controlSmall,
  paddingInlineStart: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.primarySoft,
  color: vars.color.primaryHover,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
});

export const chipText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const chipRemove = style({
  ...iconSquare,
  flexShrink: 0,
  borderWidth: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  selectors: {
    '&:hover': { background: vars.color.brand[100] },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focus}` },
  },
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon });

export const input = style({
  flex: 1,
  minWidth: vars.size.controlLarge,
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.xsmall,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  // The whole field shows the focus (`control`), not the input inside it.
  selectors: { '&::placeholder': { color: vars.color.textMuted }, '&:focus-visible': { outline: 'none' } },
});

export const popover = style({
  ...popoverSurface,
  boxShadow: vars.shadow.medium,
  overflow: 'hidden',
});

export const list = style({
  position: 'relative',
  maxHeight: `min(${vars.size.listbox}, var(--popover-available-height, ${vars.size.listbox}))`,
  overflowY: 'auto',
  padding: vars.space.xsmall,
});

export const row = style({
  position: 'absolute',
  insetInline: vars.space.xsmall,
  top: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  height: vars.size.controlSmall,
  paddingInline: vars.space.small,
  fontSize: vars.font.size.small,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export const heading = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
});

export const option = style({
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'default',
  selectors: {
    '&[data-active-item]': { background: vars.color.primarySoft },
  },
});

export const optionText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const check = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
  ...strongBorder,
  borderRadius: vars.radius.small,
  color: vars.color.textInverse,
  selectors: {
    [`${option}[aria-selected="true"] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
  },
});

export const empty = style({ padding: vars.space.medium, color: vars.color.textMuted, fontSize: vars.font.size.small });

export const hint = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });
export const error = style({ fontSize: vars.font.size.small, color: vars.color.danger });
