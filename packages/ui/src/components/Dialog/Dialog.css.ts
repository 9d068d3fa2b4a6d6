import { style, styleVariants } from '@vanilla-extract/css';
import { iconSquare } from '../../styles/rules';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import type { DialogSize } from './variants';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.menu,
  background: vars.color.overlay,
});

export const dialog = style({
  position: 'fixed',
  zIndex: vars.zIndex.menu,
  insetInline: vars.space.small,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  flexDirection: 'column',
  maxHeight: `calc(100dvh - 2 * ${vars.space.large})`,
  marginInline: 'auto',
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  overflow: 'hidden',
  selectors: { '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focus}` } },
  '@media': { [media.small]: { insetInline: vars.space.xlarge } },
});

export const size = styleVariants<Record<DialogSize, { maxWidth: string }>>({
  small: { maxWidth: vars.size.dialogSmall },
  medium: { maxWidth: vars.size.dialogMedium },
  large: { maxWidth: vars.size.dialogLarge },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.large,
  paddingBottom: vars.space.small,
  '@media': { [media.small]: { padding: vars.space.xlarge, paddingBottom: vars.space.small } },
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const close = style({
  ...iconSquare,
  flexShrink: 0,
  borderWidth: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focus}` },
  },
});

export const icon = style({ width: vars.size.iconLarge, height: vars.size.iconLarge });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  paddingInline: vars.space.large,
  paddingBlock: vars.space.small,
  overflowWrap: 'anywhere',
  '@media': { [media.small]: { paddingInline: vars.space.xlarge } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: vars.space.large,
  paddingTop: vars.space.medium,
  '@media': { [media.small]: { paddingInline: vars.space.xlarge, paddingBottom: vars.space.xlarge } },
});
