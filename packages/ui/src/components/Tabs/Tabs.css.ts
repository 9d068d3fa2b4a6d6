import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
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
  },
});

export const panel = style({ paddingTop: vars.space.large, outline: 'none' });
