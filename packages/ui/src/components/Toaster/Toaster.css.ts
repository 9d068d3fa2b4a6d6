import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Class on sonner's toaster; the rules below out-rank sonner's own `[data-…]` selectors. */
export const toaster = style({});

const toast = `${toaster} [data-sonner-toast][data-styled="true"]`;

globalStyle(toast, {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  padding: vars.space.large,
  boxShadow: vars.shadow.medium,
});

globalStyle(`${toast} [data-title]`, {
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

globalStyle(`${toast} [data-description]`, {
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.normal,
});
