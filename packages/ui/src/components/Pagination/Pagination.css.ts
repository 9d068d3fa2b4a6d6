import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  '@media': {
    [media.tablet]: { flexDirection: 'row', justifyContent: 'space-between' },
  },
});

export const summary = style({ fontSize: vars.font.size.small, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSmall,
  height: vars.size.controlSmall,
  paddingInline: vars.space.small,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&:hover:not(:disabled):not([aria-current="page"])': { background: vars.color.surfaceMuted },
    '&:disabled': { color: vars.color.textMuted, opacity: 0.6 },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.textInverse,
      fontWeight: vars.font.weight.semibold,
    },
  },
});

export const ellipsis = style({
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: vars.size.controlSmall,
  color: vars.color.textMuted,
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon });
