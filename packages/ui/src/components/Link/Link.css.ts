import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { LinkTone } from './variants';

export const link = style({
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecorationThickness: vars.border.focusWidth } },
});

export const tones = styleVariants<Record<LinkTone, Parameters<typeof style>[0]>>({
  primary: { color: vars.color.primary, selectors: { '&:hover': { color: vars.color.primaryHover } } },
  neutral: { color: vars.color.text },
  danger: { color: vars.color.danger, selectors: { '&:hover': { color: vars.color.dangerHover } } },
});
