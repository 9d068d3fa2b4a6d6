import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  minWidth: 0,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
});

export const marker = style({
  position: 'absolute',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  width: 'max-content',
  transform: 'translate(-50%, -100%)',
});

export const pin = style({
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  cursor: 'pointer',
  borderRadius: vars.radius.full,
  selectors: {
    '&:hover, &[aria-pressed="true"]': { color: vars.color.primaryHover },
    '&:focus-visible': {
      outlineWidth: vars.border.focusWidth,
      outlineStyle: 'solid',
      outlineColor: vars.color.focus,
      outlineOffset: vars.border.focusWidth,
    },
  },
});

export const pinIcon = style({ flexShrink: 0, width: vars.size.controlSmall, height: vars.size.controlSmall });

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
